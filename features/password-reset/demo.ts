/**
 * A member's forgotten password in the demo backend (docs/backend-api.md, `web/request_password_reset`,
 * `web/reset_password`): the account named by its name or address is mailed a link to the site's /login/reset, built
 * from the demo's own site address (never from a request) in the request's language; the link's token is sealed
 * for the account's current password and an hour (demo/auth.ts), so it works once. The answer to a request is the
 * same whether or not an account matched, and comes before the mail is sent, so its time does not tell either.
 */
import { z } from 'zod';
import type { DemoLanguage } from '@/demo/content/catalog';
import { accountsNamed, resetPassword, resetToken } from '@/demo/auth';
import { verifyCaptcha } from '@/demo/captcha';
import { ok, refuse, REFUSALS, withRequest, type Handler } from '@/demo/handler-kit';
import { sendMail } from '@/demo/mailer';
import { demoSiteAddress } from '@/demo/site-address';
import { PASSWORD_LENGTH, PASSWORD_RESET_CALLS, PasswordResetRequestSchema, passwordResetLink } from './contract';

const MAILS = {
  zh: {
    subject: '重设您的会员密码',
    text: '{username}，您好：\n\n我们收到了为您的会员账号（{username}）重设密码的申请。请在 1 小时内打开下面的链接设置新密码，链接只能使用一次：\n\n{link}\n\n如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。\n\n星垣微电子\n',
  },
  en: {
    subject: 'Reset your member password',
    text: 'Dear {username},\n\nWe received a request to reset the password of your member account ({username}). Open the link below within an hour to set a new password; it works once:\n\n{link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n\nXingyuan Micro\n',
  },
} satisfies Record<DemoLanguage, { subject: string; text: string }>;

/** Mails each account a form names its link (none for a name no account has). Resolves once the mails are handed on. */
export async function mailResetLinks(lang: DemoLanguage, name: string, now = Date.now()): Promise<void> {
  const mail = MAILS[lang];
  await Promise.all(
    (await accountsNamed(name)).map((account) => {
      const link = passwordResetLink(demoSiteAddress(), lang, resetToken(account, now));
      const fill = (text: string) => text.replaceAll('{username}', account.username).replace('{link}', link);
      // A refused send (the demo's own bound per recipient) is not the visitor's to know.
      return sendMail({ to: account.email, subject: mail.subject, text: fill(mail.text) }).catch(() => undefined);
    }),
  );
}

const REFUSED = {
  link: { zh: '链接无效或已过期', en: 'The link is not valid or has expired' },
  password: {
    zh: `密码须为 ${PASSWORD_LENGTH.min}–${PASSWORD_LENGTH.max} 个字符`,
    en: `The password must be ${PASSWORD_LENGTH.min}–${PASSWORD_LENGTH.max} characters long`,
  },
} satisfies Record<string, Record<DemoLanguage, string>>;

/** The token and the password as sent: the password's length is refused in words, not as a bad field. */
const ResetShape = z.object({ token: z.string().min(1).max(200), password: z.string().max(1000) });

const request = PASSWORD_RESET_CALLS.requestPasswordReset.name;
const reset = PASSWORD_RESET_CALLS.resetPassword.name;

/** The feature's calls as the demo backend answers them. */
export const passwordResetHandlers = {
  [request]: withRequest(PasswordResetRequestSchema, (body, { lang }) => {
    if (!verifyCaptcha(body.verify_key, body.verify_code, request)) return refuse(REFUSALS.badCaptcha[lang]);
    // Mailed after the answer, which is the same for every name (a failure to read the accounts is not the visitor's).
    void mailResetLinks(lang, body.account).catch(() => undefined);
    return ok({});
  }),
  [reset]: withRequest(ResetShape, async ({ token, password }, { lang }) => {
    if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) return refuse(REFUSED.password[lang]);
    const account = await resetPassword(token, password);
    return account ? ok({ username: account.username }) : refuse(REFUSED.link[lang]);
  }),
} satisfies Record<typeof request | typeof reset, Handler>;
