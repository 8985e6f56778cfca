/**
 * Privacy requests (issue 46 §2; docs/backend-api.md `web/submit_privacy_request`, `web/confirm_privacy_request`),
 * worked by the privacy officer: access and a copy, correction, deletion, consent withdrawn, a member account closed
 * (PIPL arts. 44–47). Due within 15 working days of receipt (./promises.ts cites why).
 *
 * - **Identity first.** A request comes in 待核实身份: the CMS mails the address a link to the site's confirmation page
 *   (built from SITE_URL, never from the request); only that link's button moves it to 已核实. Nothing is disclosed,
 *   changed or deleted before: the officer cannot complete a request whose address is not confirmed, nor confirm it
 *   by hand. A link works for 7 days; an unconfirmed request is then closed as 身份未核实 and its details erased
 *   (lapseUnconfirmed, hourly).
 * - **What completing does**, by kind, in the same save (./personal-data.ts): access mails the requester an export of
 *   everything the CMS holds on the address (JSON, attached); deletion and account closure erase it, keeping
 *   anonymised only what the company must keep, and then the request's own details; consent withdrawal unpublishes
 *   the address's questions and ends its members' follows; a correction is the officer's to make (the reply says
 *   what was corrected). The officer's reply (the reason, for a refusal: PIPL art. 50) is mailed with it.
 * - **Repeats.** A second request of a kind still open for the address is answered like any (a stranger who typed the
 *   address learns nothing: issue 42) and keeps nothing new: the address's owner gets the link again while the first
 *   is unconfirmed, or a mail naming the open request once it is confirmed.
 * - Every step is in the item's history and in the audit log, by reference only.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CollectionBeforeChangeHook, CollectionConfig, Endpoint, Field, Payload, PayloadRequest } from 'payload';
import { hasRole } from '../access';
import { call, ok, refuse, type Lang } from '../contract/envelope';
import { BadField, email, oneOf, PHONE, str, trimmed } from '../contract/request';
import { queueMail } from '../mail/outgoing';
import { logRefusal, refusedChange } from '../workflow/hooks';
import { mailboxKey } from './limits';
import { newReference } from './reference';
import {
  countsInWords,
  countsOf,
  eraseMailbox,
  ERASED_REQUEST,
  exportOf,
  holdingsOf,
  PRIVACY_OPEN,
  withdrawConsents,
} from './personal-data';
import { LOCKED, createItem, historyHook, queueAccess, queueAudit, queueFields, sayInHistory, type Queue } from './queue';
import { admit, sitePage } from './submission';

export const PRIVACY_QUEUE: Queue = {
  slug: 'privacy-requests',
  roles: ['privacy'],
  statuses: [
    { value: 'unverified', label: { zh: '待核实身份', en: 'Identity not yet confirmed' } },
    { value: 'verified', label: { zh: '已核实，待办理', en: 'Identity confirmed, to handle' } },
    { value: 'completed', label: { zh: '已办结', en: 'Completed' } },
    { value: 'refused', label: { zh: '已拒绝（已说明理由）', en: 'Refused (with the reason)' } },
    { value: 'lapsed', label: { zh: '身份未核实，已关闭', en: 'Closed: identity never confirmed' } },
  ],
  awaiting: ['verified'],
  closed: ['completed', 'refused', 'lapsed'],
};

export const PRIVACY_KINDS = [
  { value: 'access', label: { zh: '查阅或复制', en: 'Access or copy' } },
  { value: 'correction', label: { zh: '更正', en: 'Correction' } },
  { value: 'deletion', label: { zh: '删除', en: 'Deletion' } },
  { value: 'withdraw_consent', label: { zh: '撤回同意', en: 'Consent withdrawn' } },
  { value: 'account_deletion', label: { zh: '注销会员账号', en: 'Account closure' } },
] as const;
type Kind = (typeof PRIVACY_KINDS)[number]['value'];
const KIND_VALUES = PRIVACY_KINDS.map((kind) => kind.value);

/** How long the identity link works. */
export const IDENTITY_LINK_MS = 7 * 24 * 60 * 60 * 1000;

type Doc = Record<string, unknown>;
type User = { roles?: string[] | null; email?: string | null; id?: unknown } | null | undefined;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The identity link: the site's confirmation page in the request's language (features/privacy-request/contract.ts). */
export const identityLink = (lang: Lang, token: string) =>
  `${sitePage(lang, '/privacy/request/confirm')}?token=${encodeURIComponent(token)}`;

export const PRIVACY_REFUSALS = {
  notVerified:
    '身份尚未核实：申请人点击邮件中的链接后才能办理 / The identity is not confirmed: handle it once the requester has followed the mailed link',
  byLinkOnly: '只有申请人点击邮件中的链接才能核实身份 / Only the requester, by the mailed link, confirms the identity',
  noReply:
    '办结或拒绝需填写给申请人的答复（拒绝时写明理由）/ Completing or refusing needs the reply to the requester (the reason, for a refusal)',
  final: '已关闭的请求不能再更改 / A closed request cannot be changed',
  lapseOnlyUnverified: '只有身份未核实的请求可以这样关闭 / Only a request whose identity was never confirmed closes so',
  accountMismatch:
    "该会员账号不存在，或其邮箱与请求的邮箱不符：请拒绝并说明理由 / No such account, or its e-mail is not the request's: refuse it with the reason",
} as const;

const blank = (value: unknown) => typeof value !== 'string' || !value.trim();

/** What is wrong with a change of a request's status, or null (pure; the account check is the hook's, it reads the members). */
export function privacyProblem(before: Doc, after: Doc): string | null {
  const [was, is] = [String(before.status), String(after.status)];
  // A reply left empty may come back from the admin as null or as '': the same.
  const reply = (doc: Doc) => (typeof doc.reply === 'string' ? doc.reply.trim() : '');
  if (PRIVACY_QUEUE.closed.includes(was)) return was === is && reply(after) === reply(before) ? null : PRIVACY_REFUSALS.final;
  if (was === is) return null;
  if (is === 'verified' || (is === 'unverified' && was !== 'unverified')) return PRIVACY_REFUSALS.byLinkOnly;
  if (is === 'lapsed') return was === 'unverified' ? null : PRIVACY_REFUSALS.lapseOnlyUnverified;
  if (was !== 'verified') return PRIVACY_REFUSALS.notVerified;
  if (blank(after.reply)) return PRIVACY_REFUSALS.noReply;
  return null;
}

const MAILS = {
  identity: {
    zh: (reference: string, link: string) => ({
      subject: `请确认您的个人信息请求（${reference}）`,
      text: `您好：\n\n我们收到了用本邮箱提交的个人信息请求（编号 ${reference}）。为保护您的信息，请在 7 天内打开下面的链接，确认请求由您本人提出；确认后我们才会处理：\n\n${link}\n\n如果这不是您本人的操作，请忽略本邮件，我们不会处理该请求。\n\n星垣微电子 个人信息保护负责人\n`,
    }),
    en: (reference: string, link: string) => ({
      subject: `Please confirm your request about your personal information (${reference})`,
      text: `Hello,\n\nWe received a request about personal information from this e-mail address (reference ${reference}). To protect your information, open the link below within 7 days to confirm that the request is yours; we act on it only then:\n\n${link}\n\nIf it was not you, ignore this mail and nothing will be done.\n\nPrivacy officer, Xingyuan Micro\n`,
    }),
  },
  inProgress: {
    zh: (reference: string) => ({
      subject: '您的个人信息请求正在处理中',
      text: `您好：\n\n我们收到了用本邮箱提交的又一份同类个人信息请求。您此前的请求（编号 ${reference}）仍在处理中，我们会尽快通过邮件答复，无需重复提交。\n\n如果这不是您本人的操作，请忽略本邮件。\n\n星垣微电子 个人信息保护负责人\n`,
    }),
    en: (reference: string) => ({
      subject: 'Your request about your personal information is in progress',
      text: `Hello,\n\nWe received another request of the same kind from this e-mail address. Your earlier request (reference ${reference}) is still in progress; we will reply by e-mail, and there is no need to send it again.\n\nIf it was not you, ignore this mail.\n\nPrivacy officer, Xingyuan Micro\n`,
    }),
  },
};

/** The reply that closes a request, in the requester's language (an export, when there is one, is attached). */
export function replyMail(lang: Lang, doc: Doc, refused: boolean) {
  const name = blank(doc.name) ? null : String(doc.name);
  const reference = String(doc.reference);
  return lang === 'en'
    ? {
        subject: `${refused ? 'Your request could not be granted' : 'Your request has been dealt with'} (${reference})`,
        text: `Dear ${name ?? 'Sir or Madam'},\n\n${String(doc.reply)}\n\n${refused ? 'If you disagree, you may complain to the Cyberspace Administration of China (www.12377.cn).\n\n' : ''}Privacy officer, Xingyuan Micro\nprivacy@xingyuan-micro.example\n`,
      }
    : {
        subject: `${refused ? '您的个人信息请求未能办理' : '您的个人信息请求已办结'}（${reference}）`,
        text: `${name ?? '您'}，您好：\n\n${String(doc.reply)}\n\n${refused ? '如您对处理结果有异议，可向网信部门投诉举报（www.12377.cn）。\n\n' : ''}星垣微电子 个人信息保护负责人\nprivacy@xingyuan-micro.example\n`,
      };
}

/** Whether the member account named by an account closure is the request's address's. */
async function accountMatches(payload: Payload, req: PayloadRequest, account: unknown, mailbox: string): Promise<boolean> {
  if (blank(account)) return false;
  const found = await payload.find({
    collection: 'members',
    where: { username: { equals: String(account).trim() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const member = found.docs[0] as unknown as Doc | undefined;
  return typeof member?.email === 'string' && mailboxKey(member.email) === mailbox;
}

/**
 * A status change checked, and what completing does: the export, the erasure or the withdrawal, the reply mailed,
 * all in the save's transaction. The anonymising updates an erasure makes to the address's other requests pass.
 */
const onPrivacyChange: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || req.context.trusted === true) return data;
  const before = (originalDoc ?? {}) as Doc;
  const after = { ...before, ...data };
  let problem = privacyProblem(before, after);
  const mailbox = String(before.mailbox ?? '');
  const kind = String(before.kind) as Kind;
  if (!problem && after.status === 'completed' && before.status !== 'completed' && kind === 'account_deletion')
    if (!(await accountMatches(req.payload, req, before.account, mailbox))) problem = PRIVACY_REFUSALS.accountMismatch;
  if (problem) {
    await logRefusal(req, `privacy-requests/${String(before.id)}`, { title: before.reference }, problem);
    throw refusedChange(problem, 400);
  }
  if (after.status === before.status || !['completed', 'refused'].includes(String(after.status))) return data;

  const refused = after.status === 'refused';
  const lang: Lang = before.lang === 'en' ? 'en' : 'zh';
  const reference = String(before.reference);
  const id = String(before.id);
  const now = new Date().toISOString();
  let outcome = refused ? '已拒绝并说明理由 / Refused with the reason' : '';
  let attachment: { filename: string; content: string } | undefined;
  let erased = false;
  if (!refused) {
    if (kind === 'access') {
      const holdings = await holdingsOf(req.payload, mailbox, req);
      const exported = exportOf(holdings, { reference, email: String(before.email), at: now });
      attachment = { filename: `personal-data-${reference}.json`, content: `${JSON.stringify(exported, null, 2)}\n` };
      outcome = `已导出并发送 / Exported and sent: ${countsInWords(countsOf(holdings))}`;
    } else if (kind === 'deletion' || kind === 'account_deletion') {
      const counts = await eraseMailbox(req.payload, mailbox, req, { id: before.id, reference });
      outcome = `已删除或匿名化 / Erased or anonymised: ${countsInWords(counts)}`;
      erased = true;
    } else if (kind === 'withdraw_consent') {
      const counts = await withdrawConsents(req.payload, mailbox, req);
      outcome = `已撤回：公开的同意 ${counts['investor-questions']} 项、变更通知订阅 ${counts.follows} 项、邮件提醒 ${counts['alert-subscribers']} 项 / Withdrawn: consents to publication ${counts['investor-questions']}, change-notice subscriptions ${counts.follows}, e-mail alerts ${counts['alert-subscribers']}`;
    } else {
      outcome = '已按答复所述更正 / Corrected as the reply says';
    }
  }
  // The reply leaves with the change; a mail that carried an export or went to an erased address keeps nothing of
  // either once sent (../mail/send.ts).
  await queueMail(
    req.payload,
    {
      key: `reply:privacy-requests/${id}`,
      about: `privacy-requests/${id}`,
      to: String(before.email),
      ...replyMail(lang, after, refused),
      ...(attachment ? { attachment_name: attachment.filename, attachment: attachment.content } : {}),
      confidential: true,
      forget_after_send: Boolean(attachment) || erased,
    },
    req,
  );
  sayInHistory(req, outcome);
  return { ...data, outcome, ...(erased ? ERASED_REQUEST : {}) };
};

const { head, sidebar, tail } = queueFields(PRIVACY_QUEUE);
const { access, hidden } = queueAccess(PRIVACY_QUEUE);
const sent = { access: LOCKED, admin: { readOnly: true } };

/** What the CMS holds on the request's address right now, in words (read only by the privacy officer's page). */
const holdingsField: Field = {
  name: 'holdings',
  type: 'text',
  virtual: true,
  label: { zh: '后台中该邮箱的记录', en: 'What the back office holds on this address' },
  admin: {
    readOnly: true,
    description: {
      zh: '办结“查阅或复制”时，这些记录会导出为 JSON 附件发给申请人；办结“删除”或“注销账号”时，它们会被删除或匿名化。',
      en: 'Completing "access or copy" mails these to the requester as a JSON attachment; completing a deletion or an account closure erases or anonymises them.',
    },
  },
  hooks: {
    afterRead: [
      // One request's page, for its officer: not in lists (nor in the lists of requests it reads itself), not for a call.
      async ({ data, findMany, req }) => {
        const mailbox = typeof data?.mailbox === 'string' ? data.mailbox : '';
        if (findMany || !hasRole(req.user as User, 'privacy') || !mailbox || !PRIVACY_OPEN.includes(String(data?.status))) return '';
        return countsInWords(countsOf(await holdingsOf(req.payload, mailbox, req)));
      },
    ],
  },
};

export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  labels: { singular: { zh: '个人信息请求', en: 'Privacy request' }, plural: { zh: '个人信息请求', en: 'Privacy requests' } },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'kind', 'status', 'assignee', 'due_at', 'received_at'],
    group: { zh: '待办', en: 'Queues' },
    hidden,
    listSearchableFields: ['reference'],
    description: {
      zh: '访客行使个人信息权利的请求。申请人点击邮件中的链接核实身份后才能办理；我们承诺 15 个工作日内答复。写好答复、选择“已办结”或“已拒绝”并保存：答复即发给申请人，查阅请求附上导出，删除请求随即执行。',
      en: 'Requests from visitors exercising their rights over their personal information. Handle one once the requester has confirmed the address by the mailed link; we promise an answer within 15 working days. Write the reply, set "Completed" or "Refused" and save: the reply is mailed, an access request carries the export, a deletion is carried out.',
    },
  },
  defaultSort: 'due_at',
  access,
  hooks: { beforeChange: [onPrivacyChange, historyHook(PRIVACY_QUEUE)], ...queueAudit },
  fields: [
    ...head,
    ...sidebar,
    {
      name: 'verified_at',
      access: LOCKED,
      type: 'date',
      label: { zh: '身份核实时间', en: 'Identity confirmed' },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [...PRIVACY_KINDS],
      label: { zh: '请求类型', en: 'Kind' },
      ...sent,
    },
    holdingsField,
    {
      name: 'reply',
      type: 'textarea',
      label: { zh: '给申请人的答复', en: 'Reply to the requester' },
      admin: {
        description: {
          zh: '办结或拒绝时以邮件发给申请人（用申请人的语言书写；拒绝须写明理由）。',
          en: "Mailed to the requester when you complete or refuse (write it in the requester's language; a refusal gives the reason).",
        },
      },
      validate: (value: unknown) =>
        value === undefined || value === null || (typeof value === 'string' && value.length <= 5000) || '≤ 5000',
    },
    { name: 'outcome', type: 'text', label: { zh: '办理结果', en: 'Outcome' }, ...sent },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: { zh: '姓名', en: 'Name' }, ...sent },
        { name: 'email', type: 'email', label: { zh: '邮箱', en: 'E-mail' }, ...sent },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', label: { zh: '电话', en: 'Phone' }, ...sent },
        { name: 'account', type: 'text', label: { zh: '会员账号', en: 'Member account' }, ...sent },
      ],
    },
    { name: 'details', type: 'textarea', label: { zh: '请求说明', en: 'Details' }, ...sent },
    // The identity link's token, as its hash: the link is in the requester's mailbox only.
    {
      name: 'verify_hash',
      type: 'text',
      index: true,
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    { name: 'verify_until', type: 'date', access: LOCKED, admin: { hidden: true } },
    ...tail,
  ],
};

/** A new identity link for a request: its token (to mail) and what to keep (the hash, until when). */
function newLink(now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  return { token, kept: { verify_hash: tokenHash(token), verify_until: new Date(now + IDENTITY_LINK_MS).toISOString() } };
}

const identityMail = (payload: Payload, doc: Doc, token: string) => {
  const lang: Lang = doc.lang === 'en' ? 'en' : 'zh';
  return queueMail(payload, {
    key: `identity:privacy-requests/${String(doc.id)}:${tokenHash(token).slice(0, 16)}`,
    about: `privacy-requests/${String(doc.id)}`,
    to: String(doc.email),
    ...MAILS.identity[lang](String(doc.reference), identityLink(lang, token)),
    confidential: true,
    // The link is the key: once it is in the requester's mailbox, the CMS keeps only its hash.
    forget_after_send: true,
  });
};

const LAPSED = '核实链接已过期，身份未核实，请求已关闭，其内容已删除 / The link expired unconfirmed: closed, its details erased';

/**
 * Closes the requests whose identity link expired unconfirmed, and erases what they held: whoever typed the address
 * never showed it was theirs, and the company keeps nothing of a request it will not answer. Run every hour with the
 * digest (./digest.ts); answers how many it closed.
 */
export async function lapseUnconfirmed(payload: Pick<Payload, 'find' | 'update'>, now = Date.now()): Promise<number> {
  const expired = await payload.find({
    collection: 'privacy-requests',
    where: { and: [{ status: { equals: 'unverified' } }, { verify_until: { less_than: new Date(now).toISOString() } }] },
    limit: 200,
    depth: 0,
    overrideAccess: true,
  });
  for (const doc of expired.docs)
    await payload.update({
      collection: 'privacy-requests',
      id: doc.id,
      data: { status: 'lapsed', outcome: LAPSED, ...ERASED_REQUEST } as never,
      overrideAccess: true,
      context: { trusted: true },
    });
  return expired.docs.length;
}

const CALL = 'web/submit_privacy_request';
const INVALID_LINK = { zh: '链接无效或已过期', en: 'The link is not valid or has expired' } satisfies Record<Lang, string>;

export const PRIVACY_CALLS: Endpoint[] = [
  call('submit_privacy_request', async (body, lang, req) => {
    const kind = oneOf(body, 'kind', KIND_VALUES);
    const fields = {
      kind,
      name: trimmed(body, 'name', { max: 50, required: true })!,
      email: email(body, 'email', 128),
      phone: trimmed(body, 'phone', { max: 30, pattern: PHONE }),
      account: trimmed(body, 'account', { max: 64 }),
      details: trimmed(body, 'details', { max: 1000, required: true })!,
    };
    if (kind === 'account_deletion' && !fields.account) throw new BadField('account');
    const admitted = await admit(req, body, lang, CALL, { mailbox: fields.email });
    if ('refusal' in admitted) return admitted.refusal;
    const mailbox = mailboxKey(fields.email);
    const open = (
      await req.payload.find({
        collection: 'privacy-requests',
        where: { and: [{ mailbox: { equals: mailbox } }, { kind: { equals: kind } }, { status: { in: PRIVACY_OPEN } }] },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0] as unknown as Doc | undefined;
    if (open) {
      // The same receipt as any, nothing new kept; the address's owner is told in their mailbox.
      if (open.status === 'unverified') {
        const { token, kept } = newLink();
        await req.payload.update({
          collection: 'privacy-requests',
          id: open.id as number,
          data: kept as never,
          overrideAccess: true,
          context: { trusted: true, said: ['同类请求再次提交，已重发核实链接 / Asked again: the identity link sent again'] },
        });
        await identityMail(req.payload, open, token);
      } else {
        const ownLang: Lang = open.lang === 'en' ? 'en' : 'zh';
        await queueMail(req.payload, {
          key: `in-progress:privacy-requests/${String(open.id)}:${Date.now()}`,
          about: `privacy-requests/${String(open.id)}`,
          to: String(open.email),
          ...MAILS.inProgress[ownLang](String(open.reference)),
          confidential: true,
        });
      }
      return ok({ reference: newReference('PR', Date.now()) });
    }
    const { token, kept } = newLink();
    const saved = await createItem(req.payload, PRIVACY_QUEUE, 'PR', lang, { ...fields, ...kept });
    await identityMail(req.payload, saved, token);
    return ok({ reference: saved.reference });
  }),
  call('confirm_privacy_request', async (body, lang, req) => {
    const token = str(body, 'token', { min: 8, max: 200, pattern: /^[\w.~-]+$/ });
    if (!token) throw new BadField('token');
    const found = (
      await req.payload.find({
        collection: 'privacy-requests',
        where: { verify_hash: { equals: tokenHash(token) } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0] as unknown as Doc | undefined;
    if (!found || PRIVACY_QUEUE.closed.includes(String(found.status))) return refuse(INVALID_LINK[lang]);
    if (found.status === 'unverified') {
      if (Date.parse(String(found.verify_until)) < Date.now()) return refuse(INVALID_LINK[lang]);
      await req.payload.update({
        collection: 'privacy-requests',
        id: found.id as number,
        data: { status: 'verified', verified_at: new Date().toISOString() } as never,
        overrideAccess: true,
        context: { trusted: true, said: ['身份已由邮件链接核实 / Identity confirmed by the mailed link'] },
      });
    }
    // Again: the same answer.
    return ok({ reference: found.reference, kind: found.kind });
  }),
];
