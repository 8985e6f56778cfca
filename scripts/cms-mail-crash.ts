/**
 * The alerts' exactly-once rule, through a crash (issue 46 §3): `tsx scripts/cms-mail-crash.ts <data folder>
 * [report.json]`, run by `npm test` on the CMS its step set up (stopped; PAYLOAD_SECRET, CMS_ADMIN_PASSWORD and the
 * rest in the environment, as the CMS takes them). It starts the CMS with its mail going to an SMTP listener of its
 * own, gives it 200 confirmed news subscribers (the test hook `POST /__test/subscribers`), has a publisher publish a
 * news item, and kills the CMS (SIGKILL) while the server holds the 81st mail unanswered, as a crash in the middle of a
 * send would leave it: 80 accepted, one in flight, the rest queued. Started again, the CMS must send the rest, the one
 * in flight included (a server that never answered a mail's end delivers nothing), and no one twice.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startCms } from './support/cms-process';
import { signIn } from './support/cms-workflow';
import { endWithThisProcess, stop, type Started } from './support/topology';

const [dataDir, jsonReport] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: tsx scripts/cms-mail-crash.ts <CMS data folder> [report.json]');
  process.exit(2);
}
const PORTS = { cms: 4587, smtp: 4588 };
const COUNT = 200;
const HOLD_AT = 80;
const run = Date.now().toString(36);

const received = new Map<string, number>();
let accepted = 0;
let holding = false;
let heldFor = '';
let onHold: () => void = () => undefined;
const held = new Promise<void>((resolve) => (onHold = resolve));

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
    stream.resume();
    stream.on('end', () => {
      // The 81st mail is never answered: its sender dies waiting.
      if (!holding && accepted === HOLD_AT) {
        holding = true;
        heldFor = to[0] ?? '';
        onHold();
        return;
      }
      accepted++;
      for (const address of to) received.set(address, (received.get(address) ?? 0) + 1);
      callback();
    });
  },
});
smtp.on('error', () => undefined);

const failures: string[] = [];
let passed = 0;
function check(ok: boolean, what: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (ok) passed++;
  else failures.push(what);
}

const within = async <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms / 1000} s`)), ms))]);

async function main(): Promise<void> {
  endWithThisProcess();
  const logs = mkdtempSync(path.join(os.tmpdir(), 'cms-mail-crash-'));
  await new Promise<void>((resolve) => smtp.listen(PORTS.smtp, '127.0.0.1', resolve));
  const env = {
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? '',
    CMS_ADMIN_PASSWORD: process.env.CMS_ADMIN_PASSWORD ?? '',
    CMS_TEST_HOOKS: '1',
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    CMS_MAIL_RATE_PER_MINUTE: '12000',
  };
  let cms: Started | null = null;
  try {
    cms = await startCms(PORTS.cms, dataDir!, env, logs);
    const base = `http://127.0.0.1:${PORTS.cms}`;
    const added = await (await fetch(`${base}/__test/subscribers?count=${COUNT}&run=${run}`, { method: 'POST' })).text();
    const publisher = await signIn(base, 'publisher@xingyuan-micro.example', process.env.CMS_ADMIN_PASSWORD ?? '');
    const published = await fetch(`${base}/api/articles?locale=zh`, {
      method: 'POST',
      headers: { authorization: `JWT ${publisher}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'news',
        category: 21,
        published_at: '2026-11-29T12:00:00.000Z',
        title: `[crash check ${run}] 新闻`,
        access: 'public',
        _status: 'published',
      }),
    });
    check(added === String(COUNT) && published.status === 201, `${COUNT} subscribers, and news published: ${added}, ${published.status}`);
    await within(held, 60_000, `the ${HOLD_AT + 1}st mail`);
    await stop(cms, 'SIGKILL');
    check(accepted === HOLD_AT, `killed while mail ${HOLD_AT + 1} was in flight, ${accepted} accepted before`);
    cms = await startCms(PORTS.cms, dataDir!, env, logs);
    const mine = () => [...received.keys()].filter((address) => address.startsWith(`crash-${run}-`));
    const deadline = Date.now() + 120_000;
    while (mine().length < COUNT && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    const twice = mine().filter((address) => received.get(address)! > 1);
    check(mine().length === COUNT, `started again, the CMS sent the rest: ${mine().length} of ${COUNT} addresses mailed`);
    check(twice.length === 0, `no one was mailed twice${twice.length ? `: ${twice.slice(0, 5).join(', ')}` : ''}`);
    check(received.get(heldFor) === 1, `the mail in flight at the crash (${heldFor}) went out once, after the restart`);
  } catch (error) {
    check(false, String((error as Error).message ?? error));
  } finally {
    if (cms) await stop(cms);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
  if (jsonReport) writeFileSync(jsonReport, JSON.stringify({ passed, failed: failures.length, failures }, null, 2));
  // The CMS's log is kept only to read a failure by (each run made a folder of its own, and left it).
  if (failures.length) console.log(`the CMS's log: ${path.join(logs, 'cms.log')}`);
  else rmSync(logs, { recursive: true, force: true });
  process.exit(failures.length ? 1 : 0);
}

void main();
