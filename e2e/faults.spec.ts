/**
 * The fault matrix of docs/faults.md, end to end: the site in front of a backend that misbehaves on demand
 * (e2e/support/alt-backend.ts), with BACKEND_TIMEOUT_MS=2000. Desktop only: none of it depends on the width.
 */
import { readFileSync } from 'node:fs';
import type { APIResponse, Page } from '@playwright/test';
import { ALT_SITE, ALT_SITE_LOG } from './support/servers';
import { logMessages } from './support/logs';
import { backendCallsAsked, FRESH_ID_FROM, setFaults, type Fault } from './support/alt-faults';
import { expect, test } from './support/fixtures';

const TIMEOUT_MS = 2000;
const UNAVAILABLE = '服务暂时不可用';
/**
 * A bound on what a visitor waits, generous for a busy 2-core machine (four times the budget). What proves
 * the budget held is the cause: the log line of a call that failed by its timeout, and the 503.
 */
const MAX_WAIT_MS = TIMEOUT_MS * 4;
/** How late the slow backend answers: far past MAX_WAIT_MS, so waiting for its answer cannot pass. */
const SLOW_MS = 20_000;
const ARTICLE = 'web/get_article_info_by_id';
const CATEGORY = 'web/get_category_info_by_id';

/** News ids that no page view has asked for yet in this server's life: no kept copy exists. */
let nextId = FRESH_ID_FROM + (Date.now() % 50_000);
const freshId = () => (nextId += 1);

/** Runs `action` and returns the lines the site logged meanwhile. */
async function logged(action: () => Promise<unknown>): Promise<string[]> {
  const before = readFileSync(ALT_SITE_LOG, 'utf8').length;
  await action();
  await new Promise((resolve) => setTimeout(resolve, 100)); // let the server flush its log
  return logMessages(readFileSync(ALT_SITE_LOG, 'utf8').slice(before));
}

/** The header and footer are there, with the backend's values (the layout's data is not what failed). */
async function expectShell(page: Page) {
  await expect(page.getByRole('banner').getByTestId('stock-code')).toHaveText('900901');
  await expect(page.getByTestId('site-footer')).toBeAttached();
}

async function expectNoInternals(page: Page) {
  const text = await page.content();
  expect(text).not.toMatch(/BackendError|UND_ERR|ECONNRE|\bat async\b|node_modules|127\.0\.0\.1:4320/);
}

/** Each fault, and the failure kind its log line must give (the budget's two: `timeout`). */
const PAGE_FAULTS: { name: string; fault: Fault; kind: string }[] = [
  { name: 'connection reset', fault: { mode: 'reset' }, kind: 'network' },
  { name: 'answer after the timeout', fault: { mode: 'slow', delayMs: SLOW_MS }, kind: 'timeout' },
  { name: 'headers, then a stalled body', fault: { mode: 'stall' }, kind: 'timeout' },
  { name: 'HTTP 500', fault: { status: 500 }, kind: 'http 500' },
  { name: 'HTTP 502', fault: { status: 502 }, kind: 'http 502' },
  { name: 'HTML instead of JSON', fault: { mode: 'html' }, kind: 'parse' },
  { name: 'malformed JSON', fault: { mode: 'malformed' }, kind: 'parse' },
  { name: 'JSON without an envelope code', fault: { mode: 'envelope' }, kind: 'envelope' },
  { name: 'envelope code 503', fault: { code: 503, msg: '服务繁忙' }, kind: 'code 503' },
  { name: 'data with missing fields', fault: { mode: 'missing' }, kind: 'shape' },
  { name: 'data with wrongly typed fields', fault: { mode: 'wrongtype' }, kind: 'shape' },
];

// Each test sets the faults it needs and clears them after; one failing does not skip the others.
test.describe('backend faults, seen by a visitor @shared', () => {
  test.afterEach(() => setFaults({}));

  for (const { name, fault, kind } of PAGE_FAULTS) {
    test(`${name}, no kept copy: the unavailable page in the shell (503), in time, one log line`, async ({ page }) => {
      const id = freshId();
      await setFaults({ [ARTICLE]: { ...fault, id } });
      let response: Awaited<ReturnType<Page['goto']>> = null;
      let elapsed = 0;
      const lines = await logged(async () => {
        const started = Date.now();
        response = await page.goto(`${ALT_SITE}/news/detail/${id}`);
        elapsed = Date.now() - started;
      });
      expect(response!.status()).toBe(503);
      expect(response!.headers()['retry-after']).toBe('30');
      expect(elapsed).toBeLessThan(MAX_WAIT_MS);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNAVAILABLE);
      await expect(page.getByRole('main')).toContainText('请稍后刷新页面重试');
      await expectShell(page);
      await expectNoInternals(page);
      const failed = lines.filter((line) => line.startsWith(`[backend] ${ARTICLE} failed`));
      expect(failed, lines.join('\n')).toHaveLength(1);
      expect(failed[0]).toContain(`[backend] ${ARTICLE} failed (${kind})`);
      if (kind === 'timeout') expect(Number(/no answer within (?:the )?(\d+) ms/.exec(failed[0]!)?.[1])).toBeLessThanOrEqual(TIMEOUT_MS);
      expect(lines.join('\n')).not.toMatch(/\n\s+at /);
    });
  }

  test('the unavailable page is drawn on the server: a visitor without JavaScript reads it, with the shell', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const id = freshId();
    await setFaults({ [ARTICLE]: { status: 502, id } });
    const response = await page.goto(`${ALT_SITE}/news/detail/${id}`);
    expect(response?.status()).toBe(503);
    await expect(page).toHaveTitle(new RegExp(UNAVAILABLE));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNAVAILABLE);
    await expect(page.getByRole('link', { name: '刷新重试' })).toHaveAttribute('href', '');
    await expectShell(page);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await context.close();
  });

  test('code -1000 for an article is not a fault: the members-only page (200, noindex) in the shell, one log line', async ({ page }) => {
    const id = freshId();
    await setFaults({ [ARTICLE]: { code: -1000, msg: '未登录', id } });
    let response: Awaited<ReturnType<Page['goto']>> = null;
    const lines = await logged(async () => {
      response = await page.goto(`${ALT_SITE}/news/detail/${id}`);
    });
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('会员专享内容');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expectShell(page);
    await expectNoInternals(page);
    expect(lines.filter((line) => line.startsWith(`[backend] ${ARTICLE} failed (code -1000)`))).toHaveLength(1);
  });

  test('code 0 (no such article) is the 404 page in the shell', async ({ page }) => {
    const id = freshId();
    await setFaults({ [ARTICLE]: { code: 0, msg: '文章不存在', id } });
    const response = await page.goto(`${ALT_SITE}/news/detail/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在');
    await expectShell(page);
  });

  test('with a kept copy the page keeps being served while the backend fails, and the log says so', async ({ page }) => {
    const id = freshId();
    await page.goto(`${ALT_SITE}/news/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`临时新闻 ${id}`);
    for (const fault of [{ status: 502 }, { mode: 'reset' }, { code: 503, msg: '维护' }] satisfies Fault[]) {
      await setFaults({ [ARTICLE]: { ...fault, id } });
      await page.waitForTimeout(1100); // past the moment a result (here: the success) is remembered
      const lines = await logged(async () => {
        const response = await page.goto(`${ALT_SITE}/news/detail/${id}`);
        expect(response?.status()).toBe(200);
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`临时新闻 ${id}`);
      expect(lines.find((line) => line.startsWith(`[backend] ${ARTICLE} failed`))).toMatch(
        /; serving the last good answer from \d{4}-\d\d-\d\dT/,
      );
    }
  });

  test('a kept copy of the header data keeps the shell whole when those calls fail', async ({ page }) => {
    await page.goto(`${ALT_SITE}/about`);
    await setFaults({ 'web/get_site_list': { status: 500 }, 'web/get_info': { mode: 'reset' } });
    const response = await page.goto(`${ALT_SITE}/about`);
    expect(response?.status()).toBe(200);
    await expectShell(page);
    await expect(page.getByTestId('site-footer').getByRole('link', { name: '010-1234 5678' })).toBeVisible();
  });

  test('empty lists: every page answers 200 with its empty states', async ({ page }) => {
    const empty: Fault = { mode: 'empty' };
    await setFaults({
      [CATEGORY]: empty,
      'web/get_banner_list': empty,
      'web/get_experience_list': empty,
      'web/get_company_profile': empty,
    });
    for (const path of ['/', '/about', '/product', '/investor', '/news', '/contact']) {
      const response = await page.goto(ALT_SITE + path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expectShell(page);
    }
    await page.goto(`${ALT_SITE}/news`);
    await expect(page.getByText('暂无内容')).toBeVisible();
  });

  test('when the backend recovers, the site recovers without a restart', async ({ page }) => {
    const id = freshId();
    await setFaults({ [ARTICLE]: { status: 500, id } });
    expect((await page.goto(`${ALT_SITE}/news/detail/${id}`))?.status()).toBe(503);
    await setFaults({});
    // A failure is remembered for one second before the backend is asked again.
    await expect(async () => {
      expect((await page.goto(`${ALT_SITE}/news/detail/${id}`))?.status()).toBe(200);
    }).toPass({ timeout: 5000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`临时新闻 ${id}`);
  });

  test('a fault set right after another failed is the one the next view meets: the switch waits out the site’s memory of failures', async ({
    request,
  }) => {
    // The site does not ask again for a call that failed less than a second ago (FAILURE_MEMO_MS): a test
    // that sets a new fault right after a failure must not meet the old one through that memory.
    expect((await request.get(`${ALT_SITE}/investor`)).status()).toBe(200); // a good quote is kept
    await setFaults({ 'web/get_stock_quote': { status: 502 } });
    // The last good quote stands in for the failing one (stale-if-error), chart and all.
    expect(await (await request.get(`${ALT_SITE}/investor`)).text()).toContain('data-chart="price"');
    await setFaults({ 'web/get_stock_quote': { status: 404 } });
    const html = await (await request.get(`${ALT_SITE}/investor`)).text();
    // Asked again, and told the backend has no quote: no kept copy stands in for that answer.
    expect((await backendCallsAsked())['web/get_stock_quote']).toBeGreaterThan(0);
    expect(html).not.toContain('data-chart="price"');
  });
});

test.describe('backend faults through the /api/ forwarder @shared', () => {
  test.afterEach(() => setFaults({}));

  // A call the browser makes, which no page render makes (the API's door forwards only the browser's calls).
  const call = (request: { post: (url: string, options: object) => Promise<APIResponse> }) =>
    request.post(`${ALT_SITE}/api/web/get_document_file`, { data: { id: 1 }, failOnStatusCode: false });

  test('connection reset: 502 with an envelope', async ({ request }) => {
    await setFaults({ 'web/get_document_file': { mode: 'reset' } });
    const response = await call(request);
    expect(response.status()).toBe(502);
    expect(await response.json()).toEqual({ code: 0, msg: '后端服务不可用', data: null });
  });

  test('an answer after the timeout: 504 with an envelope, in time', async ({ request }) => {
    await setFaults({ 'web/get_document_file': { mode: 'slow', delayMs: SLOW_MS } });
    const started = Date.now();
    const response = await call(request);
    expect(Date.now() - started).toBeLessThan(MAX_WAIT_MS);
    expect(response.status()).toBe(504);
    expect(await response.json()).toEqual({ code: 0, msg: '后端服务响应超时', data: null });
  });

  test('a body that stalls after the headers is cut off in time', async ({ request }) => {
    await setFaults({ 'web/get_document_file': { mode: 'stall' } });
    const started = Date.now();
    await expect(call(request).then((response) => response.text())).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(MAX_WAIT_MS);
  });

  test('HTTP errors, HTML, malformed JSON and envelope codes pass through unchanged for the browser helper', async ({ request }) => {
    const cases: { fault: Fault; status: number; body: RegExp }[] = [
      { fault: { status: 500 }, status: 500, body: /^<html>fault<\/html>$/ },
      { fault: { status: 502 }, status: 502, body: /^<html>fault<\/html>$/ },
      { fault: { mode: 'html' }, status: 200, body: /系统维护中/ },
      { fault: { mode: 'malformed' }, status: 200, body: /^\{"code":1,"msg":"ok","data":\{"stock_name":$/ },
      { fault: { code: -1000, msg: '未登录' }, status: 200, body: /"code":-1000/ },
      { fault: { code: 503, msg: '服务繁忙' }, status: 200, body: /"code":503,"msg":"服务繁忙"/ },
    ];
    for (const { fault, status, body } of cases) {
      await setFaults({ 'web/get_document_file': fault });
      const response = await call(request);
      expect(response.status(), JSON.stringify(fault)).toBe(status);
      expect(await response.text(), JSON.stringify(fault)).toMatch(body);
    }
  });

  test('the server process survives every fault above', async ({ request }) => {
    expect((await request.get(`${ALT_SITE}/about`)).status()).toBe(200);
  });
});
