/**
 * The demo backend's mail (issue 25: the alerts' confirmation and welcome mails). With `SMTP_URL`
 * (`smtp://host:port`, `smtps://user:pass@host`) it sends them through that server with nodemailer;
 * without, it writes each into `$DEMO_DATA_DIR/outbox.mbox` (default `.demo-data/outbox.mbox`), an mbox
 * file any mail reader opens. A server that does not answer fails the send within seconds, never minutes.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { LRUCache } from 'lru-cache';
import { mailboxKey } from '@/lib/core/form-limit';
import { processGlobal } from '@/lib/core/process-global';
import { dataDir } from './jsonl-file';

export const MAIL_FROM = '"星垣微电子 投资者关系 / Xingyuan Micro IR" <ir-alerts@xingyuan-micro.example>';

export type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> };

/** The outbox file of a demo without SMTP_URL. */
export const outboxFile = () => path.join(dataDir(), 'outbox.mbox');

const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/** The outbox's writes, one at a time: one chain for the process (the site's bundles each load this module). */
const outbox = processGlobal('demo-outbox-queue', () => ({ queue: Promise.resolve() as Promise<unknown> }));

/**
 * The backend's own bound on what one mailbox receives (issue 42): whatever front end calls it, no address
 * gets more than this many mails an hour from the demo.
 */
export const MAX_MAILS_PER_RECIPIENT_PER_HOUR = 6;
const HOUR_MS = 60 * 60 * 1000;
const sentTo = processGlobal('demo-mail-sent-to', () => new LRUCache<string, number[]>({ max: 100_000, ttl: HOUR_MS }));

export class RecipientLimit extends Error {}

/** Sends `mail`, or appends it to the outbox (one at a time, so messages never interleave). */
export async function sendMail(mail: Mail): Promise<void> {
  // Every spelling of one inbox is one recipient (`+tags`, case, Gmail's dots).
  const recipient = mailboxKey(mail.to) ?? mail.to;
  const now = Date.now();
  const recent = (sentTo.get(recipient) ?? []).filter((at) => now - at < HOUR_MS);
  if (recent.length >= MAX_MAILS_PER_RECIPIENT_PER_HOUR) throw new RecipientLimit(`no more mail to this address this hour`);
  sentTo.set(recipient, [...recent, now]);
  const message = { from: MAIL_FROM, ...mail };
  const url = process.env.SMTP_URL?.trim();
  if (url) {
    await nodemailer.createTransport({ url, ...TIMEOUTS }).sendMail(message);
    return;
  }
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
  // mbox: each message after a "From " line; a body line that starts so is quoted.
  const raw = (built.message as Buffer).toString('utf8').replace(/^(>*From )/gm, '>$1');
  const write = outbox.queue.then(async () => {
    await mkdir(dataDir(), { recursive: true });
    await appendFile(outboxFile(), `From ir-alerts@xingyuan-micro.example ${new Date().toUTCString()}\n${raw}\n\n`, 'utf8');
  });
  outbox.queue = write.catch(() => undefined);
  await write;
}
