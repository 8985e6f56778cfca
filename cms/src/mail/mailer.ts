/**
 * The CMS's mail (issue 45 §1: `SMTP_URL`), Payload's email adapter. With `SMTP_URL` (`smtp://host:port`,
 * `smtps://user:pass@host`) it sends through that server with nodemailer. Without it, it appends each mail to
 * `outbox.mbox` in the data folder, which any mail reader opens. It never writes a mail to the log, as Payload's
 * default does: a password reset mail holds the key to an account.
 *
 * Written here rather than taken from @payloadcms/email-nodemailer: its newest release (3.90.1) requires exactly
 * payload 3.90.1, and the adapter is this file's `sendEmail`.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type TransportOptions } from 'nodemailer';
import type { PayloadEmailAdapter as EmailAdapter, SendEmailOptions } from 'payload';

/** Who the CMS's mails come from: `CMS_MAIL_FROM` (`name <address>` or an address), else the demo company's. */
export const MAIL_FROM = { name: '星垣微电子后台 / Xingyuan Micro back office', address: 'cms@xingyuan-micro.example' };

/** A server that does not answer fails the send within seconds, never minutes. */
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

export type MailOptions = { smtpUrl?: string; outbox: string; from?: string };

/** The adapter: SMTP when `smtpUrl` is set, else the outbox file. */
export function mailAdapter(options: MailOptions): EmailAdapter {
  const from = parseFrom(options.from);
  const send = options.smtpUrl?.trim() ? smtpSender(options.smtpUrl.trim()) : outboxWriter(options.outbox);
  return () => ({
    name: options.smtpUrl?.trim() ? 'smtp' : 'outbox',
    defaultFromName: from.name,
    defaultFromAddress: from.address,
    sendEmail: (message) => send({ from: { name: from.name, address: from.address }, ...message }),
  });
}

/** `Name <address>`, a bare address, or the default. */
export function parseFrom(value: string | undefined): { name: string; address: string } {
  const text = value?.trim();
  if (!text) return MAIL_FROM;
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(text);
  if (named) return { name: named[1]!.trim() || MAIL_FROM.name, address: named[2]! };
  if (/^[^<>\s]+@[^<>\s]+$/.test(text)) return { name: MAIL_FROM.name, address: text };
  throw new Error(`CMS_MAIL_FROM is not an address or "Name <address>": ${text}`);
}

function smtpSender(url: string) {
  const transport = nodemailer.createTransport({ url, ...TIMEOUTS } as TransportOptions);
  return async (message: SendEmailOptions) => transport.sendMail(message as SendMailOptions);
}

/** Appends each mail to an mbox file, one at a time (messages never interleave). */
function outboxWriter(outbox: string) {
  const build = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let queue: Promise<unknown> = Promise.resolve();
  return async (message: SendEmailOptions) => {
    const built = await build.sendMail(message as SendMailOptions);
    const write = queue.then(async () => {
      await mkdir(path.dirname(outbox), { recursive: true });
      await appendFile(outbox, mboxEntry((built.message as Buffer).toString('utf8'), new Date()), 'utf8');
    });
    queue = write.catch(() => undefined);
    await write;
    return built;
  };
}

/** One mbox entry: a "From " line, then the message, a body line that starts so quoted (mboxrd). */
export function mboxEntry(raw: string, at: Date): string {
  return `From ${MAIL_FROM.address} ${at.toUTCString()}\n${raw.replace(/^(>*From )/gm, '>$1')}\n\n`;
}
