/**
 * The conformance suite's captcha hook (docs/backend-api.md, "The conformance suite"): `GET /__test/captcha?key=`
 * answers the code behind a key, as a person would read it off the picture. Only with CMS_TEST_HOOKS=1, which the
 * tests set; never in production, where it is a 404. (The folder is `%5F_test`: Next.js keeps `_` folders private.)
 */
import { openKey } from '@/members/captcha';

export function GET(request: Request): Response {
  if (process.env.CMS_TEST_HOOKS !== '1') return new Response('Not Found', { status: 404 });
  const key = new URL(request.url).searchParams.get('key') ?? '';
  return new Response(openKey(key)?.code ?? '', { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
