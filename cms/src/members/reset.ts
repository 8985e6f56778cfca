/**
 * A member's forgotten password (issue 46 §1; docs/backend-api.md, `web/request_password_reset`, `web/reset_password`).
 * A link to the site's /login/reset is mailed to the member's registered address, never to one from a request: by the
 * member's own request on the site (behind its captcha and the CMS's limits per name typed), in the language of the
 * page they asked from, for an hour; or by the privacy officer from the member's page in the admin (访客 › 网站会员,
 * 保存时邮寄重设密码链接), in both languages, for a day. The link's token is sealed with PAYLOAD_SECRET for the member
 * and the trace of their password hash at that moment (./session.ts): nothing of it is stored, any CMS process checks
 * it, and it works once, since a new password changes the trace. Setting the password ends every sign-in token too.
 * Every link mailed and every reset is in the audit log, by the member's id alone.
 */
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Endpoint, Payload, PayloadRequest } from 'payload';
import { ValidationError } from 'payload';
import { createHash } from 'node:crypto';
import { call, ok, refuse, type Lang } from '../contract/envelope';
import { BadField, str, trimmed } from '../contract/request';
import { queueMail } from '../mail/outgoing';
import { admit, sitePage } from '../queues/submission';
import { audit } from '../workflow/audit-log';
import { open, seal } from './seal';
import { traceOf } from './session';

const PURPOSE = 'member-password-reset';
/** How long a link works: the member's own request, and one the privacy officer mails. */
export const RESET_LINK_MS = { requested: 60 * 60_000, mailedByOfficer: 24 * 60 * 60_000 } as const;
/** A new password through the contract: what the site's forms take. */
export const NEW_PASSWORD = { min: 10, max: 128 } as const;
const CALL = 'web/request_password_reset';
const PATH = '/login/reset';

type Stored = { id: number; username: string; email?: string | null; status?: string | null; hash?: string | null };

/** A link's token for `member` as their password is now, working until `until` (ms). */
export function resetToken(member: Stored, until: number): string {
  return seal(PURPOSE, `${member.id}|${Math.floor(until / 1000)}|${traceOf(member.hash)}`);
}

/** The member id a token is for, if it is one of ours and has not expired; whether it is spent is the caller's to check. */
export function openResetToken(token: string, now = Date.now()): { id: number; trace: string } | null {
  const [id, until, trace] = open(PURPOSE, token)?.split('|') ?? [];
  if (!id || !until || !trace || Number(until) * 1000 <= now) return null;
  return { id: Number(id), trace };
}

const link = (lang: Lang, token: string) => `${sitePage(lang, PATH)}?token=${encodeURIComponent(token)}`;

export const RESET_MAILS = {
  requested: {
    zh: (username: string, url: string) => ({
      subject: '重设您的会员密码',
      text: `${username}，您好：\n\n我们收到了为您的会员账号（${username}）重设密码的申请。请在 1 小时内打开下面的链接设置新密码，链接只能使用一次：\n\n${url}\n\n如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。\n\n星垣微电子\n`,
    }),
    en: (username: string, url: string) => ({
      subject: 'Reset your member password',
      text: `Dear ${username},\n\nWe received a request to reset the password of your member account (${username}). Open the link below within an hour to set a new password; it works once:\n\n${url}\n\nIf it was not you, ignore this mail: your password stays as it is.\n\nXingyuan Micro\n`,
    }),
  },
  /** From the privacy officer: in both languages, since a member has no language of their own. */
  mailedByOfficer: (username: string, token: string) => ({
    subject: '请设置您的会员密码 / Please set your member password',
    text:
      `${username}，您好：\n\n星垣微电子为您的会员账号（${username}）发出了设置新密码的链接。请在 24 小时内打开下面的链接设置新密码，链接只能使用一次：\n\n${link('zh', token)}\n\n` +
      `如有疑问，请回复本邮件或联系我们。\n\n星垣微电子\n\n---\n\n` +
      `Dear ${username},\n\nXingyuan Micro has sent you a link to set a new password for your member account (${username}). Open it within 24 hours; it works once:\n\n${link('en', token)}\n\n` +
      `If you have any question, reply to this mail or contact us.\n\nXingyuan Micro\n`,
  }),
} as const;

async function memberById(payload: Payload, id: number, req?: PayloadRequest): Promise<Stored | null> {
  const found = await payload.find({
    collection: 'members',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  });
  return (found.docs[0] as unknown as Stored | undefined) ?? null;
}

/** The active members a name typed into the form names: by username, or by the registered address in any case. */
export async function membersNamed(payload: Payload, name: string): Promise<Stored[]> {
  const wanted = name.trim().toLowerCase();
  const found = await payload.find({
    collection: 'members',
    where: { or: [{ username: { equals: wanted } }, { email: { like: wanted } }] },
    limit: 20,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  });
  return (found.docs as unknown as Stored[]).filter(
    (member) =>
      member.status !== 'suspended' && Boolean(member.email) && (member.username === wanted || member.email!.toLowerCase() === wanted),
  );
}

/** The mail that carries a link: confidential (the privacy officer's alone), and emptied once sent. */
async function mailLink(
  payload: Payload,
  member: Stored,
  token: string,
  mail: { subject: string; text: string },
  req?: PayloadRequest,
): Promise<void> {
  await queueMail(
    payload,
    {
      key: `password-reset:members/${member.id}:${createHash('sha256').update(token).digest('hex').slice(0, 16)}`,
      about: `members/${member.id}`,
      to: String(member.email),
      ...mail,
      confidential: true,
      forget_after_send: true,
    },
    req,
  );
}

const REFUSED = {
  link: { zh: '链接无效或已过期', en: 'The link is not valid or has expired' },
  password: {
    zh: `密码须为 ${NEW_PASSWORD.min}–${NEW_PASSWORD.max} 个字符`,
    en: `The password must be ${NEW_PASSWORD.min}–${NEW_PASSWORD.max} characters long`,
  },
} satisfies Record<string, Record<Lang, string>>;

/**
 * Sets a member's password by a link's token: the member, or null for a token that is not one of ours, has expired,
 * was spent (the password changed since), or is of a suspended member.
 */
export async function resetByToken(payload: Payload, token: string, password: string, now = Date.now()): Promise<Stored | null> {
  const opened = openResetToken(token, now);
  if (!opened) return null;
  const member = await memberById(payload, opened.id);
  if (!member || member.status === 'suspended' || traceOf(member.hash) !== opened.trace) return null;
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { password } as never,
    overrideAccess: true,
    context: { quiet: true },
  });
  await audit(payload, {
    who: 'system',
    action: 'update',
    target: `members/${member.id}`,
    summary: '会员用邮件中的链接重设了密码 / The member set a new password by the mailed link',
  });
  return member;
}

export const RESET_CALLS: Endpoint[] = [
  call('request_password_reset', async (body, lang, req) => {
    const account = trimmed(body, 'account', { max: 128, required: true })!;
    // The captcha, then the CMS's limit per name typed: the same for a name no one has, so it tells nothing either.
    const admitted = await admit(req, body, lang, CALL, { mailbox: account });
    if ('refusal' in admitted) return admitted.refusal;
    for (const member of await membersNamed(req.payload, account)) {
      const token = resetToken(member, Date.now() + RESET_LINK_MS.requested);
      await mailLink(req.payload, member, token, RESET_MAILS.requested[lang](member.username, link(lang, token)));
      await audit(req.payload, {
        who: 'system',
        action: 'update',
        target: `members/${member.id}`,
        summary: '会员申请重设密码，已邮寄链接 / The member asked to reset the password: a link was mailed',
      });
    }
    return ok({});
  }),
  call('reset_password', async (body, lang, req) => {
    const token = str(body, 'token', { min: 8, max: 200, pattern: /^[\w.~-]+$/ });
    if (!token) throw new BadField('token');
    const password = typeof body.password === 'string' ? body.password : '';
    if (password.length < NEW_PASSWORD.min || password.length > NEW_PASSWORD.max) return refuse(REFUSED.password[lang]);
    const member = await resetByToken(req.payload, token, password);
    return member ? ok({ username: member.username }) : refuse(REFUSED.link[lang]);
  }),
];

/** The admin's "mail a password-reset link" box: noted before the save, the link mailed in the save's own transaction. */
export const noteResetLinkAsked: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const asked = data.send_reset_link === true;
  delete data.send_reset_link;
  if (!asked) return data;
  const status = data.status ?? (originalDoc as { status?: string } | undefined)?.status;
  if (status === 'suspended')
    throw new ValidationError({
      collection: 'members',
      errors: [
        {
          path: 'send_reset_link',
          message: '已停用的会员不能重设密码：请先恢复为正常 / A suspended member cannot reset: make them active first',
        },
      ],
    });
  req.context.mailResetLink = operation;
  return data;
};

export const mailResetLinkIfAsked: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (!req.context.mailResetLink) return doc;
  delete req.context.mailResetLink;
  // As saved, in this transaction: a password set in the same save is the one the link's trace follows.
  const member = await memberById(req.payload, Number(doc.id), req);
  if (!member?.email) return doc;
  const token = resetToken(member, Date.now() + RESET_LINK_MS.mailedByOfficer);
  await mailLink(req.payload, member, token, RESET_MAILS.mailedByOfficer(member.username, token), req);
  await audit(req.payload, {
    who: String((req.user as { email?: string } | null)?.email ?? 'system'),
    action: 'update',
    target: `members/${member.id}`,
    summary: '已邮寄重设密码链接 / A password-reset link was mailed',
  });
  return doc;
};
