/**
 * Alerts going out (issue 46 §3): when an item is first published (an article at the moment its publication runs,
 * scheduled or not; an investor event or a change notice when it is saved, as those are live once saved), an alert
 * round is written with the publication, in its transaction, and a job of Payload's queue (the mail queue) queues one
 * outgoing mail per confirmed subscriber of its category. The mails are then sent by the outgoing mails' task
 * (../mail/send.ts: throttled, retried with backoff, claimed once).
 *
 * - **Once per recipient and item.** A round's key is its item (`articles/301`): an item has one round, whatever is
 *   published again later. Each mail's key is the round's and the recipient's mailbox: a job run twice, or run again
 *   after its process died mid-way, writes only the mails not yet written, and an address subscribed twice (a member's
 *   and a visitor's) gets one mail.
 * - **Who.** The subscribers of the item's category confirmed by the time the round started; for a change notice, also
 *   the members who follow one of its products or their product lines (../queues/follows.ts), whose way out ends
 *   their follows.
 * - **Seen in the admin.** A round lists its item, its recipients, and its mails sent, waiting and failed.
 */
import type { CollectionAfterChangeHook, CollectionConfig, Payload, PayloadRequest, TaskConfig } from 'payload';
import { hasRole } from '../access';
import { categoryRows } from '../contract/catalog';
import { filePath, groupOf, relId, type Lang } from '../contract/envelope';
import { chinaDayOf, dayOf } from '../fields';
import { queueMail } from '../mail/outgoing';
import { MAIL_QUEUE } from '../mail/send';
import { mailboxKey } from '../queues/limits';
import { siteOrigin, sitePage } from '../queues/submission';
import { quiet, wasLive } from '../workflow/hooks';
import {
  ALERT_CATEGORIES,
  alertLinks,
  alertMail,
  categoryLabel,
  categoryOf,
  unsubscribeHeaders,
  type AlertCategory,
  type AlertItem,
  type ItemText,
  lineOf,
} from './mails';
import { unsubscribeToken } from './subscribers';

type Doc = Record<string, unknown>;
type User = { roles?: string[] | null } | null | undefined;

/** Who sees them. */
const READERS = ['publisher', 'ir', 'editor', 'sales', 'privacy'] as const;
const readers = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as User, ...READERS);

/** The outgoing mails of a round by status, for its row in the admin. */
const countOf =
  (statuses: string[]) =>
  async ({ data, req }: { data?: Doc; req: PayloadRequest }) => {
    if (typeof data?.key !== 'string') return 0;
    const { totalDocs } = await req.payload.count({
      collection: 'outgoing-mails',
      where: { and: [{ about: { equals: data.key } }, { status: { in: statuses } }] },
      overrideAccess: true,
      req,
    });
    return totalDocs;
  };

const count = (name: string, label: { zh: string; en: string }, statuses: string[]) => ({
  name,
  type: 'number' as const,
  virtual: true,
  label,
  admin: { readOnly: true },
  hooks: { afterRead: [countOf(statuses)] },
});

export const AlertRounds: CollectionConfig = {
  slug: 'alert-rounds',
  labels: { singular: { zh: '提醒邮件发送', en: 'Alert round' }, plural: { zh: '提醒邮件发送', en: 'Alert rounds' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'started_at', 'recipients', 'sent', 'waiting', 'failed'],
    group: { zh: '系统', en: 'System' },
    hidden: ({ user }) => !hasRole(user as User, ...READERS),
    description: {
      zh: '每条公告、定期报告、新闻、投资者活动与变更通知首次发布时发给订阅者的提醒邮件：收件人数、已发送、待发送与发送失败。失败的邮件会自动重试；每位订阅者每条内容只收到一封。',
      en: 'The alerts mailed to subscribers when an announcement, a periodic report, news, an investor event or a change notice is first published: recipients, sent, waiting and failed. Failed sends are retried; each subscriber gets one mail per item.',
    },
  },
  defaultSort: '-started_at',
  access: { read: readers, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, label: { zh: '内容', en: 'Item' } },
    { name: 'title', type: 'text', required: true, label: { zh: '标题', en: 'Title' } },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: ALERT_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) })),
      label: { zh: '类别', en: 'Category' },
    },
    {
      name: 'started_at',
      type: 'date',
      required: true,
      label: { zh: '发布时间', en: 'Published' },
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      options: [
        { value: 'queued', label: { zh: '正在生成邮件', en: 'Writing the mails' } },
        { value: 'done', label: { zh: '邮件已全部生成', en: 'Every mail written' } },
      ],
      label: { zh: '状态', en: 'Status' },
    },
    { name: 'recipients', type: 'number', defaultValue: 0, label: { zh: '收件人', en: 'Recipients' } },
    count('sent', { zh: '已发送', en: 'Sent' }, ['sent']),
    count('waiting', { zh: '待发送', en: 'Waiting' }, ['queued', 'sending']),
    count('failed', { zh: '发送失败', en: 'Failed' }, ['failed']),
  ],
};

export const ALERT_TASK = 'sendAlerts';

/**
 * Starts the round of an item just published, once: the round and its job are written in the publication's
 * transaction. Nothing for an item without a category (a product, a members-only article).
 */
export async function startRound(req: PayloadRequest, collection: string, doc: Doc): Promise<boolean> {
  const category = categoryOf(collection, doc);
  if (!category) return false;
  const key = `${collection}/${String(doc.id)}`;
  const { totalDocs } = await req.payload.count({ collection: 'alert-rounds', where: { key: { equals: key } }, overrideAccess: true, req });
  if (totalDocs > 0) return false;
  const title = String(doc.title ?? doc.number ?? key).slice(0, 200);
  const round = await req.payload.create({
    collection: 'alert-rounds',
    data: { key, title, category, started_at: new Date().toISOString(), status: 'queued', recipients: 0 } as never,
    overrideAccess: true,
    req,
  });
  await req.payload.jobs.queue({ task: ALERT_TASK, queue: MAIL_QUEUE, input: { round: round.id }, req } as never);
  return true;
}

/** An article's first publication (a scheduled one at its time) starts its round. */
export const alertOnPublication: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (quiet(req) || doc._status !== 'published' || wasLive(req, operation === 'create' ? undefined : doc.id)) return doc;
  await startRound(req, 'articles', doc);
  return doc;
};

/** A collection without drafts is live once saved: its creation starts the round. */
export const alertOnCreation: CollectionAfterChangeHook = async ({ collection, doc, operation, req }) => {
  if (quiet(req) || operation !== 'create') return doc;
  await startRound(req, collection.slug, doc);
  return doc;
};

/** A file's public address on the site, or '' for a members' file or none. */
const fileAddress = (file: unknown) =>
  groupOf(file).members_only === true || !filePath(file) ? '' : `${siteOrigin()}/api/${filePath(file)}`;

/** What an item's alert tells, in both languages, read from what is published. */
export async function itemOf(payload: Payload, key: string, category: AlertCategory): Promise<AlertItem | null> {
  const [collection, rawId] = key.split('/');
  const id = Number(rawId);
  const read = (locale: Lang) =>
    payload.findByID({
      collection: collection as 'articles',
      id,
      locale,
      fallbackLocale: false as never,
      depth: 1,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
    }) as Promise<Doc | null>;
  const docs = { zh: await read('zh'), en: await read('en') };
  if (!docs.zh) return null;
  const text = (lang: Lang): ItemText => {
    const doc = docs[lang] ?? {};
    const title = typeof doc.title === 'string' ? doc.title.trim() : '';
    if (collection === 'articles') {
      const path = doc.kind === 'news' ? `/news/detail/${id}` : '/investor';
      return { title, page: sitePage(lang, path), pdf: fileAddress(groupOf(doc.announcement).pdf), calendar: '' };
    }
    if (collection === 'ir-events')
      return {
        title,
        page: sitePage(lang, '/investor#events'),
        pdf: '',
        calendar: sitePage(lang, `/investor/events/${id}.ics`),
      };
    return {
      title,
      page: sitePage(lang, `/product/change-notices/${encodeURIComponent(String(doc.number ?? ''))}`),
      pdf: fileAddress(doc.document),
      calendar: '',
    };
  };
  const doc = docs.zh;
  const date =
    collection === 'articles' ? dayOf(doc.published_at) : collection === 'ir-events' ? chinaDayOf(doc.starts_at) : dayOf(doc.date);
  return { category, date, text: { zh: text('zh'), en: text('en') } };
}

type Subscriber = { id: number; email: string; mailbox: string; alert_lang: Lang };
const PAGE = 200;

/**
 * One round's mails: each mailbox once (`seen`, and the mail's key across reruns), in the recipient's language, with
 * the way out its token gives. Answers whether this mailbox was new to the round.
 */
function roundMailer(payload: Payload, key: string, item: AlertItem) {
  const seen = new Set<string>();
  return async (to: { email: string; mailbox: string; lang: Lang; token: string; why: 'subscribed' | 'follows' }) => {
    if (seen.has(to.mailbox)) return false;
    seen.add(to.mailbox);
    const links = alertLinks(siteOrigin(), to.lang, { unsubscribe: to.token });
    await queueMail(payload, {
      key: `alert:${key}:${to.mailbox}`,
      about: key,
      to: to.email,
      ...alertMail(to.lang, item, links.unsubscribe, to.why),
      headers: unsubscribeHeaders(links.oneClick),
    });
    return true;
  };
}
type RoundMailer = ReturnType<typeof roundMailer>;

/** Queues the round's mails, each once; answers how many recipients the round has. */
export async function fanOut(payload: Payload, roundId: number): Promise<number> {
  const round = (await payload.findByID({
    collection: 'alert-rounds',
    id: roundId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Doc | null;
  if (!round) return 0;
  const key = String(round.key);
  const category = round.category as AlertCategory;
  const item = await itemOf(payload, key, category);
  let recipients = 0;
  if (item) {
    const mail = roundMailer(payload, key, item);
    // By id, after the last one read: a subscription ending meanwhile moves no one out of the next page.
    for (let after = 0; ;) {
      const found = await payload.find({
        collection: 'alert-subscribers',
        where: {
          and: [
            { id: { greater_than: after } },
            { status: { equals: 'active' } },
            { categories: { in: [category] } },
            { confirmed_at: { less_than_equal: String(round.started_at) } },
          ],
        },
        sort: 'id',
        limit: PAGE,
        depth: 0,
        overrideAccess: true,
      });
      const subscribers = found.docs as unknown as Subscriber[];
      for (const subscriber of subscribers) {
        after = subscriber.id;
        const { email, mailbox, alert_lang: lang } = subscriber;
        if (await mail({ email, mailbox, lang, token: unsubscribeToken(subscriber.id), why: 'subscribed' })) recipients++;
      }
      if (subscribers.length < PAGE) break;
    }
    if (category === 'notices') recipients += await mailFollowers(payload, key, mail);
  }
  await payload.update({
    collection: 'alert-rounds',
    id: roundId,
    data: { status: 'done', recipients } as never,
    overrideAccess: true,
  });
  return recipients;
}

/**
 * A change notice's mails to the members who follow one of its products or their lines (../queues/follows.ts), each
 * address once (with the subscribers), in the language of the follow; answers how many.
 */
async function mailFollowers(payload: Payload, key: string, mail: RoundMailer): Promise<number> {
  const id = Number(key.split('/')[1]);
  const notice = (await payload.findByID({
    collection: 'change-notices',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Doc | null;
  const products = (Array.isArray(notice?.products) ? notice.products : []).map(relId).filter((value): value is number => value !== null);
  if (products.length === 0) return 0;
  const articles = await payload.find({
    collection: 'articles',
    where: { id: { in: products } },
    select: { category: true },
    limit: products.length,
    depth: 0,
    overrideAccess: true,
  });
  const rows = await categoryRows(payload, 'zh');
  const lines = [
    ...new Set(articles.docs.map((doc) => lineOf(relId(doc.category) ?? 0, rows)).filter((line): line is number => line !== null)),
  ];
  let mailed = 0;
  for (let after = 0; ;) {
    const found = await payload.find({
      collection: 'follows',
      where: {
        and: [
          { id: { greater_than: after } },
          {
            or: [
              { and: [{ kind: { equals: 'product' } }, { target: { in: products } }] },
              ...(lines.length ? [{ and: [{ kind: { equals: 'line' } }, { target: { in: lines } }] }] : []),
            ],
          },
        ],
      },
      sort: 'id',
      limit: PAGE,
      depth: 1,
      overrideAccess: true,
    });
    for (const follow of found.docs as unknown as { id: number; lang?: string | null; member?: Doc | number | null }[]) {
      after = follow.id;
      const member = typeof follow.member === 'object' && follow.member !== null ? follow.member : null;
      const email = typeof member?.email === 'string' ? member.email : '';
      if (!member || !email || member.status === 'suspended') continue;
      const lang: Lang = follow.lang === 'en' ? 'en' : 'zh';
      const token = unsubscribeToken(Number(member.id), 'follows');
      if (await mail({ email, mailbox: mailboxKey(email), lang, token, why: 'follows' })) mailed++;
    }
    if (found.docs.length < PAGE) break;
  }
  return mailed;
}

export const alertsTask: TaskConfig<{ input: { round: number }; output: { recipients: number } }> = {
  slug: ALERT_TASK,
  label: 'Queue the alerts of a publication',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 5000 } },
  inputSchema: [{ name: 'round', type: 'number', required: true }],
  outputSchema: [{ name: 'recipients', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { recipients: await fanOut(req.payload, input.round) } }),
};
