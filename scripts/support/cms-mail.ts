/**
 * The CMS's mail, checked against a running CMS (scripts/cms-check.ts): a back-office user's "forgot password".
 * - With CMS_CHECK_SMTP_PORT (the CMS started with SMTP_URL=smtp://127.0.0.1:<that port>), a real SMTP listener
 *   (smtp-server) takes the mail; without it, the mail is looked for in the data folder's `outbox.mbox`.
 * - The request names another host (Host and X-Forwarded-Host): the mail's link is at the CMS's configured address
 *   (CMS_URL, as the CMS was started with) all the same, and its token sets the password.
 * - An unknown address is answered as a known one is, and gets no mail; a second request at once mails nothing. The
 *   token is in no log line (CMS_LOG).
 */
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { smtpListener } from './smtp-listener';

type Check = (ok: boolean, what: string) => void;
export type Mail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: string }[];
  /** Each header as sent, unfolded, by its name in lower case (`list-unsubscribe`). */
  headers: Record<string, string>;
};

const attachmentsOf = (mail: ParsedMail) =>
  mail.attachments.map((attachment) => ({ filename: attachment.filename ?? '', content: attachment.content.toString('utf8') }));

const headersOf = (mail: ParsedMail) =>
  Object.fromEntries(
    mail.headerLines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    ]),
  );

const PERSON = 'privacy@xingyuan-micro.example';
const STRANGER = 'nobody@xingyuan-micro.example';

/** POST with a Host header of its own choosing (fetch keeps the URL's). */
function forgotPassword(base: string, email: string, host: string): Promise<number> {
  const url = new URL('/api/users/forgot-password', base);
  const body = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        headers: { host, 'x-forwarded-host': host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

function listener(port: number) {
  const received: Mail[] = [];
  const server = smtpListener(port, (mail, to) => {
    for (const address of to)
      received.push({
        to: address,
        subject: mail.subject ?? '',
        html: String(mail.html || ''),
        text: mail.text ?? '',
        attachments: attachmentsOf(mail),
        headers: headersOf(mail),
      });
  });
  return { received, ...server };
}

/** The mails in an mbox file, parsed. */
async function outboxMails(file: string): Promise<Mail[]> {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const entries = text.split(/^From \S+ .*$/m).filter((entry) => entry.trim());
  return Promise.all(
    entries.map(async (entry) => {
      const mail = await simpleParser(entry.replace(/^>(>*From )/gm, '$1').trimStart());
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      return {
        to: (to?.value[0]?.address ?? '').toLowerCase(),
        subject: mail.subject ?? '',
        html: String(mail.html || ''),
        text: mail.text ?? '',
        attachments: attachmentsOf(mail),
        headers: headersOf(mail),
      };
    }),
  );
}

export type MailDrop = {
  via: string;
  mails: () => Promise<Mail[]>;
  waitFor: (to: string, count?: number, also?: (mail: Mail) => boolean) => Promise<Mail[]>;
  close: () => Promise<void>;
};

/**
 * Where the CMS's mails arrive in this check: a real SMTP listener on CMS_CHECK_SMTP_PORT (the CMS started with
 * SMTP_URL at it), else the data folder's outbox.mbox. `mails()` reads what has arrived; `close()` stops the listener.
 */
export async function mailDrop(dataDir: string): Promise<MailDrop> {
  const smtpPort = Number(process.env.CMS_CHECK_SMTP_PORT);
  const smtp = smtpPort ? listener(smtpPort) : null;
  await smtp?.listen();
  const mails = async () => (smtp ? smtp.received : outboxMails(path.join(dataDir, 'outbox.mbox')));
  return {
    via: smtp ? `through SMTP_URL (port ${smtpPort})` : 'into the data folder’s outbox.mbox',
    mails,
    /** The mails to `to` once `count` have come (a tick of the CMS's sending job is five seconds), or what came in 30 s. */
    async waitFor(to: string, count = 1, also: (mail: Mail) => boolean = () => true): Promise<Mail[]> {
      let mine: Mail[] = [];
      for (let waited = 0; waited < 150; waited += 1) {
        mine = (await mails()).filter((mail) => mail.to === to.toLowerCase() && also(mail));
        if (mine.length >= count) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return mine;
    },
    close: async () => {
      await smtp?.close();
    },
  };
}

export async function mailChecks(check: Check, base: string, drop: MailDrop, password: string): Promise<void> {
  const origin = new URL(process.env.CMS_URL ?? base).origin;
  {
    const { mails, via } = drop;
    const asked = await forgotPassword(base, PERSON, 'attacker.example');
    const unknown = await forgotPassword(base, STRANGER, 'attacker.example');
    check(asked === 200 && unknown === 200, `"forgot password" answers a known and an unknown address alike: ${asked}, ${unknown}`);
    const mine = await drop.waitFor(PERSON);
    check(mine.length === 1, `the reset mail went ${via}: ${mine.length} mail(s) to ${PERSON}`);
    check(!(await mails()).some((mail) => mail.to === STRANGER), 'an unknown address gets no mail');
    // The CMS answers once the mail is handed over, so a second mail would be there when the answer is.
    const again = await forgotPassword(base, PERSON, 'attacker.example');
    const twice = (await mails()).filter((mail) => mail.to === PERSON).length;
    check(again === 200 && twice === 1, `asked again at once: answered alike (${again}), and no second mail (${twice} in all)`);
    const mail = mine[0];
    const link = mail ? new RegExp(`${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/admin/reset/([0-9a-f]+)`).exec(mail.html) : null;
    check(
      Boolean(link) && !mail!.html.includes('attacker.example'),
      `its link is at the CMS's own address (${origin}), not the host the request named: ${link?.[0] ?? mail?.html.slice(0, 200)}`,
    );
    const token = link?.[1] ?? '';
    const log = process.env.CMS_LOG ? readFileSync(process.env.CMS_LOG, 'utf8') : '';
    check(Boolean(token) && !log.includes(token), 'the reset token is in no log line');
    // The token sets a password (the same one: other checks sign in with it).
    const reset = await fetch(`${base}/api/users/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password }),
    });
    check(reset.status === 200, `the mailed token resets the password: ${reset.status}`);
  }
}
