/**
 * The contract's rules for what a backend sends (issue 20, part 2), against a backend that sends it: lists
 * read item by item, links written once for both languages, language marks, event files, corrections to
 * periodic reports, and what a page looks like when optional fields are missing. @shared: the second
 * backend's answers are set per test.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ALT_BACKEND, ALT_SITE, ALT_SITE_LOG } from './support/servers';
import { FRESH_ID_FROM, setFaults } from './support/alt-faults';
import { logMessages } from './support/logs';
import { expect, test } from './support/fixtures';

const ARTICLE = 'web/get_article_info_by_id';
let nextId = FRESH_ID_FROM + 95_000 + (Date.now() % 4_000);
const freshId = () => (nextId += 1);

/** What the test backend answers for a call, as any backend written from the contract would. */
async function answer(call: string, payload: object) {
  const response = await fetch(`${ALT_BACKEND}/api/web/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return ((await response.json()) as { data: Record<string, any> }).data;
}

/** News 201 under another id (no page of it kept anywhere), with `changes`. */
async function article(id: number, changes: Record<string, unknown> = {}): Promise<Record<string, any>> {
  return { ...(await answer('get_article_info_by_id', { id: 201 })), id, ...changes };
}

/** Every link of the page answers (same site: 200). */
async function expectLinksAnswer(page: Page, selector: string) {
  for (const href of await page
    .locator(`${selector} a[href^="/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
    expect((await page.request.get(ALT_SITE + href)).status(), href).toBe(200);
  }
}

test.afterEach(() => setFaults({}));

test.describe('lists, read item by item @shared', () => {
  test('an attachment without a name is listed by its file name; a bad one is left out and logged once; the article stands', async ({
    page,
  }) => {
    const id = freshId();
    const attachments = [
      { url: 'files/docs/ir/301.pdf', size: 760 },
      { name: '外站文件', url: 'https://evil.example/x.pdf' },
      { name: '坏的', url: 'files/docs/ir/302.pdf', size: 'big' },
    ];
    await setFaults({ [ARTICLE]: { id, data: await article(id, { attachments }) } });
    const before = readFileSync(ALT_SITE_LOG, 'utf8').length;
    for (const [path, heading] of [
      [`/news/detail/${id}`, '附件'],
      [`/en/news/detail/${id}`, 'Attachments'],
    ] as const) {
      const response = await page.goto(ALT_SITE + path);
      expect(response?.status(), path).toBe(200);
      const files = page.locator('section[aria-labelledby="attachments"]');
      await expect(files.getByRole('heading', { name: heading })).toBeVisible();
      await expect(files.getByRole('link')).toHaveCount(1);
      await expect(files.getByRole('link')).toContainText('301.pdf');
      await expectLinksAnswer(page, 'section[aria-labelledby="attachments"]');
    }
    await page.waitForTimeout(100); // the server's log is written asynchronously
    // Logged once per server process: the foreign address (attachments[1]) was logged here unless another test
    // (contract-backend.spec.ts) had met the same one on this server first.
    const lines = logMessages(readFileSync(ALT_SITE_LOG, 'utf8').slice(before)).filter(
      (line) => line.includes('left out') && !line.includes('attachments[1].url'),
    );
    expect(lines).toEqual([
      `[backend] ${ARTICLE}: an item of the answer left out (attachments[2].size: Invalid input: expected number, received string)`,
    ]);
  });

  test('home leaves out a product line without products', async ({ page }) => {
    const root = await answer('get_category_info_by_id', { id: 1, page: 1, page_size: 4 });
    root.category.children = [
      ...root.category.children,
      { id: 1999, parent_id: 1, name: '空的产品线', slug: 'empty', type: 'product', description: '', article_count: 0, children: [] },
    ];
    await setFaults({ 'web/get_category_info_by_id': { id: 1, data: root } });
    await page.goto(`${ALT_SITE}/`);
    const lines = page.locator('section[aria-labelledby="home-products"] li');
    await expect(lines.first()).toBeVisible();
    await expect(lines.filter({ hasText: '空的产品线' })).toHaveCount(0);
    await expect(lines.filter({ hasText: /(^|\D)0 款产品/ })).toHaveCount(0);
  });
});

test.describe('links written once for both languages @shared', () => {
  test('a site path of a banner, an event and rich text leads to the English page on English pages, and nowhere off the site', async ({
    page,
  }) => {
    const id = freshId();
    const content =
      '<p><a href="/product/detail/101">产品</a> <a href="/\\evil.example/">外站</a> <a href="/.//evil.example/">外站二</a> <a href="/api/files/docs/ir/301.pdf">PDF</a></p>';
    const events = [
      { id: 601, type: 'call', title: 'Results briefing', starts_at: '2099-03-02T10:00', url: '/news/detail/211' },
      { id: 602, type: 'call', title: 'Roadshow', starts_at: '2099-03-03T10:00', url: '/\\evil.example' },
    ];
    await setFaults({
      [ARTICLE]: { id, data: await article(id, { content }) },
      'web/get_banner_list': { data: { list: [{ id: 1, title: 'Products', link_url: '/product', link_text: 'Browse' }] } },
      'web/get_ir_events': { data: { list: events } },
    });
    await page.goto(`${ALT_SITE}/en/news/detail/${id}`);
    const body = page.locator('article');
    await expect(body.getByRole('link', { name: '产品' })).toHaveAttribute('href', '/en/product/detail/101');
    await expect(body.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/api/files/docs/ir/301.pdf');
    for (const name of ['外站', '外站二'])
      await expect(body.locator('a', { hasText: new RegExp(`^${name}$`) })).not.toHaveAttribute('href', /./);
    await page.goto(`${ALT_SITE}/en`);
    await expect(page.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/en/product');
    await page.goto(`${ALT_SITE}/en/investor`);
    const upcoming = page.locator('section[aria-labelledby="events"] li');
    await expect(upcoming.filter({ hasText: 'Results briefing' }).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/en/news/detail/211',
    );
    await expect(upcoming.filter({ hasText: 'Roadshow' }).getByRole('link', { name: 'Details' })).toHaveCount(0);
    // The calendar file links the English page too, and the event whose link led off the site links the calendar's page.
    const calendar = new ICAL.Component(ICAL.parse(await (await page.request.get(`${ALT_SITE}/en/investor/events.ics`)).text()));
    const urls = Object.fromEntries(
      calendar
        .getAllSubcomponents('vevent')
        .map((event) => [event.getFirstPropertyValue('summary'), String(event.getFirstPropertyValue('url'))]),
    );
    expect(urls['Results briefing']).toBe(`${ALT_SITE}/en/news/detail/211`);
    expect(urls.Roadshow).toBe(`${ALT_SITE}/en/investor#events`);
  });
});

test.describe('language marks @shared', () => {
  test('a one-language article is marked as such everywhere its words show: title, breadcrumb, source, neighbours and related', async ({
    page,
  }) => {
    const id = freshId();
    const data = await article(id, {
      lang: 'zh',
      prev: { id: 211, title: '星垣微电子举办 2026 年第三季度业绩说明会', lang: 'zh' },
      next: { id: 212, title: 'XY5210 LE Audio SoC tape-out' },
      related: [{ id: 214, title: '星垣微电子 2026 年半年度报告发布', lang: 'zh' }],
    });
    await setFaults({ [ARTICLE]: { id, data } });
    await page.goto(`${ALT_SITE}/en/news/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang="zh-CN"]')).toHaveText(data.title);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('article header p span', { hasText: 'Source:' }).locator('[lang="zh-CN"]')).toHaveText(data.source);
    const neighbours = page.getByRole('navigation', { name: 'Previous and next article' });
    await expect(neighbours.locator('a[rel="prev"] [lang="zh-CN"]')).toHaveText(data.prev.title);
    await expect(neighbours.locator('a[rel="next"] [lang]')).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby="related"] a [lang="zh-CN"]')).toHaveText(data.related[0].title);
  });

  test('an English-only item on a Chinese page is marked English', async ({ page }) => {
    const id = freshId();
    await setFaults({
      [ARTICLE]: { id, data: await article(id, { lang: 'en', title: 'An English-only notice', source: 'Investor relations' }) },
    });
    await page.goto(`${ALT_SITE}/news/detail/${id}`);
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang="en"]')).toHaveText('An English-only notice');
    await expect(page.getByRole('navigation', { name: '面包屑' }).locator('[aria-current="page"]')).toHaveAttribute('lang', 'en');
  });
});

test.describe('investor events and reports @shared', () => {
  test('an event whose date does not exist is on no page, in no calendar, and its own file is a 404', async ({ request }) => {
    await setFaults({
      'web/get_ir_events': {
        data: {
          list: [
            { id: 611, title: '不存在的日子', starts_at: '2026-02-30' },
            { id: 612, title: '真的日子', starts_at: '2099-02-27' },
          ],
        },
      },
    });
    expect((await request.get(`${ALT_SITE}/investor/events/611.ics`)).status()).toBe(404);
    expect((await request.get(`${ALT_SITE}/investor/events/612.ics`)).status()).toBe(200);
    expect(await (await request.get(`${ALT_SITE}/investor`)).text()).not.toContain('不存在的日子');
  });

  test('a correction stands beside the report it corrects, each with its title', async ({ page }) => {
    const reports = await answer('get_category_info_by_id', { id: 32, page: 1, page_size: 50 });
    const annual = reports.articles.list.find((item: { announcement?: { subtype?: string } }) => item.announcement?.subtype === '年度报告');
    const correction = {
      ...annual,
      id: annual.id + 50_000,
      title: `${annual.title}（更正后）`,
      published_at: '2026-06-30',
      announcement: { ...annual.announcement, pdf_url: 'files/docs/ir/302.pdf' },
    };
    reports.articles.list = [correction, ...reports.articles.list];
    await setFaults({ 'web/get_category_info_by_id': { id: 32, data: reports } });
    await page.goto(`${ALT_SITE}/investor`);
    const card = page
      .locator('section[aria-labelledby="reports"] li', { hasText: correction.title })
      .locator('div > div', { has: page.locator('strong', { hasText: /^年度报告$/ }) });
    // Each title shown on the card (the first of each: the links repeat it for screen readers).
    await expect(card.getByText(correction.title, { exact: true }).first()).toBeVisible();
    await expect(card.getByText(annual.title, { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('link')).toHaveCount(2);
    await expectLinksAnswer(page, 'section[aria-labelledby="reports"]');
  });
});

test.describe('what readers of feeds and calendars get from hostile text @shared', () => {
  test('a title with two ends of CDATA and control characters, and a company name with CR/LF, stay inside their fields', async ({
    request,
  }) => {
    const news = await answer('get_category_info_by_id', { id: 2, page: 1, page_size: 20 });
    news.articles.list[0].title = 'a]]><script>x</script>]]><b>y</b>\u0000\u0007z';
    const site = await answer('get_site_list', {});
    await setFaults({
      'web/get_category_info_by_id': { id: 2, data: news },
      'web/get_site_list': { data: { ...site, company_short_name: '星垣\r\nBEGIN:VEVENT\r\nUID:evil\r\nSUMMARY:假活动\r\nEND:VEVENT' } },
    });
    const feed = await (await request.get(`${ALT_SITE}/feed/news.xml`)).text();
    expect(XMLValidator.validate(feed)).toBe(true);
    expect(feed).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    // The title reads back as it was sent (less its control characters): nothing of it got out of its field.
    const titles = [new XMLParser().parse(feed).rss.channel.item]
      .flat()
      .map((item: { title: string }) => String(item.title).replaceAll('\u200b', ''));
    expect(titles[0]).toBe('a]]><script>x</script>]]><b>y</b>  z');
    const calendar = new ICAL.Component(ICAL.parse(await (await request.get(`${ALT_SITE}/investor/events.ics`)).text()));
    expect(calendar.getAllSubcomponents('vevent').map((event) => event.getFirstPropertyValue('uid'))).not.toContain('evil');
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toContain('BEGIN:VEVENT');
  });
});

test.describe('what sparse content looks like @shared', () => {
  test('a news item without a cover gives its title and summary the whole card, at both widths', async ({ page }) => {
    const news = await answer('get_category_info_by_id', { id: 2, page: 1, page_size: 3 });
    news.articles.list = news.articles.list.map((item: Record<string, unknown>) => ({ ...item, cover: '' }));
    await setFaults({ 'web/get_category_info_by_id': { id: 2, data: news } });
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${ALT_SITE}/`);
      const card = page.locator('section[aria-label] li a', { has: page.locator('h3') }).first();
      const [cardBox, textBox] = [await card.boundingBox(), await card.locator('> div').boundingBox()];
      expect(textBox!.width, `${viewport.width}px`).toBeGreaterThan(cardBox!.width * 0.8);
    }
  });
});
