/**
 * The mail crash check's hook (scripts/cms-mail-crash.ts): `POST /__test/mails?count=200&run=<id>` queues that many
 * outgoing mails, one to each of `crash-<run>-<n>@example.com`, as a publication would queue its alerts. Only with
 * CMS_TEST_HOOKS=1, which the tests set; never in production, where it is a 404.
 */
import { getPayload } from 'payload';
import config from '@payload-config';
import { queueMail } from '@/mail/outgoing';

export async function POST(request: Request): Promise<Response> {
  if (process.env.CMS_TEST_HOOKS !== '1') return new Response('Not Found', { status: 404 });
  const url = new URL(request.url);
  const count = Math.min(1000, Math.max(1, Number(url.searchParams.get('count')) || 1));
  const run = (url.searchParams.get('run') ?? 'run').replace(/[^a-z0-9]/gi, '').slice(0, 20);
  const payload = await getPayload({ config });
  for (let n = 1; n <= count; n++) {
    const to = `crash-${run}-${n}@example.com`;
    await queueMail(payload, {
      key: `crash:${run}:${n}`,
      about: `test/${run}`,
      to,
      subject: `Crash check ${run} #${n}`,
      text: `Mail ${n} of ${count}.`,
    });
  }
  return new Response(String(count), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
