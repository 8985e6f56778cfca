/**
 * The mails the CMS sends to visitors (issue 46): replies, a sample's shipping, an answer, alerts. A mail is a row
 * of `outgoing-mails` first, written with the change that makes it; a job of Payload's queue sends what is due
 * (./send.ts), so no visitor's request waits for SMTP and a mail that fails is tried again. Each row has a key
 * (`reply:messages/12:1`, `alert:articles/301:alert-subscribers/9`) that is unique: asking twice for the same mail to
 * the same person about the same thing writes one row, and so sends one mail, even if the job that asks runs twice.
 * The list is the sends and failures per item: filter it by `about`.
 */
import type { CollectionConfig, Payload, PayloadRequest } from 'payload';
import { hasRole } from '../access';

export const MAIL_STATUSES = [
  { value: 'queued', label: { zh: '待发送', en: 'Queued' } },
  { value: 'sending', label: { zh: '发送中', en: 'Sending' } },
  { value: 'sent', label: { zh: '已发送', en: 'Sent' } },
  { value: 'failed', label: { zh: '发送失败（已放弃）', en: 'Failed (given up)' } },
] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number]['value'];

type User = { roles?: string[] | null } | null | undefined;
/**
 * Whoever works a queue sees the mails it made; no one writes them by hand. A confidential mail (a privacy request's:
 * an identity link, an export) is the privacy officer's alone.
 */
const readers = ({ req }: { req: { user?: unknown } }) => {
  const user = req.user as User;
  if (hasRole(user, 'privacy')) return true;
  return hasRole(user, 'sales', 'ir', 'publisher') ? { confidential: { not_equals: true } } : false;
};

/** What a sent mail that was to forget keeps (../mail/send.ts): nothing of its address, text or attachment. */
export const FORGOTTEN = { to: 'erased@invalid.invalid', text: '—', attachment: null, attachment_name: null } as const;

export const OutgoingMails: CollectionConfig = {
  slug: 'outgoing-mails',
  labels: { singular: { zh: '外发邮件', en: 'Outgoing mail' }, plural: { zh: '外发邮件', en: 'Outgoing mails' } },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'about', 'status', 'attempts', 'sent_at', 'last_error'],
    group: { zh: '系统', en: 'System' },
    description: {
      zh: '后台发给访客的每一封邮件（回复、寄出通知、答复、订阅提醒）及其发送结果。失败的邮件会自动重试。',
      en: 'Every mail the back office sends to visitors (replies, shipping notices, answers, alerts) and how its sending went. Failed sends are retried.',
    },
  },
  defaultSort: '-createdAt',
  access: { read: readers, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    {
      name: 'about',
      type: 'text',
      required: true,
      index: true,
      label: { zh: '关于', en: 'About' },
      admin: { description: { zh: '集合与编号，如 messages/12', en: 'Collection and id, e.g. messages/12' } },
    },
    { name: 'to', type: 'email', required: true, label: { zh: '收件人', en: 'To' } },
    { name: 'subject', type: 'text', required: true, label: { zh: '主题', en: 'Subject' } },
    { name: 'text', type: 'textarea', required: true, label: { zh: '正文', en: 'Text' } },
    { name: 'headers', type: 'json', label: { zh: '邮件头', en: 'Headers' }, admin: { hidden: true } },
    { name: 'attachment_name', type: 'text', label: { zh: '附件', en: 'Attachment' } },
    // An export to its requester: kept only until it is sent (forget_after_send).
    { name: 'attachment', type: 'textarea', admin: { hidden: true } },
    { name: 'confidential', type: 'checkbox', defaultValue: false, index: true, admin: { hidden: true } },
    {
      name: 'forget_after_send',
      type: 'checkbox',
      defaultValue: false,
      admin: { hidden: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: [...MAIL_STATUSES],
      label: { zh: '状态', en: 'Status' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, label: { zh: '尝试次数', en: 'Attempts' } },
    { name: 'next_attempt_at', type: 'date', index: true, label: { zh: '下次尝试', en: 'Next attempt' } },
    { name: 'claimed_at', type: 'date', admin: { hidden: true } },
    { name: 'sent_at', type: 'date', label: { zh: '发送时间', en: 'Sent' } },
    { name: 'last_error', type: 'text', label: { zh: '最近的错误', en: 'Last error' } },
  ],
};

export type OutgoingMail = {
  key: string;
  about: string;
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  /** A file sent with it (an export), as text. */
  attachment_name?: string;
  attachment?: string;
  /** Seen only by the privacy officer. */
  confidential?: boolean;
  /** Once sent (or given up), keeps nothing of the address, the text or the attachment (an erased address, an export). */
  forget_after_send?: boolean;
};

/**
 * Queues a mail, once per key: a second call with the same key writes nothing and answers false. Inside a change's
 * request (`req`), the row is written in its transaction: the mail exists if and only if the change was saved.
 */
export async function queueMail(payload: Payload, mail: OutgoingMail, req?: PayloadRequest): Promise<boolean> {
  const found = await payload.count({ collection: 'outgoing-mails', where: { key: { equals: mail.key } }, overrideAccess: true, req });
  if (found.totalDocs > 0) return false;
  try {
    await payload.create({
      collection: 'outgoing-mails',
      data: { ...mail, status: 'queued', attempts: 0, next_attempt_at: new Date().toISOString() },
      overrideAccess: true,
      req,
    });
    return true;
  } catch (error) {
    // Another process wrote the same key meanwhile (its unique index): that one is the mail.
    const again = await payload.count({ collection: 'outgoing-mails', where: { key: { equals: mail.key } }, overrideAccess: true, req });
    if (again.totalDocs > 0) return false;
    throw error;
  }
}
