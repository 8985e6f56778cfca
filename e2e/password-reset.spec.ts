/**
 * A member's forgotten password (issue 46 §1), on the site in front of the embedded demo backend, which keeps its data
 * apart from the standalone demo's (playwright.config.ts): a reset ends the member's sign-ins, which no other test
 * there holds. The sign-in page links the form; the form, without script in Chinese and with it in English, answers
 * alike whoever is named, and the backend mails the member's address a link to /login/reset in the page's language;
 * the page asks for the new password twice before it sends it, says the account to sign in with, and a link once
 * used sets nothing. The passwords set are the demo's own, so the member's password is as it was. @shared: one run
 * at a time, at desktop width (the embedded site's limits are as they ship).
 */
import type { Page } from '@playwright/test';
import { EMBEDDED_SITE } from './support/servers';
import { expect, test } from './support/fixtures';
import { answerInWords } from './support/captcha';
import { receivedBy } from './support/mail';

const MEMBER_EMAIL = 'li.ming@customer.example';
const PASSWORD = 'Xingyuan@2026';

const WORDS = {
  zh: {
    forgot: '忘记密码？',
    form: '找回密码',
    account: '会员账号或注册邮箱',
    text: '看不清或读不出图片？改用文字题',
    captcha: '验证码',
    submit: '发送重设链接',
    sent: '请查收邮件',
    subject: '重设您的会员密码',
    newPassword: '新密码',
    repeat: '再次输入新密码',
    set: '设置新密码',
    mismatch: '两次输入的密码不一致',
    done: '新密码已生效',
    doneText: '账号 investor 的密码已重设，请用新密码登录。',
    spent: '链接无效或已过期',
    askAgain: '重新申请重设密码',
  },
  en: {
    forgot: 'Forgot your password?',
    form: 'Forgotten password',
    account: 'Account name or registered e-mail',
    text: "Can't see the picture? Answer a question in words instead",
    captcha: 'Verification code',
    submit: 'Send the link',
    sent: 'Please check your inbox',
    subject: 'Reset your member password',
    newPassword: 'New password',
    repeat: 'New password again',
    set: 'Set the new password',
    mismatch: 'The two passwords differ',
    done: 'Your new password is set',
    doneText: 'The password of the account investor has been reset: sign in with the new password.',
    spent: 'The link is not valid or has expired',
    askAgain: 'Ask for a new link',
  },
} as const;

/** The member's reset mails in `lang` from the embedded site, oldest first. */
async function resetMails(lang: 'zh' | 'en'): Promise<string[]> {
  const prefix = `${EMBEDDED_SITE}${lang === 'en' ? '/en' : ''}/login/reset?token=`;
  return (await receivedBy(MEMBER_EMAIL))
    .filter((mail) => mail.subject === WORDS[lang].subject)
    .map((mail) => mail.text.match(/http:\/\/\S+\/login\/reset\?token=[\w.~-]+/)?.[0] ?? '')
    .filter((link) => link.startsWith(prefix));
}

/** The link of the reset mail that comes after the `before` the member had. */
async function mailedLink(lang: 'zh' | 'en', before: number): Promise<string> {
  await expect.poll(async () => (await resetMails(lang)).length, { timeout: 15_000 }).toBe(before + 1);
  return (await resetMails(lang)).at(-1)!;
}

/** Asks for a link on the forgotten-password form, with the captcha's question in words (a person works it out). */
async function askForLink(page: Page, lang: 'zh' | 'en', account: string) {
  const words = WORDS[lang];
  const form = page.getByRole('form', { name: words.form });
  await form.getByLabel(words.account).fill(account);
  const text = form.getByRole('link', { name: words.text }).or(form.getByRole('button', { name: words.text }));
  await text.click();
  const input = form.getByRole('textbox', { name: words.captcha, exact: true });
  await expect(input).toHaveAttribute('aria-describedby', /-question$/);
  const question = (await page.locator(`#${await input.getAttribute('aria-describedby')}`).textContent())!.trim();
  // Without script the switch reloads the page: what was typed is typed again.
  await form.getByLabel(words.account).fill(account);
  await input.fill(answerInWords(question));
  await form.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('status').getByRole('heading', { name: words.sent })).toBeVisible();
}

/** Sets a new password on the page a link opens. */
async function setPassword(page: Page, lang: 'zh' | 'en', password: string, repeated = password) {
  const words = WORDS[lang];
  await page.getByLabel(words.newPassword, { exact: true }).fill(password);
  await page.getByLabel(words.repeat).fill(repeated);
  await page.getByRole('button', { name: words.set }).click();
}

test.describe("a member's forgotten password @shared", () => {
  test('without script, in Chinese: the sign-in page links the form, the mailed link sets the password once', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
    const page = await context.newPage();
    const words = WORDS.zh;
    await page.goto(`${EMBEDDED_SITE}/login`);
    await page.getByRole('link', { name: words.forgot }).click();
    await expect(page).toHaveURL(`${EMBEDDED_SITE}/login/forgot`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const before = (await resetMails('zh')).length;
    await askForLink(page, 'zh', MEMBER_EMAIL.toUpperCase());
    const link = await mailedLink('zh', before);

    // Opening the link changes nothing, and the page holding its token is kept by no one.
    const opened = await page.goto(link);
    expect(opened?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await setPassword(page, 'zh', PASSWORD, `${PASSWORD}!`);
    await expect(page.locator('#password-reset-problem')).toHaveText(words.mismatch);
    await setPassword(page, 'zh', PASSWORD);
    const done = page.getByRole('status');
    await expect(done.getByRole('heading')).toHaveText(words.done);
    await expect(done).toContainText(words.doneText);
    await expect(done.getByRole('link')).toHaveAttribute('href', '/login');

    // Used once, the link sets nothing.
    await page.goto(link);
    await setPassword(page, 'zh', PASSWORD);
    const refusal = page.locator('#password-reset').getByRole('alert');
    await expect(refusal).toContainText(words.spent);
    await expect(refusal.getByRole('link', { name: words.askAgain })).toHaveAttribute('href', '/login/forgot');
    await context.close();
  });

  test('with script, in English: a name no one has is answered alike, and the link is in English', async ({ page }) => {
    const words = WORDS.en;
    const before = (await resetMails('en')).length;
    await page.goto(`${EMBEDDED_SITE}/en/login/forgot`);
    await askForLink(page, 'en', `nobody-${Date.now()}`);
    await page.goto(`${EMBEDDED_SITE}/en/login/forgot`);
    await askForLink(page, 'en', 'investor');
    // One mail: the name no one has made none.
    const link = await mailedLink('en', before);
    await page.goto(link);
    await setPassword(page, 'en', PASSWORD);
    await expect(page.getByRole('status').getByRole('heading')).toHaveText(words.done);
    await expect(page.getByRole('status')).toContainText(words.doneText);
  });

  test('a link cut short or made up: the page says so, and how to ask again', async ({ page }) => {
    await page.goto(`${EMBEDDED_SITE}/en/login/reset`);
    await expect(page.getByRole('status').getByRole('heading')).toHaveText('This link does not work');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/en/login/forgot');
    await page.goto(`${EMBEDDED_SITE}/login/reset?token=made-up-token-0123`);
    await setPassword(page, 'zh', PASSWORD);
    await expect(page.locator('#password-reset').getByRole('alert')).toContainText(WORDS.zh.spent);
  });
});
