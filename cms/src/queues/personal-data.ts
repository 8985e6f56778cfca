/**
 * Everything the CMS holds on one e-mail address (issue 46 §2, privacy requests): where it is, what an export gives
 * the requester, and how an erasure removes it. One place for the rule: every collection that keeps a visitor's
 * address is listed in PERSONAL_DATA (./personal-data.test.ts fails when a collection with an e-mail field is not).
 *
 * An address is found as the limits count it (./limits.ts `mailboxKey`: any case, no `+tag`, Gmail's dots), by the
 * queues' indexed `mailbox` field, and in the members, the outgoing mails and their follows by the address itself.
 *
 * An erasure deletes, or anonymises what the company keeps for a reason of its own:
 * - a shipped sample request stays as what was shipped, when, to no one (the export-control record of a part);
 * - a published investor question stays published as the company's public record of what it was asked and answered
 *   (上市公司投资者关系管理工作指引, 2022, art. 32: records of investor communication kept at least three years), its
 *   asker "投资者" / "Investor";
 * - a privacy request stays as its reference, kind, dates and outcome: the proof that it was answered (PIPL art. 50).
 * The audit log names items by their reference and members by their id only: it keeps nothing of the address.
 */
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload';
import { groupOf, rowsOf } from '../contract/envelope';
import { mailboxKey } from './limits';

/** The statuses of a privacy request still open (./privacy.ts). */
export const PRIVACY_OPEN = ['unverified', 'verified'];

type Doc = Record<string, unknown>;

/** The collections that keep something of a visitor's address, and how each is found. */
export const PERSONAL_DATA = {
  members: 'by `email`',
  follows: "by their member's `email`",
  messages: 'by `mailbox`',
  'sample-requests': 'by `mailbox`',
  'investor-questions': 'by `mailbox`',
  'privacy-requests': 'by `mailbox`',
  'alert-subscribers': 'by `mailbox`',
  'outgoing-mails': 'by `to`',
} as const satisfies Partial<Record<CollectionSlug, string>>;

/** The collections an export and an erasure skip on purpose: the admin's own people, and keyed hashes that expire. */
export const NOT_PERSONAL_DATA = {
  users: "the company's own people, not visitors",
  'submission-marks': 'a keyed hash of the address, kept an hour for the limits (./limits.ts)',
} as const satisfies Partial<Record<CollectionSlug, string>>;

export type Holdings = {
  members: Doc[];
  follows: Doc[];
  messages: Doc[];
  'sample-requests': Doc[];
  'investor-questions': Doc[];
  'privacy-requests': Doc[];
  'alert-subscribers': Doc[];
  'outgoing-mails': Doc[];
};

const options = (req?: PayloadRequest) => ({ depth: 0, overrideAccess: true, pagination: false, req }) as const;

/** The documents of `collection` whose address field, read as a mailbox, is `mailbox` (a search by domain, then exact). */
async function byAddress(payload: Payload, collection: CollectionSlug, field: string, mailbox: string, req?: PayloadRequest) {
  const domain = mailbox.slice(mailbox.lastIndexOf('@'));
  const found = await payload.find({ collection, where: { [field]: { like: domain } }, limit: 10_000, ...options(req) });
  return (found.docs as unknown as Doc[]).filter((doc) => typeof doc[field] === 'string' && mailboxKey(doc[field] as string) === mailbox);
}

/** Everything of `mailbox` (a mailboxKey), in each collection of PERSONAL_DATA. */
export async function holdingsOf(payload: Payload, mailbox: string, req?: PayloadRequest): Promise<Holdings> {
  const queue = async (collection: CollectionSlug) =>
    (await payload.find({ collection, where: { mailbox: { equals: mailbox } }, sort: 'received_at', limit: 10_000, ...options(req) }))
      .docs as unknown as Doc[];
  // One after another: inside a change's transaction, one connection answers them all.
  const members = await byAddress(payload, 'members', 'email', mailbox, req);
  const messages = await queue('messages');
  const samples = await queue('sample-requests');
  const questions = await queue('investor-questions');
  const requests = await queue('privacy-requests');
  const alerts = (
    await payload.find({
      collection: 'alert-subscribers',
      where: { mailbox: { equals: mailbox } },
      sort: 'createdAt',
      limit: 10_000,
      ...options(req),
    })
  ).docs as unknown as Doc[];
  const mails = await byAddress(payload, 'outgoing-mails', 'to', mailbox, req);
  const memberIds = members.map((member) => member.id as number);
  const follows = memberIds.length
    ? ((await payload.find({ collection: 'follows', where: { member: { in: memberIds } }, limit: 10_000, ...options(req) }))
        .docs as unknown as Doc[])
    : [];
  return {
    members,
    follows,
    messages,
    'sample-requests': samples,
    'investor-questions': questions,
    'privacy-requests': requests,
    'alert-subscribers': alerts,
    'outgoing-mails': mails,
  };
}

/** How much of each there is: `{ messages: 2, … }`, the empty left out. */
export const countsOf = (holdings: Holdings) =>
  Object.fromEntries(Object.entries(holdings).flatMap(([name, docs]) => (docs.length ? [[name, docs.length]] : [])));

/** Counts in words, both languages: `留言 2、样片申请 1 / contact messages 2, sample requests 1`. */
export function countsInWords(counts: Record<string, number>): string {
  const names: Record<string, [string, string]> = {
    members: ['会员账号', 'member accounts'],
    follows: ['变更通知订阅', 'change-notice subscriptions'],
    messages: ['留言', 'contact messages'],
    'sample-requests': ['样片申请', 'sample requests'],
    'investor-questions': ['投资者提问', 'investor questions'],
    'privacy-requests': ['个人信息请求', 'privacy requests'],
    'alert-subscribers': ['邮件提醒订阅', 'e-mail alert subscriptions'],
    'outgoing-mails': ['发出的邮件', 'mails sent'],
  };
  const entries = Object.entries(counts).filter(([, count]) => count > 0);
  if (entries.length === 0) return '无 / nothing';
  const zh = entries.map(([name, count]) => `${names[name]?.[0] ?? name} ${count}`).join('、');
  const en = entries.map(([name, count]) => `${names[name]?.[1] ?? name} ${count}`).join(', ');
  return `${zh} / ${en}`;
}

const pick = (doc: Doc, fields: readonly string[]) =>
  Object.fromEntries(
    fields.flatMap((field) => (doc[field] === undefined || doc[field] === null || doc[field] === '' ? [] : [[field, doc[field]]])),
  );

/**
 * The export a requester receives (PIPL art. 45: access and a copy, in a common machine-readable format): what they
 * sent and what the company did with it, without the company's internal notes (the history's names of its people,
 * assignments, hashes).
 */
export function exportOf(holdings: Holdings, about: { reference: string; email: string; at: string }) {
  const followsOf = (member: Doc) =>
    holdings.follows.filter((follow) => follow.member === member.id).map((follow) => pick(follow, ['kind', 'target', 'createdAt']));
  return {
    format: 'xingyuan-micro/personal-data-export@1',
    request: about.reference,
    email: about.email,
    generated_at: about.at,
    member_accounts: holdings.members.map((member) => ({
      ...pick(member, ['username', 'nickname', 'name', 'company', 'email', 'phone', 'address', 'status', 'createdAt']),
      change_notice_subscriptions: followsOf(member),
    })),
    contact_messages: holdings.messages.map((doc) => ({
      ...pick(doc, ['reference', 'received_at', 'topic', 'name', 'company', 'email', 'phone', 'content', 'status', 'lang']),
      replies: rowsOf<Doc>(doc.replies).map((reply) => pick(reply, ['at', 'text'])),
    })),
    sample_requests: holdings['sample-requests'].map((doc) =>
      pick(doc, [
        'reference',
        'received_at',
        'part_number',
        'quantity',
        'project',
        'application',
        'company',
        'name',
        'email',
        'phone',
        'address',
        'status',
        'note',
        'carrier',
        'tracking_number',
        'lang',
      ]),
    ),
    investor_questions: holdings['investor-questions'].map((doc) => ({
      ...pick(doc, [
        'reference',
        'received_at',
        'category',
        'question',
        'name',
        'email',
        'phone',
        'status',
        'answer',
        'answered_at',
        'published',
        'lang',
      ]),
      consent: pick(groupOf(doc.consent), ['publish', 'policy_version', 'given_at']),
    })),
    privacy_requests: holdings['privacy-requests'].map((doc) =>
      pick(doc, ['reference', 'received_at', 'kind', 'name', 'email', 'phone', 'account', 'details', 'status', 'verified_at', 'closed_at']),
    ),
    email_alerts: holdings['alert-subscribers'].map((doc) => ({
      ...pick(doc, ['reference', 'email', 'categories', 'alert_lang', 'status', 'createdAt', 'confirmed_at', 'ended_at']),
      consent: pick(groupOf(doc.consent), ['policy_version', 'given_at']),
    })),
    mails_sent: holdings['outgoing-mails'].map((doc) => pick(doc, ['subject', 'text', 'status', 'sent_at', 'createdAt'])),
  };
}

/** What an erasure keeps of a shipped sample request, a published question, a privacy request: nothing of the person. */
const ERASED = {
  'sample-requests': {
    name: '—',
    company: '—',
    email: 'erased@invalid.invalid',
    phone: null,
    address: '—',
    project: '—',
    application: '—',
    note: null,
    mailbox: null,
    member: null,
  },
  'investor-questions': {
    name: null,
    email: 'erased@invalid.invalid',
    phone: null,
    mailbox: null,
    member: null,
    asker_zh: '投资者',
    asker_en: 'Investor',
  },
  'privacy-requests': {
    name: '—',
    email: 'erased@invalid.invalid',
    phone: null,
    account: null,
    details: '—',
    reply: null,
    mailbox: null,
    verify_hash: null,
  },
} as const;

/** Whether an erasure keeps (anonymised) or deletes an item of a queue. */
export function erasureKeeps(collection: keyof typeof ERASED, doc: Doc): boolean {
  if (collection === 'sample-requests') return doc.status === 'shipped' || doc.status === 'closed';
  if (collection === 'investor-questions') return doc.published === true;
  return true;
}

/**
 * Erases `mailbox` everywhere but in the privacy request `except` (the one being completed, anonymised by its own
 * hook). In the request's transaction (`req`): all of it, or none. Answers the counts of what was deleted or
 * anonymised.
 */
export async function eraseMailbox(
  payload: Payload,
  mailbox: string,
  req: PayloadRequest,
  except: { id: unknown; reference: string },
): Promise<Record<string, number>> {
  const holdings = await holdingsOf(payload, mailbox, req);
  const context = { trusted: true };
  const remove = (collection: CollectionSlug, id: unknown) =>
    payload.delete({ collection, id: id as number, overrideAccess: true, req, context });
  const anonymise = (collection: keyof typeof ERASED, id: unknown, extra: Doc = {}) =>
    payload.update({
      collection,
      id: id as number,
      data: { ...ERASED[collection], ...extra } as never,
      overrideAccess: true,
      req,
      context,
    });
  for (const follow of holdings.follows) await remove('follows', follow.id);
  const memberIds = holdings.members.map((member) => member.id as number);
  if (memberIds.length) {
    // Items of the member's sent from another address lose the link to the account.
    const where: Where = { member: { in: memberIds } };
    for (const collection of ['sample-requests', 'investor-questions'] as const)
      await payload.update({ collection, where, data: { member: null } as never, overrideAccess: true, req, context });
  }
  for (const member of holdings.members) await remove('members', member.id);
  for (const message of holdings.messages) await remove('messages', message.id);
  for (const collection of ['sample-requests', 'investor-questions'] as const)
    for (const doc of holdings[collection])
      if (erasureKeeps(collection, doc)) await anonymise(collection, doc.id);
      else await remove(collection, doc.id);
  const others = holdings['privacy-requests'].filter((doc) => doc.id !== except.id);
  // An open request of the address cannot be answered once the address is gone: it ends with this one.
  for (const doc of others)
    await anonymise(
      'privacy-requests',
      doc.id,
      PRIVACY_OPEN.includes(String(doc.status))
        ? { status: 'completed', outcome: `随 ${except.reference} 删除 / Erased with ${except.reference}` }
        : {},
    );
  for (const subscription of holdings['alert-subscribers']) await remove('alert-subscribers', subscription.id);
  for (const mail of holdings['outgoing-mails']) await remove('outgoing-mails', mail.id);
  return { ...countsOf(holdings), 'privacy-requests': others.length };
}

/** The fields an erasure sets on the privacy request it completes. */
export const ERASED_REQUEST = ERASED['privacy-requests'];

/**
 * Withdraws the address's consents (PIPL art. 15): no question of it is published any more, its members follow
 * nothing, and its alerts end. Answers the counts.
 */
export async function withdrawConsents(payload: Payload, mailbox: string, req: PayloadRequest): Promise<Record<string, number>> {
  const holdings = await holdingsOf(payload, mailbox, req);
  const consenting = holdings['investor-questions'].filter((doc) => groupOf(doc.consent).publish === true);
  for (const doc of consenting)
    await payload.update({
      collection: 'investor-questions',
      id: doc.id as number,
      data: { consent: { ...groupOf(doc.consent), publish: false } } as never,
      overrideAccess: true,
      req,
      context: { trusted: true },
    });
  for (const follow of holdings.follows)
    await payload.delete({ collection: 'follows', id: follow.id as number, overrideAccess: true, req, context: { trusted: true } });
  const alerts = holdings['alert-subscribers'].filter((doc) => doc.status !== 'ended');
  for (const doc of alerts)
    await payload.update({
      collection: 'alert-subscribers',
      id: doc.id as number,
      data: { status: 'ended', ended_at: new Date().toISOString() } as never,
      overrideAccess: true,
      req,
      context: { trusted: true },
    });
  return { 'investor-questions': consenting.length, follows: holdings.follows.length, 'alert-subscribers': alerts.length };
}
