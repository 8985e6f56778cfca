import { findRoute } from '@/lib/routes';
import { toLocale } from '@/i18n/config';
import { localePath } from '@/i18n/paths';

/**
 * `/home` redirects to `/` (requirements §2), as the route table says, and `/en/home` to `/en`. The Location is
 * relative: never off-site.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  const target = localePath(toLocale(locale), findRoute('/home')?.redirect ?? '/');
  return new Response(null, { status: 308, headers: { location: target } });
}
