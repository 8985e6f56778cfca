/**
 * Investor relations in depth (issue 25, items 2 to 5): the dividend history with its chart, table and CSV;
 * shareholders' meetings, a page each with its facts, proposals and documents; results briefings, a page each,
 * listed on /investor and linked from the calendar; the sustainability page. Everything is in the HTML (these
 * run without script), in both languages, at both widths; every document link answers. A backend without the
 * calls has none of the pages, and no link to them.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ALT_SITE, SITE } from './support/servers';
import { setFaults } from './support/alt-faults';
import { expect, test } from './support/fixtures';

/** Every link of `scope` answers 200 with a PDF (the demo's documents are its files). */
async function documentsAnswer(page: Page, request: APIRequestContext, selector: string, count: number) {
  const hrefs = await page.locator(selector).evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(hrefs.length).toBe(count);
  for (const href of hrefs) {
    const answer = await request.get(href);
    expect(answer.status(), href).toBe(200);
    expect(answer.headers()['content-type'], href).toContain('application/pdf');
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['zh', 'en'] as const) {
    const base = lang === 'zh' ? '' : '/en';

    test(`the dividend history: cash per share by year drawn and tabled, every distribution with its announcement, the CSV (${lang})`, async ({
      page,
      request,
    }) => {
      await page.goto(`${SITE}${base}/investor/dividends`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'zh' ? '分红派息' : 'Dividends');
      const chart = page.locator('svg[data-chart="dividends"]');
      await expect(chart.locator('rect')).toHaveCount(5);
      // 2025: an interim 1.00 and a final 3.20 per 10 shares make 0.42 a share.
      await expect(chart).toHaveAttribute('aria-label', lang === 'zh' ? /2025 年度 0\.420/ : /FY2025 0\.420/);
      const perShare = page.locator('table[data-table="per-share"] tbody tr');
      await expect(perShare).toHaveCount(5);
      await expect(perShare.first()).toContainText('0.420');
      const rows = page.locator('table[data-table="dividends"] tbody tr');
      await expect(rows).toHaveCount(6);
      await expect(rows.nth(1)).toContainText(lang === 'zh' ? '中期' : 'Interim');
      await expect(rows.first()).toContainText(lang === 'zh' ? '2026-06-25' : 'Jun 25, 2026');
      await expect(rows.first()).toContainText(lang === 'zh' ? '153,600,000.00 元' : 'CNY 153,600,000.00');
      await documentsAnswer(page, request, 'table[data-table="dividends"] tbody a', 6);

      const csvLink = page.getByRole('link', { name: lang === 'zh' ? '下载全部分配记录（CSV）' : 'Download every distribution (CSV)' });
      await expect(csvLink).toHaveAttribute('href', `${base}/investor/dividends.csv`);
      const csv = await request.get(`${SITE}${base}/investor/dividends.csv`);
      expect(csv.headers()['content-type']).toContain('text/csv');
      // UTF-8 with a byte-order mark, so that a spreadsheet reads the Chinese right.
      const bytes = await csv.body();
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
      expect(lines).toHaveLength(7);
      expect(lines[0]!.startsWith(lang === 'zh' ? '年度' : 'Fiscal year')).toBe(true);
      expect(lines[1]).toContain(`${SITE}/api/files/docs/ir/314.pdf`);
    });

    test(`shareholders' meetings: to come and past, a page each with its facts, proposals and documents (${lang})`, async ({
      page,
      request,
    }) => {
      await page.goto(`${SITE}${base}/investor/meetings`);
      const upcoming = page.locator('section[aria-labelledby="upcoming"] li');
      await expect(upcoming).toHaveCount(1);
      await expect(page.locator('section[aria-labelledby="past"] li')).toHaveCount(3);
      await upcoming.getByRole('link').click();
      await expect(page).toHaveURL(`${SITE}${base}/investor/meetings/711`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'zh' ? '2026 年第一次临时股东大会' : 'First Extraordinary General Meeting of 2026',
      );
      const facts = page.getByRole('main').locator('dl');
      await expect(facts).toContainText(lang === 'zh' ? '2026-12-08' : 'Dec 8, 2026');
      await expect(facts).toContainText(lang === 'zh' ? '交易系统投票平台' : 'trading system');
      // Still to come: every proposal waits for the vote, and the calendar's file is offered.
      await expect(page.locator('[data-result="pending"]')).toHaveCount(3);
      const calendar = page.getByRole('link', { name: lang === 'zh' ? /添加到日历/ : /Add to calendar/ });
      const ics = await request.get(new URL((await calendar.getAttribute('href'))!, SITE).toString());
      expect(await ics.text()).toContain('ir-event-511@');

      await page.goto(`${SITE}${base}/investor/meetings/703`);
      await expect(page.locator('[data-result="passed"]')).toHaveCount(4);
      await expect(page.getByRole('heading', { level: 3 })).toHaveText(
        lang === 'zh'
          ? ['会议通知', '会议资料', '网络投票指引', '决议公告', '法律意见书']
          : ['Notice', 'Meeting materials', 'How to vote online', 'Resolutions', "Lawyer's opinion"],
      );
      await documentsAnswer(page, request, 'section[aria-labelledby="documents"] a', 5);
      expect((await request.get(`${SITE}${base}/investor/meetings/0703`)).status()).toBe(404);
      expect((await request.get(`${SITE}${base}/investor/meetings/999`)).status()).toBe(404);
    });

    test(`results briefings: listed on /investor, linked from the calendar; to come, how to join and the questions; held, the replay, slides and Q&A (${lang})`, async ({
      page,
      request,
    }) => {
      await page.goto(`${SITE}${base}/investor`);
      const section = page.locator('section[aria-labelledby="briefings"]');
      await expect(section.getByRole('listitem')).toHaveCount(3);
      await expect(
        page
          .getByRole('navigation', { name: lang === 'zh' ? '本页导航' : 'On this page' })
          .getByRole('link', { name: lang === 'zh' ? '业绩说明会' : 'Results briefings' }),
      ).toHaveAttribute('href', '#briefings');
      // The calendar's meeting and briefing link their pages.
      const events = page.locator('section[aria-labelledby="events"]');
      await expect(
        events.getByRole('link', {
          name: lang === 'zh' ? '2026 年第一次临时股东大会' : 'First Extraordinary General Meeting of 2026',
          exact: true,
        }),
      ).toHaveAttribute('href', `${base}/investor/meetings/711`);
      await section
        .getByRole('link', { name: lang === 'zh' ? '2026 年第三季度业绩说明会' : '2026 Third-Quarter Results Briefing' })
        .click();
      await expect(page).toHaveURL(`${SITE}${base}/investor/briefings/802`);
      const replay = page.getByRole('link', { name: lang === 'zh' ? /观看回放/ : /Watch the replay/ });
      await expect(replay).toHaveAttribute('target', '_blank');
      await expect(replay).toHaveAttribute('href', 'https://roadshow.sseinfo.com/');
      await documentsAnswer(page, request, 'section[aria-labelledby="replay"] li a', 1);
      await expect(page.locator('section[aria-labelledby="record"] li')).toHaveCount(3);
      // Over: how to join is no longer offered.
      await expect(page.getByRole('link', { name: lang === 'zh' ? '进入说明会' : 'Join the briefing' })).toHaveCount(0);

      await page.goto(`${SITE}${base}/investor/briefings/804`);
      await expect(page.getByRole('link', { name: lang === 'zh' ? /进入说明会/ : /Join the briefing/ })).toHaveAttribute(
        'href',
        'https://roadshow.sseinfo.com/',
      );
      await expect(page.locator('section[aria-labelledby="questions"] li')).toHaveCount(2);
      await expect(page.locator('section[aria-labelledby="record"]')).toHaveCount(0);
      const ask = page.getByRole('link', { name: lang === 'zh' ? '会前提问' : 'Ask a question in advance' });
      expect((await request.get(new URL((await ask.getAttribute('href'))!, SITE).toString())).status()).toBe(200);
    });

    test(`sustainability: the reports by year, the key figures by pillar, the policies (${lang})`, async ({ page, request }) => {
      await page.goto(`${SITE}${base}/investor`);
      await page
        .getByRole('navigation', { name: lang === 'zh' ? '更多投资者信息' : 'More for investors' })
        .getByRole('link', { name: lang === 'zh' ? 'ESG 与可持续发展' : 'ESG and sustainability' })
        .click();
      await expect(page).toHaveURL(`${SITE}${base}/investor/esg`);
      await documentsAnswer(page, request, 'section[aria-labelledby="reports"] a', 2);
      await expect(page.locator('section[aria-labelledby="reports"] li').first()).toContainText(lang === 'zh' ? '2025 年度' : 'FY2025');
      await expect(page.locator('section[aria-labelledby="figures"] h3')).toHaveText(
        lang === 'zh' ? ['环境', '社会', '治理'] : ['Environmental', 'Social', 'Governance'],
      );
      await expect(page.locator('section[aria-labelledby="pillar-E"] dd').first()).toContainText('12,480');
      await documentsAnswer(page, request, 'section[aria-labelledby="policies"] a', 4);
    });
  }
});

test.describe("the price chart marks the year's results releases, dividends and meetings", () => {
  for (const lang of ['zh', 'en'] as const) {
    const base = lang === 'zh' ? '' : '/en';

    test(`as a list under the chart, each linking its announcement, without JavaScript (${lang})`, async ({ browser, request }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${SITE}${base}/investor`);
      const list = page.getByTestId('chart-events');
      await expect(list.getByRole('heading', { level: 3 })).toContainText(lang === 'zh' ? '图中标注的事件' : 'Events marked on the chart');
      const items = list.getByRole('listitem');
      // Within the chart's year (2025-11-28 to 2026-11-27): a meeting in December, two releases in April, the
      // AGM, the 2025 dividend's ex-date, the half-year and third-quarter reports.
      await expect(items).toHaveCount(7);
      await expect(items.nth(4)).toContainText(lang === 'zh' ? '2026-06-25' : 'Jun 25, 2026');
      await expect(items.nth(4)).toContainText(lang === 'zh' ? '分红' : 'Dividend');
      await documentsAnswer(page, request, '[data-testid="chart-events"] a', 7);
      // The marks say the same to the eye only: hidden from screen readers, out of the tab order.
      const marks = page.getByTestId('chart-event-marks');
      await expect(marks).toHaveAttribute('aria-hidden', 'true');
      await expect(marks.locator('a')).toHaveCount(7);
      for (const mark of await marks.locator('a').all()) await expect(mark).toHaveAttribute('tabindex', '-1');
      await context.close();
    });
  }

  test("a mark takes the pointer over the chart's hover layer, and leads to its announcement", async ({ page }) => {
    await page.goto(`${SITE}/investor`);
    const mark = page.getByTestId('chart-event-marks').locator('a[data-kind="dividend"]');
    await mark.scrollIntoViewIfNeeded();
    await expect(mark).toBeVisible();
    const onTop = await mark.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === element;
    });
    expect(onTop).toBe(true);
    await expect(mark).toHaveAttribute('href', '/api/files/docs/ir/314.pdf');
    await expect(mark).toHaveAttribute('title', /2026-06-25/);
  });
});

test('the sitemap lists the investor pages in both languages', async ({ request }) => {
  const sitemap = await (await request.get(`${SITE}/sitemap.xml`)).text();
  for (const path of [
    '/investor/dividends',
    '/investor/meetings',
    '/investor/meetings/711',
    '/investor/meetings/702',
    '/investor/briefings/804',
    '/investor/esg',
  ])
    for (const base of ['', '/en']) expect(sitemap).toContain(`<loc>${SITE}${base}${path}</loc>`);
});

test.describe('a backend without the investor pages @shared', () => {
  test.afterEach(() => setFaults({}));

  test('no dividends, meetings, briefings or sustainability page, no link to one, nothing in the sitemap', async ({ request }) => {
    await setFaults({
      'web/get_dividends': { status: 404 },
      'web/get_meetings': { status: 404 },
      'web/get_briefings': { status: 404 },
      'web/get_esg': { status: 404 },
    });
    for (const path of [
      '/investor/dividends',
      '/en/investor/dividends.csv',
      '/investor/meetings',
      '/investor/meetings/703',
      '/en/investor/briefings/802',
      '/investor/esg',
    ])
      expect((await request.get(`${ALT_SITE}${path}`)).status(), path).toBe(404);
    for (const path of ['/investor', '/en/investor']) {
      const investor = await request.get(`${ALT_SITE}${path}`);
      expect(investor.status()).toBe(200);
      const html = await investor.text();
      // The chart marks the results releases still (the periodic reports), no dividend and no meeting.
      expect(html).toContain('data-kind="results"');
      expect(html).not.toContain('data-kind="dividend"');
      expect(html).not.toContain('data-kind="meeting"');
      for (const link of ['/investor/dividends', '/investor/meetings', '/investor/briefings', '/investor/esg', 'href="#briefings"'])
        expect(html, `${path}: ${link}`).not.toContain(link);
    }
    const sitemap = await (await request.get(`${ALT_SITE}/sitemap.xml`)).text();
    expect(sitemap).toContain('/investor');
    for (const path of ['/investor/dividends', '/investor/meetings', '/investor/briefings', '/investor/esg'])
      expect(sitemap).not.toContain(path);
  });
});
