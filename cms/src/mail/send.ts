/**
 * Sending the outgoing mails (./outgoing.ts): a task on Payload's queue, scheduled every five seconds in each CMS
 * process, that sends what is due at a configured rate and tries a failed send again later.
 *
 * - **Once per row.** A row is claimed before it is sent (one conditional update: `queued` to `sending`, which one
 *   process wins), and marked `sent` as soon as the server accepts it. A row left `sending` by a process that died
 *   is sent again once its claim is older than any send can take (CLAIM_STALE_MS), or when a CMS on SQLite starts:
 *   its mail was never accepted, as an SMTP server that loses the connection before its final reply delivers
 *   nothing. The one window left is RFC 1047's: a process killed between the server's acceptance and the update that
 *   follows it (a millisecond).
 * - **Rate.** At most `CMS_MAIL_RATE_PER_MINUTE` (default 120) a minute, spread over the ticks.
 * - **Retries.** A failed send is tried again after 1, 2, 4 … minutes (at most an hour apart), eight times in all;
 *   then the row is `failed`, with its last error, in the admin's list.
 */
import type { Payload, TaskConfig } from 'payload';
import { and, eq, lt } from '@payloadcms/db-sqlite/drizzle';
import type { Drizzle } from '../contract/stamp';
import { DEAD_JOB_MS, releaseDeadJobs } from '../workflow/jobs';
import { FORGOTTEN } from './outgoing';

export const MAIL_QUEUE = 'mail';
/** Every five seconds. */
export const MAIL_TICK_MS = 5_000;
export const MAX_ATTEMPTS = 8;
/** Longer than any send can take (the adapter's timeouts: 5 s to connect, 10 s of silence). */
export const CLAIM_STALE_MS = 60_000;

/** The wait before attempt `attempts + 1`: 1, 2, 4 … minutes, at most an hour. */
export const backoffMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));

/** How many mails one tick may send at `perMinute` a minute (at least one). */
export const perTick = (perMinute: number) => Math.max(1, Math.floor((perMinute * MAIL_TICK_MS) / 60_000));

export function mailRate(env: Record<string, string | undefined> = process.env): number {
  const rate = Number(env.CMS_MAIL_RATE_PER_MINUTE ?? 120);
  return Number.isFinite(rate) && rate > 0 ? rate : 120;
}

type Row = {
  id: number;
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string> | null;
  attempts?: number | null;
  attachment_name?: string | null;
  attachment?: string | null;
  forget_after_send?: boolean | null;
};

/** The message of a row, its attachment included. */
export const messageOf = (row: Row) => ({
  to: row.to,
  subject: row.subject,
  text: row.text,
  ...(row.headers ? { headers: row.headers } : {}),
  ...(row.attachment_name && row.attachment
    ? { attachments: [{ filename: row.attachment_name, content: row.attachment, contentType: 'application/json; charset=utf-8' }] }
    : {}),
});
type Update = {
  update: (table: unknown) => {
    set: (values: Record<string, unknown>) => {
      where: (where: unknown) => { returning: (fields: Record<string, unknown>) => Promise<{ id: number }[]> };
    };
  };
};

const tableOf = (payload: Payload) => {
  const db = payload.db as unknown as Drizzle & { drizzle: Update };
  return { db: db.drizzle, table: db.tables.outgoing_mails! };
};

/** Takes the row for this process, or answers false when another took it first. */
async function claim(payload: Payload, id: number, now: number): Promise<boolean> {
  const { db, table } = tableOf(payload);
  const taken = await db
    .update(table)
    .set({ status: 'sending', claimed_at: new Date(now).toISOString() })
    .where(and(eq(table.id, id), eq(table.status!, 'queued')))
    .returning({ id: table.id });
  return taken.length === 1;
}

/**
 * Rows left `sending` by a process that died mid-way go back to the queue: claimed longer ago than `olderThanMs`
 * (CLAIM_STALE_MS while processes may be sending; 0 when a CMS on SQLite starts, the one process of its database).
 */
export async function releaseStale(payload: Payload, olderThanMs: number, now = Date.now()): Promise<number> {
  const { db, table } = tableOf(payload);
  const released = await db
    .update(table)
    .set({ status: 'queued' })
    .where(and(eq(table.status!, 'sending'), lt(table.claimed_at!, new Date(now - olderThanMs).toISOString())))
    .returning({ id: table.id });
  return released.length;
}

/** A run stops claiming mails after this long: the next tick goes on (and a run never looks dead: ../workflow/jobs.ts). */
export const RUN_MS = 60_000;

/** Sends what is due now, at most `limit`; answers how many were sent and how many failed. */
export async function sendDue(payload: Payload, limit: number, now = Date.now()): Promise<{ sent: number; failed: number }> {
  await releaseStale(payload, CLAIM_STALE_MS, now);
  const due = await payload.find({
    collection: 'outgoing-mails',
    where: { and: [{ status: { equals: 'queued' } }, { next_attempt_at: { less_than_equal: new Date(now).toISOString() } }] },
    sort: 'next_attempt_at',
    limit,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  });
  let [sent, failed] = [0, 0];
  for (const row of due.docs as unknown as Row[]) {
    if (Date.now() - now > RUN_MS) break;
    if (!(await claim(payload, row.id, now))) continue;
    const attempts = (row.attempts ?? 0) + 1;
    try {
      await payload.sendEmail(messageOf(row));
      await payload.update({
        collection: 'outgoing-mails',
        id: row.id,
        data: { status: 'sent', attempts, sent_at: new Date().toISOString(), last_error: '', ...(row.forget_after_send ? FORGOTTEN : {}) },
        overrideAccess: true,
      });
      sent++;
    } catch (error) {
      const last = attempts >= MAX_ATTEMPTS;
      await payload.update({
        collection: 'outgoing-mails',
        id: row.id,
        data: {
          status: last ? 'failed' : 'queued',
          attempts,
          ...(last && row.forget_after_send ? FORGOTTEN : {}),
          last_error: String((error as Error)?.message ?? error).slice(0, 300),
          next_attempt_at: new Date(Date.now() + backoffMs(attempts)).toISOString(),
        },
        overrideAccess: true,
      });
      failed++;
      payload.logger.warn(
        `mail ${row.id} not sent (attempt ${attempts} of ${MAX_ATTEMPTS}): ${String((error as Error)?.message ?? error)}`,
      );
    }
  }
  return { sent, failed };
}

export const sendMailsTask: TaskConfig<{ input: Record<string, never>; output: { sent: number; failed: number } }> = {
  slug: 'sendMails',
  label: 'Send the outgoing mails that are due',
  schedule: [
    {
      cron: '*/5 * * * * *',
      queue: MAIL_QUEUE,
      // Not scheduled while a run of it is pending: a run a dead process left pending is freed first (../workflow/jobs.ts).
      hooks: {
        beforeSchedule: async (args) => {
          await releaseDeadJobs(args.req.payload, DEAD_JOB_MS);
          return args.defaultBeforeSchedule(args);
        },
      },
    },
  ],
  outputSchema: [
    { name: 'sent', type: 'number' },
    { name: 'failed', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await sendDue(req.payload, perTick(mailRate())) }),
};
