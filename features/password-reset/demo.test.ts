/** @jest-environment node */
import { CALLS } from '@/features';
import { checkPassword, issueToken, resetToken, userForToken, RESET_LINK_TTL_SECONDS } from '@/demo/auth';
import { call, outboxTo, solvedCaptcha, withDemoData } from '@/demo/test-call';
import { existsSync, readFileSync } from 'node:fs';
import { outboxFile } from '@/demo/mailer';
import { mailResetLinks } from './demo';

/** Resolves once `done` holds (checked every 20 ms, for at most 5 s). */
async function waitFor(done: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 250 && !(await done()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}

withDemoData('demo-password-reset-');

const MEMBER_EMAIL = 'li.ming@customer.example';

/** The reset links the demo's member has been mailed, oldest first. */
async function mailedTokens(): Promise<{ subject: string; link: string; token: string }[]> {
  if (!existsSync(outboxFile())) return [];
  const mails = await outboxTo(MEMBER_EMAIL);
  return mails
    .map(({ mail }) => {
      const link = /https?:\/\/\S+\/login\/reset\?token=([\w.~-]+)/.exec(mail.text ?? '');
      return link ? { subject: mail.subject ?? '', link: link[0], token: link[1]! } : null;
    })
    .filter((found): found is { subject: string; link: string; token: string } => found !== null);
}

const ask = async (account: string, lang = 'en', overrides: object = {}) =>
  call(CALLS.requestPasswordReset, { lang, account, ...(await solvedCaptcha(CALLS.requestPasswordReset)), ...overrides });

describe('web/request_password_reset and web/reset_password (demo)', () => {
  beforeEach(() => {
    delete process.env.SMTP_URL;
  });

  it('answers alike for an account and for none; mails the account by its name or its address, a link built from its own site address', async () => {
    process.env.SITE_URL = 'https://www.xingyuan.example';
    try {
      const known = await ask('investor', 'en', {});
      const unknown = await ask('nobody-at-all');
      expect(known.body).toEqual({ code: 1, msg: 'success', data: {} });
      expect(unknown.body).toEqual(known.body);
      // The mail goes after the answer.
      await waitFor(async () => (await mailedTokens()).length === 1);
      await mailResetLinks('zh', 'LI.MING@customer.example');
      const mails = await mailedTokens();
      expect(mails.map((mail) => mail.subject)).toEqual(['Reset your member password', '重设您的会员密码']);
      expect(mails[0]!.link).toMatch(/^https:\/\/www\.xingyuan\.example\/en\/login\/reset\?token=/);
      expect(mails[1]!.link).toMatch(/^https:\/\/www\.xingyuan\.example\/login\/reset\?token=/);
      // Nothing went to anyone else: the unknown name had no one to mail.
      expect(readFileSync(outboxFile(), 'utf8').match(/^To: /gm)).toHaveLength(2);
    } finally {
      delete process.env.SITE_URL;
    }
  });

  it('refuses a wrong captcha, and a captcha drawn for another call', async () => {
    expect((await ask('investor', 'en', { verify_code: 'WRONG' })).body).toMatchObject({
      code: 0,
      msg: 'The verification code is wrong or has expired',
    });
    expect((await ask('investor', 'zh', await solvedCaptcha(CALLS.login))).body).toMatchObject({ code: 0, msg: '验证码错误或已过期' });
  });

  it('sets the password once per link; the old password and every earlier sign-in token end with it', async () => {
    const before = (await checkPassword('investor', 'Xingyuan@2026'))!;
    const signedIn = issueToken(before).token;
    const token = resetToken(before);
    const short = await call(CALLS.resetPassword, { lang: 'zh', token, password: 'short' });
    expect(short.body).toMatchObject({ code: 0, msg: '密码须为 10–128 个字符' });
    const done = await call(CALLS.resetPassword, { lang: 'en', token, password: 'A-new-password-2026' });
    expect(done.body).toEqual({ code: 1, msg: 'success', data: { username: 'investor' } });
    expect(await checkPassword('investor', 'Xingyuan@2026')).toBeNull();
    expect((await checkPassword('investor', 'A-new-password-2026'))?.username).toBe('investor');
    expect(await userForToken(signedIn)).toBeNull();
    // Spent: the same link again, and a link made before it, are refused.
    const again = await call(CALLS.resetPassword, { lang: 'en', token, password: 'Another-password-2026' });
    expect(again.body).toMatchObject({ code: 0, msg: 'The link is not valid or has expired' });
    // A link made now works; it is put back for the other tests.
    const next = resetToken((await checkPassword('investor', 'A-new-password-2026'))!);
    expect((await call(CALLS.resetPassword, { lang: 'zh', token: next, password: 'Xingyuan@2026' })).body.code).toBe(1);
    expect((await checkPassword('investor', 'Xingyuan@2026'))?.username).toBe('investor');
  });

  it('lets a link lapse after an hour, and refuses a token it never made', async () => {
    const account = (await checkPassword('investor', 'Xingyuan@2026'))!;
    const made = Date.UTC(2026, 10, 23, 8);
    const late = resetToken(account, made);
    const { resetPassword } = await import('@/demo/auth');
    expect(await resetPassword(late, 'Too-late-password-1', made + RESET_LINK_TTL_SECONDS * 1000 + 1)).toBeNull();
    expect((await call(CALLS.resetPassword, { lang: 'zh', token: 'never-made-token', password: 'Whatever-2026-x' })).body).toMatchObject({
      code: 0,
      msg: '链接无效或已过期',
    });
    expect((await checkPassword('investor', 'Xingyuan@2026'))?.username).toBe('investor');
  });
});
