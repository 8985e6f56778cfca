import { getSiteInfo, orNull } from '@/lib/backend';
import { safeExternalUrl } from '@/lib/routes';

export const dynamic = 'force-dynamic';

/**
 * `/join` is not a page of the site: it links out to the recruitment site (SPEC §2). A direct visit is
 * redirected there; when the backend does not name one (or is down), the visitor goes home instead.
 */
export async function GET(): Promise<Response> {
  const site = await orNull(getSiteInfo());
  const target = safeExternalUrl(site?.recruitment_url) ?? '/';
  return new Response(null, { status: 307, headers: { location: target, 'cache-control': 'no-store' } });
}
