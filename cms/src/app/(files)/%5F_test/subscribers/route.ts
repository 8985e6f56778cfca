/**
 * The mail crash check's hook (scripts/cms-mail-crash.ts): `POST /__test/subscribers?count=200&run=<id>` adds that many
 * confirmed news subscribers, `crash-<run>-<n>@example.com`, half of them in English, as if each had followed their
 * confirmation link. Only with CMS_TEST_HOOKS=1, which the tests set; never in production, where it is a 404.
 */
import { getPayload } from 'payload';
import config from '@payload-config';

export async function POST(request: Request): Promise<Response> {
  if (process.env.CMS_TEST_HOOKS !== '1') return new Response('Not Found', { status: 404 });
  const url = new URL(request.url);
  const count = Math.min(1000, Math.max(1, Number(url.searchParams.get('count')) || 1));
  const run = (url.searchParams.get('run') ?? 'run').replace(/[^a-z0-9]/gi, '').slice(0, 20);
  const payload = await getPayload({ config });
  const confirmed = new Date(Date.now() - 1000).toISOString();
  for (let n = 1; n <= count; n++) {
    const email = `crash-${run}-${n}@example.com`;
    await payload.create({
      collection: 'alert-subscribers',
      data: {
        reference: `AL-CRASH-${run}-${n}`.slice(0, 40),
        email,
        mailbox: email,
        categories: ['news'],
        alert_lang: n % 2 ? 'zh' : 'en',
        status: 'active',
        consent: { policy_version: 'crash-check', given_at: confirmed },
        confirmed_at: confirmed,
      },
      overrideAccess: true,
      context: { quiet: true },
    });
  }
  return new Response(String(count), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
