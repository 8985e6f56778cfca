import { getRecruitmentUrl } from '@/lib/backend';
import { getLocalePath } from '@/i18n/server';
import { safeExternalUrl } from '@/lib/routes';

export const dynamic = 'force-dynamic';

/**
 * `/join` is not a page of the site: it links out to the recruitment site (requirements §2). A direct visit is
 * redirected there (`/en/join`: the English one, else the Chinese one); when the backend does not name one
 * (or is down), the visitor goes home instead.
 */
export async function GET(): Promise<Response> {
  const target = safeExternalUrl(await getRecruitmentUrl()) ?? (await getLocalePath())('/');
  return new Response(null, { status: 307, headers: { location: target, 'cache-control': 'no-store' } });
}
