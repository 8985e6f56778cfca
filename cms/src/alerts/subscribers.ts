/**
 * The e-mail alerts' subscribers (issue 46 §3): an address, what it wants (categories) and in which language, and the
 * consent it gave (the privacy policy's version and when). Double opt-in: a subscription is 待确认 until the link of
 * its confirmation mail is followed and its button pressed, and nothing but that mail goes out before; unconfirmed
 * after 7 days, it is deleted (the address is kept no longer). A member's own alerts (`web/set_my_alerts`) start at
 * once, to the account's address. An ended subscription is deleted 30 days after it ended.
 *
 * Tokens: the confirmation link's is random and kept as its hash only; the unsubscribe link's is the subscription's id
 * signed with the CMS's secret, so every mail can carry it and nothing of it is stored.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CollectionConfig, Payload } from 'payload';
import { hasRole } from '../access';
import { auditHooks } from '../workflow/hooks';
import { tokenHash } from '../queues/privacy';
import { ALERT_CATEGORIES, categoryLabel } from './mails';

type User = { roles?: string[] | null } | null | undefined;
/** Who sees them. */
const READERS = ['ir', 'publisher', 'privacy'] as const;
const readers = ({ req }: { req: { user?: unknown } }) => hasRole(req.user as User, ...READERS);

/** How long a confirmation link works, and how long an ended subscription is kept. */
export const CONFIRM_MS = 7 * 24 * 60 * 60_000;
export const ENDED_KEPT_MS = 30 * 24 * 60 * 60_000;

/** A moment as the queues show one: to the minute, in the admin's zone (Beijing time). */
const MINUTE = { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } as const;

export const SUBSCRIBER_STATUSES = [
  { value: 'pending', label: { zh: '待确认（未生效）', en: 'Awaiting confirmation (not active)' } },
  { value: 'active', label: { zh: '已订阅', en: 'Subscribed' } },
  { value: 'ended', label: { zh: '已退订', en: 'Unsubscribed' } },
] as const;

export const AlertSubscribers: CollectionConfig = {
  slug: 'alert-subscribers',
  labels: { singular: { zh: '邮件提醒订阅', en: 'Alert subscription' }, plural: { zh: '邮件提醒订阅', en: 'Alert subscriptions' } },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'email', 'categories', 'alert_lang', 'status', 'confirmed_at'],
    group: { zh: '访客', en: 'Visitors' },
    hidden: ({ user }) => !hasRole(user as User, ...READERS),
    listSearchableFields: ['reference', 'email'],
    description: {
      zh: '在网站上订阅邮件提醒的投资者。公告、定期报告、新闻、投资者活动或产品变更通知发布时，已确认的订阅者会收到一封邮件。订阅只能由订阅者本人通过邮件中的链接确认或退订。',
      en: 'Investors who subscribed to e-mail alerts on the site. When an announcement, a periodic report, news, an investor event or a change notice is published, each confirmed subscriber gets one mail. Only the subscriber confirms or ends a subscription, by the links of its mails.',
    },
  },
  defaultSort: '-createdAt',
  // Visitors make and end them through the site; the privacy officer may delete one (an erasure does).
  access: { read: readers, create: () => false, update: () => false, delete: ({ req }) => hasRole(req.user as User, 'privacy') },
  hooks: auditHooks,
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true, label: { zh: '编号', en: 'Reference' } },
    { name: 'email', type: 'email', required: true, label: { zh: '邮箱', en: 'E-mail' } },
    { name: 'mailbox', type: 'text', required: true, index: true, admin: { hidden: true } },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      required: true,
      options: ALERT_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) })),
      label: { zh: '订阅内容', en: 'Categories' },
    },
    {
      name: 'alert_lang',
      type: 'select',
      required: true,
      options: [
        { value: 'zh', label: { zh: '中文', en: 'Chinese' } },
        { value: 'en', label: { zh: '英文', en: 'English' } },
      ],
      label: { zh: '邮件语言', en: "The mails' language" },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: [...SUBSCRIBER_STATUSES],
      label: { zh: '状态', en: 'Status' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      label: { zh: '会员', en: 'Member' },
      admin: {
        position: 'sidebar',
        description: { zh: '会员在“我的账户”中订阅的，发往账户的邮箱', en: "A member's own, from /account, to the account's address" },
      },
    },
    {
      name: 'consent',
      type: 'group',
      label: { zh: '同意', en: 'Consent' },
      fields: [
        { name: 'policy_version', type: 'text', label: { zh: '隐私政策版本', en: 'Privacy policy version' } },
        { name: 'given_at', type: 'date', label: { zh: '同意时间', en: 'Given at' } },
      ],
    },
    {
      name: 'confirmed_at',
      type: 'date',
      index: true,
      label: { zh: '确认时间', en: 'Confirmed' },
      admin: { position: 'sidebar', date: MINUTE },
    },
    { name: 'ended_at', type: 'date', index: true, label: { zh: '退订时间', en: 'Ended' }, admin: { position: 'sidebar', date: MINUTE } },
    // The confirmation link's token, as its hash: the link is in the subscriber's mailbox only.
    { name: 'confirm_hash', type: 'text', index: true, access: { read: () => false }, admin: { hidden: true } },
    { name: 'confirm_until', type: 'date', index: true, admin: { hidden: true } },
  ],
};

const signature = (id: number, of = 'alert-unsubscribe') =>
  createHmac('sha256', process.env.PAYLOAD_SECRET ?? '')
    .update(`${of}:${id}`)
    .digest('base64url')
    .slice(0, 32);

/** A new confirmation link's token (to mail) and what is kept of it. */
export function newConfirmation(now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  return { token, kept: { confirm_hash: tokenHash(token), confirm_until: new Date(now + CONFIRM_MS).toISOString() } };
}

/**
 * The unsubscribe token of subscription `id` (`<id>.<signature>`), or, for the change notices a member's follows bring
 * (`follows`), of member `id`'s follows (`f<id>.<signature>`).
 */
export const unsubscribeToken = (id: number, of: 'subscription' | 'follows' = 'subscription') =>
  of === 'follows' ? `f${id}.${signature(id, 'alert-follows')}` : `${id}.${signature(id)}`;

/** What an unsubscribe token names (a subscription, or a member's follows), or null for a token this CMS did not sign. */
export function unsubscribeTarget(token: string): { of: 'subscription' | 'follows'; id: number } | null {
  const match = /^(f?)(\d{1,12})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const of = match[1] ? 'follows' : 'subscription';
  const id = Number(match[2]);
  const expected = Buffer.from(signature(id, of === 'follows' ? 'alert-follows' : 'alert-unsubscribe'));
  const given = Buffer.from(match[3]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { of, id } : null;
}

/** The subscription an unsubscribe token names, or null. */
export function unsubscribeId(token: string): number | null {
  const target = unsubscribeTarget(token);
  return target?.of === 'subscription' ? target.id : null;
}

/**
 * Deletes what is kept no longer: subscriptions never confirmed within the link's 7 days, and those ended 30 days
 * ago. Run every hour with the digest (../queues/digest.ts); answers how many went.
 */
export async function forgetSubscribers(payload: Pick<Payload, 'delete'>, now = Date.now()): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'alert-subscribers',
    where: {
      or: [
        { and: [{ status: { equals: 'pending' } }, { confirm_until: { less_than: new Date(now).toISOString() } }] },
        { and: [{ status: { equals: 'ended' } }, { ended_at: { less_than: new Date(now - ENDED_KEPT_MS).toISOString() } }] },
      ],
    },
    overrideAccess: true,
  });
  return docs.length;
}
