import { readFileSync } from 'node:fs';
import { ALT_SITE, DOWN_SITE, DOWN_SITE_LOG, SITE } from './support/servers';
import { logEntries, logMessages } from './support/logs';
import { expect, test } from './support/fixtures';
import { setFaults } from './support/alt-faults';
import { openContactForm } from './support/contact';

const ALT = { stock_name: '测试芯', stock_code: '900901', call_reception: '010-1234 5678', marker: 'alt-backend-marker' };

test.describe('one build, any backend (BACKEND_URL read at run time) @shared', () => {
  test.afterEach(() => setFaults({}));

  test("the header and footer show the other backend's values", async ({ page }) => {
    await page.goto(`${ALT_SITE}/about`);
    await expect(page.getByRole('banner').getByTestId('stock-name')).toHaveText(ALT.stock_name);
    await expect(page.getByRole('banner').getByTestId('stock-code')).toHaveText(ALT.stock_code);
    await expect(page.getByTestId('site-footer').getByRole('link', { name: ALT.call_reception })).toBeVisible();
    // The first site, same build, still shows the demo backend's values.
    await page.goto(`${SITE}/about`);
    await expect(page.getByRole('banner').getByTestId('stock-code')).toHaveText('688000');
  });

  test('/api/* is forwarded to that backend: calls and files', async ({ request }) => {
    const call = await request.post(`${ALT_SITE}/api/web/get_site_list`, { data: {} });
    expect(await call.json()).toMatchObject({ code: 1, data: { stock_code: ALT.stock_code } });
    const file = await request.get(`${ALT_SITE}/api/files/alt-bg.svg`);
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain(ALT.marker);
    // The demo backend has no such file.
    expect((await request.get(`${SITE}/api/files/alt-bg.svg`)).status()).toBe(404);
  });

  test('cookies and the token header pass through; hop-by-hop and forwarding headers do not', async ({ request }) => {
    const response = await request.post(`${ALT_SITE}/api/web/search`, {
      headers: { token: 'tok-1', cookie: 'sid=abc', 'x-forwarded-host': 'evil.example', 'content-type': 'application/json' },
      data: { echo_headers: true, hello: '世界' },
    });
    const echoed = await response.json();
    expect(echoed.headers.token).toBe('tok-1');
    expect(echoed.headers.cookie).toBe('sid=abc');
    expect(echoed.headers['x-forwarded-host']).toBeUndefined();
    expect(echoed.headers.host).toBe('127.0.0.1:4320');
    expect(JSON.parse(echoed.body)).toEqual({ echo_headers: true, hello: '世界' });
    const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie');
    expect(cookies.map((cookie) => cookie.value)).toEqual(['alt_a=1; Path=/', 'alt_b=2; Path=/']);
  });

  test('path traversal through the forwarder is refused', async ({ request }) => {
    for (const path of ['/api/files/..%2F..%2Fpackage.json', '/api/files/%2e%2e%2fsecret', '/api/files/a%5C..%5Cb']) {
      expect((await request.get(ALT_SITE + path)).status(), path).toBe(400);
    }
  });

  test('a failing call with code 0 shows a toast with the server message', async ({ page }) => {
    // The server cannot get the site list, so the browser asks once, and the backend refuses again.
    await setFaults({ 'web/get_site_list': { code: 0, msg: '站点信息维护中' } });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/web/get_site_list')) calls.push(request.method());
    });
    // A page with no other browser call: any later response would clear the toast (requirements §8).
    await page.goto(`${ALT_SITE}/about`);
    const toast = page.locator('.ant-message-notice').filter({ hasText: '站点信息维护中' });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('stock-code')).toHaveText('');
    expect(calls).toEqual(['POST']);
    // Toasts last 3 seconds.
    await expect(toast).toBeHidden({ timeout: 6000 });
  });

  test('another code shows the message followed by the code; code 0 without a message shows 请求失败', async ({ page }) => {
    // The captcha is asked for by the browser, so its failures reach the request helper.
    await setFaults({ 'web/generate_verify': { code: 503, msg: '服务繁忙' } });
    await openContactForm(page, `${ALT_SITE}/contact`);
    await expect(page.locator('.ant-message-notice').filter({ hasText: '服务繁忙 503' })).toBeVisible();

    await setFaults({ 'web/generate_verify': { code: 0 } });
    await openContactForm(page, `${ALT_SITE}/contact`);
    await expect(page.locator('.ant-message-notice').filter({ hasText: '请求失败' })).toBeVisible();
  });

  test('a toast cleared before its entrance has moved leaves the page', async ({ page }) => {
    await setFaults({ 'web/generate_verify': { code: 503, msg: '服务繁忙' } });
    // Transitions held still: the clear comes while the toast's fade has not moved, so the browser
    // cancels it and starts none. Without settle-motions.ts the toast would stay in the page for good.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await openContactForm(page, `${ALT_SITE}/contact`);
    const toast = page.locator('.ant-message-notice');
    await expect(toast.filter({ hasText: '服务繁忙 503' })).toHaveClass(/-appear-active/);
    // A later successful response clears it (requirements §8).
    await setFaults({});
    await page.getByRole('button', { name: '看不清，换一张验证码' }).click();
    await expect(page.getByRole('img', { name: '验证码图片' })).toBeVisible();
    await expect(toast).toHaveCount(0);
  });
});

test.describe('backend down', () => {
  test('pages render the header and footer shell with empty stock values, and the unavailable page (503)', async ({ page }) => {
    const response = await page.goto(`${DOWN_SITE}/about`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('stock-name')).toHaveText('');
    await expect(page.getByRole('banner').getByTestId('stock-code')).toHaveText('');
    await expect(page.getByTestId('site-footer')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('服务暂时不可用');
    const html = await page.content();
    expect(html).not.toMatch(/ECONNREFUSED|at async|node_modules/);
  });

  test('the forwarder answers 502 with an envelope, not a stack', async ({ request }) => {
    const response = await request.post(`${DOWN_SITE}/api/web/get_site_list`, { data: {} });
    expect(response.status()).toBe(502);
    expect(await response.json()).toEqual({ code: 0, msg: '后端服务不可用', data: null });
  });

  test('the server logs one clear line per failed call', async ({ request }) => {
    // Past the second in which earlier tests' failures are remembered (and not asked, nor logged, again).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const before = readFileSync(DOWN_SITE_LOG, 'utf8').length;
    await request.get(`${DOWN_SITE}/contact`);
    const added = () => logMessages(readFileSync(DOWN_SITE_LOG, 'utf8').slice(before));
    const calls = () =>
      [
        ...new Set(
          added()
            .filter((line) => line.startsWith('[backend]'))
            .map((line) => line.match(/web\/\w+/)?.[0]),
        ),
      ].sort();
    // Layout: site list, settings and the privacy page; page: its slug page and the company profile.
    await expect.poll(calls).toEqual(['web/get_company_profile', 'web/get_info', 'web/get_info_by_slug', 'web/get_site_list']);
    // One line per call (two slug pages), and no render error after them: the page shows the unavailable view instead.
    await expect.poll(() => added().filter((line) => line.startsWith('[backend]')).length).toBe(5);
    const backendLines = added().filter((line) => line.startsWith('[backend]'));
    for (const line of backendLines) expect(line).toMatch(/^\[backend\] web\/\w+ failed \(network\): .*ECONNREFUSED.* after \d+ ms$/);
    expect(added().join('\n')).not.toMatch(/\n\s+at /);
    // Machine-readable: every line one JSON object with its time, level and message; the failures as warnings.
    const entries = logEntries(readFileSync(DOWN_SITE_LOG, 'utf8').slice(before));
    for (const entry of entries)
      expect(entry).toMatchObject({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: expect.stringMatching(/^(info|warn|error)$/),
        msg: expect.any(String),
      });
    expect(
      entries
        .filter((entry) => entry.msg.startsWith('[backend]'))
        .every((entry) => entry.level === 'warn' && typeof entry.reqId === 'string'),
    ).toBe(true);
    // The request's own line is written when its connection closes, which may come after the client has the answer.
    await expect
      .poll(() =>
        logEntries(readFileSync(DOWN_SITE_LOG, 'utf8').slice(before)).find((entry) => entry.msg === 'request' && entry.path === '/contact'),
      )
      .toMatchObject({ status: 503, method: 'GET' });
    expect(JSON.stringify(entries)).not.toContain('"stack"');
  });
});
