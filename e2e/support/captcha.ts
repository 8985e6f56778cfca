/** Captchas in the tests: their codes, read from the demo backend's test hook (DEMO_TEST_HOOKS). */
import type { Page } from '@playwright/test';
import { DEMO_BACKEND } from './servers';

/** The code of the captcha with this key. */
export async function captchaCode(page: Page, key: string): Promise<string> {
  return (await (await page.request.get(`${DEMO_BACKEND}/__test/captcha?key=${key}`)).text()).trim();
}

/** The code of the captcha the page drew on the server: the page loaded, its form's key is the one it will post. */
export async function solveDrawnCaptcha(page: Page): Promise<string> {
  await page.waitForLoadState('load');
  return captchaCode(page, await page.locator('input[name="verify_key"]').inputValue());
}
