/**
 * The daily digest (issue 46 §2): each morning, every person who works a queue that has items past their due date
 * gets one mail listing them, with a link to each in the admin. A task of Payload's queue, run every hour; it mails
 * from 09:00 China time on, once a day per person and queue (the outgoing mail's key), so a restart, a second CMS
 * process or a run late in the day mails no one twice.
 */
import type { Payload, TaskConfig } from 'payload';
import { hasRole } from '../access';
import { adminOrigin } from '../mail/reset';
import { queueMail } from '../mail/outgoing';
import { MAIL_QUEUE } from '../mail/send';
import { QUEUES } from './registry';
import { lapseUnconfirmed } from './privacy';
import { forgetSubscribers } from '../alerts/subscribers';
import { CHINA_OFFSET_MS, chinaDay, chinaMinute } from './working-days';

type Item = { id: number; reference: string; due_at: string; status: string };
type Named = (typeof QUEUES)[number];

/** From this hour of the day in China. */
export const DIGEST_HOUR = 9;

/** The digest of one queue's overdue items, in both languages (the company's people read either). */
export function digestMail(queue: Named, items: Item[], origin: string, day: string) {
  const lines = items.map(
    (item) => `- ${item.reference}  ${chinaMinute(item.due_at)}  ${origin}/admin/collections/${queue.slug}/${item.id}`,
  );
  return {
    subject: `【逾期提醒 / Overdue】${queue.label.zh} / ${queue.label.en}: ${items.length} (${day})`,
    text: [
      `以下 ${items.length} 项${queue.label.zh}已过办理期限（北京时间），请尽快处理：`,
      '',
      ...lines,
      '',
      `These ${items.length} ${queue.label.en.toLowerCase()} are past their due date (Beijing time):`,
      '',
      `${origin}/admin/collections/${queue.slug}`,
      '',
    ].join('\n'),
  };
}

/** The day in China whose digests are due at `now`, or null before DIGEST_HOUR. */
export const digestDay = (now: number) => (new Date(now + CHINA_OFFSET_MS).getUTCHours() >= DIGEST_HOUR ? chinaDay(now) : null);

/** Queues today's digests, if it is time: answers how many were queued now. */
export async function queueDigests(payload: Payload, now = Date.now()): Promise<number> {
  const day = digestDay(now);
  if (!day) return 0;
  const users = (await payload.find({ collection: 'users', limit: 1000, depth: 0, overrideAccess: true, pagination: false })).docs as {
    id: number;
    email: string;
    roles?: string[] | null;
  }[];
  let queued = 0;
  for (const queue of QUEUES) {
    const overdue = (
      await payload.find({
        collection: queue.slug as 'messages',
        where: { and: [{ status: { in: [...queue.awaiting] } }, { due_at: { less_than: new Date(now).toISOString() } }] },
        sort: 'due_at',
        limit: 200,
        depth: 0,
        overrideAccess: true,
        select: { reference: true, due_at: true, status: true },
      })
    ).docs as unknown as Item[];
    if (overdue.length === 0) continue;
    const mail = digestMail(queue, overdue, adminOrigin(), day);
    // The queue's own people; an administrator only where no one holds its roles.
    const own = users.filter((user) => (user.roles ?? []).some((role) => (queue.roles as readonly string[]).includes(role)));
    for (const user of own.length ? own : users.filter((candidate) => hasRole(candidate))) {
      if (await queueMail(payload, { key: `digest:${queue.slug}:${user.id}:${day}`, about: `users/${user.id}`, to: user.email, ...mail }))
        queued++;
    }
  }
  return queued;
}

export const digestTask: TaskConfig<{ input: Record<string, never>; output: { queued: number } }> = {
  slug: 'queueDigests',
  label: "Mail each queue's people what is overdue",
  schedule: [{ cron: '0 0 * * * *', queue: MAIL_QUEUE }],
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ req }) => {
    // The same hourly round closes the privacy requests whose identity link expired unconfirmed (./privacy.ts).
    await lapseUnconfirmed(req.payload);
    // And forgets the alert subscriptions never confirmed, or ended long enough ago (../alerts/subscribers.ts).
    await forgetSubscribers(req.payload);
    return { output: { queued: await queueDigests(req.payload) } };
  },
};
