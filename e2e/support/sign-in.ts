/** Signing in as the demo's member, through the sign-in page and its captcha (members, members' documents). */
import type { Page, Response } from '@playwright/test';
import { captchaCode } from './captcha';

/** The code behind the captcha the page shows, read from the demo backend's test hook. */
async function solveCaptcha(page: Page, captcha: Promise<Response>, backend?: string): Promise<string> {
  const data = ((await (await captcha).json()) as { data: { key: string } }).data;
  return captchaCode(page, data.key, backend);
}

/** The captcha the next page load asks for: listen before navigating. */
export const nextCaptcha = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/web/generate_verify'));

export const CHINESE_FORM = { account: '账号', password: '密码', captcha: '验证码', submit: '登录' };
export const ENGLISH_FORM = { account: 'Account', password: 'Password', captcha: 'Verification code', submit: 'Sign in' };

/**
 * Fills the sign-in form on the page (whose captcha `captcha` is, drawn by `backend`: the demo's unless told) and sends
 * it, as `account` (the demo's member unless told).
 */
export async function signIn(
  page: Page,
  captcha: Promise<Response>,
  password = 'Xingyuan@2026',
  form = CHINESE_FORM,
  backend?: string,
  account = 'investor',
) {
  const code = await solveCaptcha(page, captcha, backend);
  await page.getByRole('textbox', { name: form.account, exact: true }).fill(account);
  await page.getByLabel(form.password).fill(password);
  await page.getByLabel(form.captcha, { exact: true }).fill(code);
  await page.getByRole('button', { name: form.submit, exact: true }).click();
}
