/**
 * The page cache of the site's HTTP server (lib/server/site-server.ts), end to end: the site in front of
 * the test backend with a 3 s revalidation window and the revalidation endpoint on. Made-up articles
 * (fresh ids) are pages no earlier test has cached; the test backend counts the calls it is asked and
 * can retitle them (an edit in the CMS).
 */
import type { APIRequestContext, Response } from '@playwright/test';
import { CACHE_SITE, CACHE_SITE_LOG, CACHE_WINDOW_SECONDS, REVALIDATE_SECRET } from './support/servers';
import { backendCallsAsked, FRESH_ID_FROM, setFaults } from './support/alt-faults';
import { expect, test } from './support/fixtures';
import { readFileSync } from 'node:fs';

const ARTICLE = 'web/get_article_info_by_id';
let nextId = FRESH_ID_FROM + 50_000 + (Date.now() % 40_000);
const freshId = () => (nextId += 1);

const revalidate = (request: APIRequestContext, data: unknown, secret = REVALIDATE_SECRET) =>
  request.post(`${CACHE_SITE}/_site/revalidate`, { data, headers: { authorization: `Bearer ${secret}` }, failOnStatusCode: false });

const titleOf = async (request: APIRequestContext, path: string) => {
  const response = await request.get(CACHE_SITE + path);
  // React's streaming renderer marks where a text ends before a part that came later with `<!-- -->`; where
  // it does depends on when the answers arrived, not on what the page says.
  const html = (await response.text()).replaceAll('<!-- -->', '');
  return { state: response.headers()['x-site-cache'], status: response.status(), h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] };
};

test.describe('page cache @shared', () => {
  test.afterEach(() => setFaults({}, {}));

  test('a warm page view asks the backend nothing; a cold one asks once per datum', async ({ request }) => {
    const id = freshId();
    await setFaults({});
    expect((await titleOf(request, `/news/detail/${id}`)).state).toBe('MISS');
    const cold = await backendCallsAsked();
    // The layout's site information, settings and privacy policy (the footer's link), and the article.
    expect(cold).toEqual({ 'web/get_site_list': 1, 'web/get_info': 1, 'web/get_info_by_slug': 1, [ARTICLE]: 1 });
    for (let view = 0; view < 5; view += 1) expect((await titleOf(request, `/news/detail/${id}`)).state).toBe('HIT');
    expect(await backendCallsAsked()).toEqual(cold);
  });

  test('an edit shows after the revalidation window, not before', async ({ request }) => {
    const id = freshId();
    const path = `/news/detail/${id}`;
    expect((await titleOf(request, path)).h1).toBe(`临时新闻 ${id}`);
    await setFaults({}, { [id]: '改过的标题' });
    expect(await titleOf(request, path)).toMatchObject({ state: 'HIT', h1: `临时新闻 ${id}` });
    await expect(async () => {
      expect((await titleOf(request, path)).h1).toBe('改过的标题');
    }).toPass({ timeout: (CACHE_WINDOW_SECONDS + 2) * 1000, intervals: [500] });
  });

  test('on-demand revalidation by tag refreshes the pages showing that content at once, and no others', async ({ request }) => {
    const id = freshId();
    const path = `/news/detail/${id}`;
    await titleOf(request, path);
    await titleOf(request, '/about');
    await setFaults({}, { [id]: '立即更新的标题' });

    const other = await revalidate(request, { tags: ['product'] });
    expect(other.status()).toBe(200);
    expect((await titleOf(request, path)).h1).toBe(`临时新闻 ${id}`);

    const news = await revalidate(request, { tags: ['news'] });
    expect(await news.json()).toMatchObject({ code: 1, msg: 'ok', data: { expired: expect.any(Number) } });
    expect(await titleOf(request, path)).toMatchObject({ state: 'MISS', h1: '立即更新的标题' });
    expect((await titleOf(request, '/about')).state).toBe('HIT');
    expect(readFileSync(CACHE_SITE_LOG, 'utf8')).toMatch(
      /\[site\] revalidate tag news: \d+ cached page\(s\) and \d+ backend answer\(s\) expired/,
    );
  });

  test('the revalidation endpoint refuses a wrong secret and a bad request', async ({ request }) => {
    expect((await revalidate(request, { tags: ['news'] }, 'not-the-secret-not-the-secret')).status()).toBe(401);
    expect((await revalidate(request, { tags: ['everything'] })).status()).toBe(400);
    expect((await request.get(`${CACHE_SITE}/_site/revalidate`, { failOnStatusCode: false })).status()).toBe(405);
  });

  test('a cached page keeps being served while the backend fails', async ({ request }) => {
    const id = freshId();
    const path = `/news/detail/${id}`;
    await titleOf(request, path);
    await setFaults({ [ARTICLE]: { status: 500, id }, 'web/get_site_list': { mode: 'reset' } });
    await revalidate(request, { tags: ['news'] });
    const during = await titleOf(request, path);
    expect(during.status).toBe(200);
    expect(during.h1).toBe(`临时新闻 ${id}`);
  });

  test('a page served from the cache runs under its hash policy: it hydrates and nothing is blocked', async ({ page, request }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Answers cached by earlier tests would leave the page less than the window: start from fresh ones.
    await revalidate(request, { tags: ['site', 'page', 'company', 'milestone'] });
    // The window is 3 s on this server: the view right after a render is a HIT unless the machine took longer
    // than that in between (a fresh-clone CI run once loaded the whole page first, then saw MISS). A few tries
    // keep a busy machine from failing the test; a page that is never kept still fails it.
    let response: Response | null = null;
    for (let attempt = 0; attempt < 3 && response?.headers()['x-site-cache'] !== 'HIT'; attempt += 1) {
      await request.get(`${CACHE_SITE}/about`);
      response = await page.goto(`${CACHE_SITE}/about`);
    }
    expect(response?.headers()['x-site-cache']).toBe('HIT');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    // A client-side navigation works only once React has hydrated the header's links.
    await page.getByRole('banner').getByRole('link', { name: '新闻中心' }).click();
    await expect(page).toHaveURL(`${CACHE_SITE}/news`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('新闻中心');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(violations).toEqual([]);
  });
});
