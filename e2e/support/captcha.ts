/** Captchas in the tests: their codes, read from the backend's test hook (the demo's DEMO_TEST_HOOKS, the CMS's CMS_TEST_HOOKS). */
import type { Page } from '@playwright/test';
import { DEMO_BACKEND } from './servers';

/** The code of the captcha with this key, from the backend that drew it (the demo's, unless told: the CMS's too). */
export async function captchaCode(page: Page, key: string, backend = DEMO_BACKEND): Promise<string> {
  return (await (await page.request.get(`${backend}/__test/captcha?key=${encodeURIComponent(key)}`)).text()).trim();
}

/**
 * The code of the captcha the page drew on the server: the page loaded, its form's key is the one it will post. From
 * the backend that drew it (the demo's, unless told).
 */
export async function solveDrawnCaptcha(page: Page, backend = DEMO_BACKEND): Promise<string> {
  await page.waitForLoadState('load');
  return captchaCode(page, await page.locator('input[name="verify_key"]').inputValue(), backend);
}
