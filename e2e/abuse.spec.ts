/**
 * A hostile visitor, second round (issue 20, part 3): guessing passwords at speed, flooding captchas and
 * messages. The embedded site keeps the limits as they ship (the other sites of the suite relax them):
 * lib/server/rate-limit.ts.
 */
import { devices, type APIRequestContext } from '@playwright/test';
import { EMBEDDED_SITE } from './support/servers';
import { expect, test } from './support/fixtures';

/**
 * Wrong passwords from this address until the site refuses; how many it took. Each to an account of its
 * own: the limit by address is what stops them (an account's own failures back it off: lib/server/sign-in-backoff.ts).
 */
async function guessUntilRefused(request: APIRequestContext, account: string, lang = 'zh') {
  for (let attempt = 1; attempt <= 40; attempt += 1) {
    const response = await request.post(`${EMBEDDED_SITE}/api/web/login`, {
      data: { username: `${account}-${attempt}`, password: `guess-${attempt}`, verify_key: 'k', verify_code: 'ABCD', lang },
    });
    if (response.status() === 429) return { attempt, response };
    expect(response.status()).toBe(200);
  }
  throw new Error('40 wrong passwords in a row were all taken');
}

test.describe('guessing passwords at speed @shared', () => {
  test('the site stops a run of wrong passwords within ten, then refuses even the right one, saying why in the page language, at both widths', async ({
    browser,
    page,
    request,
  }) => {
    const { attempt, response } = await guessUntilRefused(request, `guess-${test.info().project.name}-${Date.now()}`);
    expect(attempt).toBeLessThanOrEqual(11);
    const wait = Number(response.headers()['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ code: 0, msg: `尝试次数过多，请 ${wait} 秒后再试。`, data: null });

    // A visitor at the form sees it, with the right password too: on a desktop in both languages, on a phone.
    const CHINESE = { account: '账号', password: '密码', captcha: '验证码', submit: '登录', message: /^尝试次数过多，请 \d+ 秒后再试。$/ };
    const ENGLISH = {
      account: 'Account',
      password: 'Password',
      captcha: 'Verification code',
      submit: 'Sign in',
      message: /^Too many attempts\. Please try again in \d+ seconds\.$/,
    };
    const phone = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
    for (const [visitor, path, form] of [
      [page, '/login', CHINESE],
      [page, '/en/login', ENGLISH],
      [await phone.newPage(), '/login', CHINESE],
    ] as const) {
      await visitor.goto(EMBEDDED_SITE + path);
      await visitor.getByRole('textbox', { name: form.account, exact: true }).fill('investor');
      await visitor.getByLabel(form.password).fill('Xingyuan@2026');
      await visitor.getByLabel(form.captcha, { exact: true }).fill('ABCD');
      await visitor.getByRole('button', { name: form.submit, exact: true }).click();
      // The form's own alert (the error catalogue's toast says it too, for as long as it shows).
      await expect(visitor.locator('form').getByRole('alert').filter({ hasText: form.message })).toBeVisible();
      expect(await visitor.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    }
    await phone.close();
  });
});

test.describe('flooding @shared', () => {
  test('captchas: a run of them from one address is cut off with 429, and the captcha image holds no text', async ({ request }) => {
    let refused = 0;
    for (let call = 0; call < 40 && refused === 0; call += 1) {
      const response = await request.post(`${EMBEDDED_SITE}/api/web/generate_verify`, { data: { lang: 'en' } });
      if (response.status() === 429) {
        refused = call;
        expect((await response.json()).msg).toMatch(/^Too many attempts/);
      } else {
        const image = Buffer.from((await response.json()).data.image.split(',')[1], 'base64').toString('utf8');
        expect(image).toContain('<path ');
        expect(image).not.toMatch(/<text/);
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  test('a spelling of the call does not go round the limit', async ({ request }) => {
    await guessUntilRefused(request, `spelling-${Date.now()}`);
    for (const path of ['/api/web/%6Cogin', '/api/WEB/login']) {
      expect((await request.post(`${EMBEDDED_SITE}${path}`, { data: { username: 'investor', password: 'x' } })).status(), path).not.toBe(
        200,
      );
    }
  });
});

test.describe('another site makes the browser call the API (issue 42, finding 1) @shared', () => {
  test('a cross-site text/plain post, a foreign Origin, a call the browser never makes, another method: refused, never forwarded', async ({
    request,
  }) => {
    const victim = { email: 'victim@example.com', categories: ['news'], alert_lang: 'zh', confirm_url: 'https://evil.example/?t={token}' };
    const cases: Array<[string, string, Record<string, string>, number]> = [
      ['POST', '/api/web/subscribe_alerts', { 'content-type': 'text/plain', origin: 'https://evil.example' }, 404],
      ['POST', '/api/web/subscribe_alerts', { 'content-type': 'application/json' }, 404],
      ['POST', '/api/web/submit_message', { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://evil.example' }, 415],
      ['POST', '/api/web/submit_message', { 'content-type': 'application/json', origin: 'https://evil.example' }, 403],
      ['PUT', '/api/web/login', { 'content-type': 'application/json' }, 405],
      ['DELETE', '/api/web/login', { 'content-type': 'application/json' }, 405],
    ];
    for (const [method, path, headers, status] of cases) {
      const response = await request.fetch(`${EMBEDDED_SITE}${path}`, { method, headers, data: JSON.stringify(victim) });
      expect([method, path, response.status()]).toEqual([method, path, status]);
      expect(await response.json()).toMatchObject({ code: 0, data: null });
    }
  });
});
