import { expect, type Page } from '@playwright/test';
import zh from '../../messages/zh.json';
import en from '../../messages/en.json';

/**
 * Opens the contact page (Chinese, or English under /en) and scrolls to the message form, whose code loads as its
 * place nears the viewport (features/contact/lazy-message-form.tsx).
 */
export async function openContactForm(page: Page, url: string) {
  const response = await page.goto(url);
  const english = new URL(url).pathname.startsWith('/en/');
  await page.getByRole('heading', { name: (english ? en : zh).MessageForm.form }).scrollIntoViewIfNeeded();
  return response;
}

/**
 * Waits until the contact form's captcha is in (its submit button is disabled until then). On a busy machine
 * the form's chunk and the captcha call may take a while, and the call may even time out: the form then
 * offers a retry, which this clicks as a visitor would.
 */
export async function waitForCaptcha(page: Page, lang: 'zh' | 'en') {
  const form = page.locator('#main form');
  const failed = form.getByText((lang === 'en' ? en : zh).MessageForm.captchaFailed, { exact: true });
  await expect(async () => {
    if (await failed.isVisible()) await failed.click();
    await expect(form.locator('button[type="submit"]')).toBeEnabled({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
