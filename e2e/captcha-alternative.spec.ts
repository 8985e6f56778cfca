/**
 * The captcha's alternative a blind visitor can pass (issue 24, item 4): every form offers a question in
 * words instead of the picture (`web/generate_verify` with `kind: "text"`), read by screen readers as the
 * field's description: without script by a link (the forms posted to their page), with script in place
 * (sign-in, contact); a backend that draws only pictures makes the form say so.
 */
import type { Page } from '@playwright/test';
import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';
import { openContactForm, waitForCaptcha } from './support/contact';
import { answerInWords as answer } from './support/captcha';

/** The question the field is described by: what a screen reader reads with it. */
async function describedQuestion(page: Page, field: string, name: string) {
  const input = page.getByRole('form', { name: field }).getByRole('textbox', { name, exact: true });
  // The question arrives with an answer (in the browser, after the press): wait for the field to name it.
  await expect(input).toHaveAttribute('aria-describedby', /-question$/);
  const id = await input.getAttribute('aria-describedby');
  return { input, question: (await page.locator(`#${id}`).textContent())!.trim() };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a privacy request with the question in words instead of the picture', async ({ page }) => {
    await page.goto(`${SITE}/privacy/request`);
    const form = page.getByRole('form', { name: '个人信息权利请求' });
    await form.getByRole('link', { name: '看不清或读不出图片？改用文字题' }).click();
    await expect(page).toHaveURL(`${SITE}/privacy/request?captcha=text`);
    await expect(form.getByRole('img', { name: '验证码图片' })).toHaveCount(0);
    const { input, question } = await describedQuestion(page, '个人信息权利请求', '验证码');
    expect(question).toMatch(/^[一二三四五六七八九十]+[加减][一二三四五六七八九十]+等于几？请填写阿拉伯数字。$/);
    await form.getByLabel('请求类型').selectOption('access');
    await form.getByLabel('姓名').fill('盲人访客');
    await form.getByLabel('电子邮箱（答复将发往此邮箱）').fill(`reader.${Date.now()}@customer.example`);
    await form.getByLabel('请求说明').fill('请发送我的个人信息副本。');
    // A wrong answer first: the next try is a question again.
    await input.fill('99');
    await form.getByRole('button', { name: '提交请求' }).click();
    await expect(form.getByRole('alert')).toHaveText('验证码错误或已过期');
    const again = await describedQuestion(page, '个人信息权利请求', '验证码');
    await again.input.fill(answer(again.question));
    await form.getByRole('button', { name: '提交请求' }).click();
    await expect(page.getByRole('status').filter({ hasText: '您的请求已提交' }).locator('strong')).toHaveText(/^PR-/);
  });
});

test('signing in with the question in words @desktop', async ({ page }) => {
  await page.goto(`${SITE}/en/login`);
  const form = page.getByRole('form', { name: 'Member sign-in' });
  await form.getByRole('button', { name: "Can't see the picture? Answer a question in words instead" }).click();
  const { input, question } = await describedQuestion(page, 'Member sign-in', 'Verification code');
  expect(question).toMatch(/^What is [a-z-]+ (plus|minus) [a-z-]+\? Answer in digits\.$/);
  await form.getByRole('textbox', { name: 'Account', exact: true }).fill('investor');
  await form.getByLabel('Password').fill('Xingyuan@2026');
  await input.fill(answer(question));
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${SITE}/en`);
});

test('the contact form offers the question in words in place', async ({ page }) => {
  await openContactForm(page, `${SITE}/contact`);
  await waitForCaptcha(page, 'zh');
  const form = page.locator('#main form');
  await form.getByRole('button', { name: '看不清或读不出图片？改用文字题' }).click();
  const input = form.getByRole('textbox', { name: '验证码', exact: true });
  await expect(input).toHaveAttribute('aria-describedby', 'message-captcha-question');
  await expect(page.locator('#message-captcha-question')).toHaveText(/^[一二三四五六七八九十]+[加减][一二三四五六七八九十]+等于几？/);
  await expect(form.getByRole('img', { name: '验证码图片' })).toHaveCount(0);
});

test('a backend that draws only pictures: the form says so and keeps the picture @desktop', async ({ page }) => {
  await page.route('**/api/web/generate_verify', async (route) => {
    const response = await route.fetch({ postData: JSON.stringify({ lang: 'zh' }) });
    await route.fulfill({ response });
  });
  await page.goto(`${SITE}/login`);
  const form = page.getByRole('form', { name: '会员登录' });
  await form.getByRole('button', { name: '看不清或读不出图片？改用文字题' }).click();
  await expect(form.getByRole('status')).toHaveText('本网站暂不提供文字题，请联系我们。');
  await expect(form.getByRole('img', { name: '验证码图片' })).toBeVisible();
});
