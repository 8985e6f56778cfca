/** Captchas in the tests: their codes, read from the backend's test hook (the demo's DEMO_TEST_HOOKS, the CMS's CMS_TEST_HOOKS). */
import type { Page } from '@playwright/test';
import { DEMO_BACKEND } from './servers';
import { numberInWords } from '@/demo/captcha';

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

/** A number the demo's question writes in words, as a person reads it. */
const valueOf = (words: string, lang: 'zh' | 'en') =>
  Array.from({ length: 100 }, (_, n) => n).find((n) => numberInWords(n, lang) === words)!;

/**
 * The answer to the demo's question in words (issue 24), as a person would work it out: how a test passes the captcha
 * of a demo it cannot ask (the embedded one, which has no test hook).
 */
export function answerInWords(question: string): string {
  const zh = /^(.+?)([加减])(.+)等于几/.exec(question);
  if (zh) return String(zh[2] === '加' ? valueOf(zh[1]!, 'zh') + valueOf(zh[3]!, 'zh') : valueOf(zh[1]!, 'zh') - valueOf(zh[3]!, 'zh'));
  const en = /What is ([a-z-]+) (plus|minus) ([a-z-]+)\?/.exec(question)!;
  return String(en[2] === 'plus' ? valueOf(en[1]!, 'en') + valueOf(en[3]!, 'en') : valueOf(en[1]!, 'en') - valueOf(en[3]!, 'en'));
}
