/**
 * Jobs whose process died while running them. Payload marks a job `processing` when it starts it and runs only jobs
 * that are not: a job left `processing` by a process that was killed would never run again, and a scheduled task
 * (the outgoing mails) with such a job is never scheduled again either. Every job of this CMS finishes within a
 * minute (the mails' run stops claiming after one: src/mail/send.ts), so one `processing` for longer than DEAD_JOB_MS
 * is dead, and is freed to run again; each task is safe to run twice (a publication publishes what is already
 * published, a revalidation expires again, a mail is claimed once). On SQLite, where one CMS process holds the
 * database, every job still `processing` when the process starts is dead.
 */
import type { Payload } from 'payload';

export const DEAD_JOB_MS = 2 * 60_000;

/** Frees the jobs `processing` since before `olderThanMs` ago; answers how many. */
export async function releaseDeadJobs(payload: Payload, olderThanMs: number, now = Date.now()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { updatedAt: { less_than: new Date(now - olderThanMs).toISOString() } },
      ],
    },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  });
  if (docs.length > 0) payload.logger.warn(`${docs.length} job(s) left running by a process that stopped are freed to run again`);
  return docs.length;
}
