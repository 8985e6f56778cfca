/**
 * Contact messages (issue 46 §2, docs/backend-api.md `web/submit_message`): what visitors write through the contact
 * form, worked by sales. Each has a status and an assignee; a reply typed in the admin is mailed to the visitor (as
 * an outgoing mail, src/mail/outgoing.ts) and kept with the message. Due within one working day (./promises.ts).
 */
import type { CollectionBeforeChangeHook, CollectionConfig, Endpoint } from 'payload';
import { call, ok, type Lang } from '../contract/envelope';
import { email, oneOf, PHONE, trimmed } from '../contract/request';
import { queueMail } from '../mail/outgoing';
import {
  AT_FIELD,
  LOCKED,
  createItem,
  historyHook,
  recordTable,
  queueAccess,
  queueAudit,
  queueFields,
  sayInHistory,
  type Queue,
} from './queue';
import { admit } from './submission';

export const MESSAGE_QUEUE: Queue = {
  slug: 'messages',
  roles: ['sales'],
  statuses: [
    { value: 'new', label: { zh: '新留言', en: 'New' } },
    { value: 'in_progress', label: { zh: '处理中', en: 'In progress' } },
    { value: 'replied', label: { zh: '已回复', en: 'Replied' } },
    { value: 'closed', label: { zh: '已关闭', en: 'Closed' } },
  ],
  awaiting: ['new', 'in_progress'],
  closed: ['replied', 'closed'],
};

export const MESSAGE_TOPICS = [
  { value: 'sales', label: { zh: '销售与报价', en: 'Sales and quotes' } },
  { value: 'support', label: { zh: '技术支持', en: 'Technical support' } },
  { value: 'sample', label: { zh: '样片申请', en: 'Samples' } },
  { value: 'investor', label: { zh: '投资者关系', en: 'Investor relations' } },
  { value: 'other', label: { zh: '其他', en: 'Other' } },
] as const;

type Reply = { at: string; by: string; text: string };

/** The reply mail: the reply, then the visitor's message quoted, in the visitor's language. */
export function replyMail(lang: Lang, message: { reference: string; name: string; content: string }, reply: string) {
  const quoted = message.content
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return lang === 'en'
    ? {
        subject: `Re: your message to Xingyuan Micro (${message.reference})`,
        text: `Dear ${message.name},\n\n${reply}\n\nXingyuan Micro\n\n--- Your message (${message.reference}) ---\n${quoted}\n`,
      }
    : {
        subject: `回复：您给星垣微电子的留言（${message.reference}）`,
        text: `${message.name}，您好：\n\n${reply}\n\n星垣微电子\n\n--- 您的留言（${message.reference}）---\n${quoted}\n`,
      };
}

/** A reply typed in the admin: kept with the message, its mail queued in the same save, the message marked replied. */
const sendReply: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const reply = typeof data.reply === 'string' ? data.reply.trim() : '';
  delete data.reply;
  if (operation !== 'update' || !reply) return data;
  const before = (originalDoc ?? {}) as Record<string, unknown>;
  const replies = [...((before.replies as Reply[] | undefined) ?? [])];
  const by = String((req.user as { email?: string } | null)?.email ?? 'system');
  replies.push({ at: new Date().toISOString(), by, text: reply });
  const lang = before.lang === 'en' ? 'en' : 'zh';
  const mail = replyMail(lang, { reference: String(before.reference), name: String(before.name), content: String(before.content) }, reply);
  await queueMail(
    req.payload,
    {
      key: `reply:messages/${String(before.id)}:${replies.length}`,
      about: `messages/${String(before.id)}`,
      to: String(before.email),
      ...mail,
    },
    req,
  );
  sayInHistory(req, `回复已发出 / Reply sent (${replies.length})`);
  return { ...data, replies, status: MESSAGE_QUEUE.closed.includes(String(data.status ?? before.status)) ? data.status : 'replied' };
};

const { head, sidebar, tail } = queueFields(MESSAGE_QUEUE);
const { access, hidden } = queueAccess(MESSAGE_QUEUE);

export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: { zh: '访客留言', en: 'Contact message' }, plural: { zh: '访客留言', en: 'Contact messages' } },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'topic', 'name', 'company', 'status', 'assignee', 'due_at'],
    group: { zh: '待办', en: 'Queues' },
    hidden,
    listSearchableFields: ['reference', 'name', 'company', 'email'],
    description: {
      zh: '联系我们页面的留言。我们承诺一个工作日内回复：在“写回复”中输入并保存，回复即发到访客的邮箱，并留在本页。',
      en: 'Messages from the contact page. We promise a reply within one working day: type it under "Write a reply" and save; it is mailed to the visitor and kept here.',
    },
  },
  defaultSort: 'due_at',
  access,
  hooks: { beforeChange: [sendReply, historyHook(MESSAGE_QUEUE)], ...queueAudit },
  fields: [
    ...head,
    ...sidebar,
    {
      name: 'topic',
      access: LOCKED,
      type: 'select',
      required: true,
      options: [...MESSAGE_TOPICS],
      label: { zh: '咨询类型', en: 'Topic' },
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, label: { zh: '姓名', en: 'Name' }, access: LOCKED, admin: { readOnly: true } },
        { name: 'company', type: 'text', label: { zh: '公司', en: 'Company' }, access: LOCKED, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, label: { zh: '邮箱', en: 'E-mail' }, access: LOCKED, admin: { readOnly: true } },
        { name: 'phone', type: 'text', label: { zh: '电话', en: 'Phone' }, access: LOCKED, admin: { readOnly: true } },
      ],
    },
    {
      name: 'content',
      type: 'textarea',
      required: true,
      label: { zh: '留言内容', en: 'Message' },
      access: LOCKED,
      admin: { readOnly: true },
    },
    {
      name: 'replies',
      access: LOCKED,
      type: 'array',
      label: { zh: '已发出的回复', en: 'Replies sent' },
      admin: { disabled: true },
      fields: [AT_FIELD, { name: 'by', type: 'text' }, { name: 'text', type: 'textarea' }],
    },
    recordTable('replies', { zh: '已发出的回复', en: 'Replies sent' }, [
      { key: 'at', label: { zh: '时间', en: 'When' } },
      { key: 'by', label: { zh: '回复人', en: 'By' } },
      { key: 'text', label: { zh: '内容', en: 'Text' } },
    ]),
    {
      name: 'reply',
      type: 'textarea',
      virtual: true,
      label: { zh: '写回复', en: 'Write a reply' },
      admin: {
        // A virtual field is read-only in the admin unless told otherwise.
        readOnly: false,
        description: {
          zh: '保存后以邮件发给访客（用访客的语言书写），并记入“已发出的回复”。',
          en: 'Mailed to the visitor when you save (write it in the visitor\'s language), and kept under "Replies sent".',
        },
      },
      validate: (value: unknown) =>
        value === undefined || value === null || (typeof value === 'string' && value.length <= 5000) || '≤ 5000',
    },
    ...tail,
  ],
};

const CALL = 'web/submit_message';

export const MESSAGE_CALLS: Endpoint[] = [
  call('submit_message', async (body, lang, req) => {
    const fields = {
      name: trimmed(body, 'name', { max: 32, required: true })!,
      company: trimmed(body, 'company', { max: 64 }),
      phone: trimmed(body, 'phone', { max: 20, pattern: PHONE }),
      email: email(body, 'email', 128),
      topic: oneOf(
        body,
        'topic',
        MESSAGE_TOPICS.map((topic) => topic.value),
      ),
      content: trimmed(body, 'content', { min: 10, max: 1000, required: true })!,
    };
    const admitted = await admit(req, body, lang, CALL, { mailbox: fields.email });
    if ('refusal' in admitted) return admitted.refusal;
    const saved = await createItem(req.payload, MESSAGE_QUEUE, 'MSG', lang, fields);
    return ok({ id: saved.reference, created_at: saved.received_at });
  }),
];
