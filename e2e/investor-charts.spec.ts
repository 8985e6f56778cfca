/**
 * The share price and the financial highlights on /investor (issue 14): drawn on the server and present in
 * the HTML, every bar and point the value its table shows, the CSV files, the price chart read by pointer
 * and keyboard, both widths and languages, and a backend whose quote fails or that has no figures.
 */
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ALT_SITE, CACHE_SITE, SITE } from './support/servers';
import { setFaults } from './support/alt-faults';
import { cacheStateOnceKept } from './support/kept';
import { expect, test } from './support/fixtures';
import { chinaToday, NOW_MS } from './support/clock';
import { flightText, htmlParts } from '../scripts/support/html-parts';

const COLUMNS = ['revenue', 'net_profit', 'rd_expense', 'gross_margin', 'rd_share'] as const;

/** The day of the last close made by the suite's now: the latest weekday whose 15:00 in China has passed. */
function lastCloseDay(): string {
  for (let day = new Date(NOW_MS + 8 * 3600_000); ; day = new Date(day.getTime() - 86_400_000)) {
    const date = day.toISOString().slice(0, 10);
    if (![0, 6].includes(day.getUTCDay()) && Date.parse(`${date}T15:00:00+08:00`) <= NOW_MS) return date;
  }
}

/** The table of a series: period → column → the text of its cell. */
async function tableOf(page: Page, kind: 'annual' | 'quarterly') {
  const rows = await page
    .locator(`table[data-series="${kind}"] tbody tr`)
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? '')));
  return new Map(rows.map(([period, ...cells]) => [period!, Object.fromEntries(COLUMNS.map((column, index) => [column, cells[index]!]))]));
}

test.describe('share price and financial highlights', () => {
  test('every bar and point of the charts is the value its table shows', async ({ page }) => {
    await page.goto(`${SITE}/investor`);
    for (const kind of ['annual', 'quarterly'] as const) {
      const table = await tableOf(page, kind);
      expect(table.size).toBe(kind === 'annual' ? 5 : 8);
      const bars = await page.locator(`svg[data-chart="${kind}-amounts"] rect[data-series]`).evaluateAll((rects) =>
        rects.map((rect) => ({
          period: rect.getAttribute('data-period')!,
          series: rect.getAttribute('data-series')!,
          value: rect.getAttribute('data-value')!,
        })),
      );
      expect(bars).toHaveLength(table.size * 3);
      for (const bar of bars)
        expect(bar.value, `${bar.period} ${bar.series}`).toBe(table.get(bar.period)![bar.series as (typeof COLUMNS)[number]]);
      for (const series of ['gross_margin', 'rd_share'] as const) {
        const dots = await page
          .locator(`svg[data-chart="${kind}-ratios"] g[data-series="${series}"] circle`)
          .evaluateAll((circles) => circles.map((circle) => circle.getAttribute('data-value')));
        expect(dots).toEqual([...table.values()].map((row) => row[series]));
      }
      // Each period's label stands under its points, as under its group of bars.
      const ratios = page.locator(`svg[data-chart="${kind}-ratios"]`);
      const labelXs = await ratios.locator(':scope > text').evaluateAll((texts) => texts.map((text) => text.getAttribute('x')));
      const dotXs = await ratios
        .locator('g[data-series="gross_margin"] circle')
        .evaluateAll((circles) => circles.map((circle) => circle.getAttribute('cx')));
      expect(labelXs).toEqual(dotXs);
    }
    // The third-quarter news: 2026 Q1–Q3 revenue 9.62 亿.
    const quarters = await tableOf(page, 'quarterly');
    const revenue = ['2026 Q1', '2026 Q2', '2026 Q3'].reduce((sum, period) => sum + Number(quarters.get(period)!.revenue), 0);
    expect(revenue.toFixed(2)).toBe('9.62');
  });

  test('each series downloads as CSV with the figures of its table', async ({ page, request }) => {
    await page.goto(`${SITE}/investor`);
    const link = page.getByRole('link', { name: /^下载 CSV\s*（近八个季度财务数据）$/ });
    const response = await request.get(new URL((await link.getAttribute('href'))!, SITE).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parse((await response.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual(['报告期', '营业收入（元）', '归母净利润（元）', '研发投入（元）', '研发投入占比（%）', '毛利率（%）']);
    const table = await tableOf(page, 'quarterly');
    expect(rows.map((row) => row[0])).toEqual([...table.keys()]);
    for (const row of rows) expect((Number(row[1]) / 1e8).toFixed(2)).toBe(table.get(row[0]!)!.revenue);
    expect((await request.get(`${SITE}/investor/financials/monthly.csv`)).status()).toBe(404);
  });

  test('the price, the day and a year of closes, readable by pointer and keyboard', async ({ page }) => {
    await page.goto(`${SITE}/investor`);
    const stock = page.locator('section[aria-labelledby="stock"]');
    await expect(stock.locator('p strong').first()).toHaveText(/^\d+\.\d{2}$/);
    await expect(stock.getByText(new RegExp(`^截至 ${lastCloseDay()} 15:00（北京时间），行情延迟 15 分钟`))).toBeVisible();
    const chart = stock.locator('svg[data-chart="price"]');
    await expect(chart).toHaveAttribute('role', 'img');
    await expect(chart).toHaveAccessibleName('近一年日收盘价');
    await expect(chart).toHaveAccessibleDescription(/最高 \d+\.\d{2}（\d{4}-\d{2}-\d{2}），最低/);
    // The last close of the line is the price.
    expect(await chart.locator('path[data-last-close]').getAttribute('data-last-close')).toBe(
      await stock.locator('p strong').first().textContent(),
    );

    const overlay = stock.getByRole('group', { name: /查看每日收盘价/ });
    await overlay.scrollIntoViewIfNeeded();
    const box = (await overlay.boundingBox())!;
    // Low in the plot, below the line: where no event's mark (drawn above its day's close) takes the pointer.
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.92);
    const status = overlay.getByRole('status');
    await expect(status).toHaveText(/^\d{4}-\d{2}-\d{2}, 收盘 \d+\.\d{2}, 成交量 [\d.,]+ 万股$/);
    const middle = await status.textContent();
    // The day's text stays on the screen wherever the pointer is, on a phone too.
    const width = page.viewportSize()!.width;
    for (const at of [0.05, 0.5, 0.95]) {
      await page.mouse.move(box.x + box.width * at, box.y + box.height * 0.92);
      const tip = (await overlay.locator('[data-side]').boundingBox())!;
      expect(tip.x, `pointer at ${at}`).toBeGreaterThanOrEqual(0);
      expect(tip.x + tip.width, `pointer at ${at}`).toBeLessThanOrEqual(width);
    }
    await overlay.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect(status).not.toHaveText(middle!);
    await expect(status).toHaveText(/^\d{4}-\d{2}-\d{2}, 收盘/);
  });

  test('the charts travel once: drawn in the HTML, their figures alone in the RSC payload', async ({ request }) => {
    const html = await (await request.get(`${SITE}/investor`)).text();
    const flight = flightText(html);
    const sizes = new Map(htmlParts(html).payloadParts.map(({ part, bytes }) => [part, bytes]));
    // Issue 48: the payload carried the price line and area as element trees, then the year's days as the
    // hover's props. Now the line's text alone, the HTML's own, which brotli sends as a reference to it,
    const line = /<path d="(M[^"]+)"[^>]*data-last-close/.exec(html)![1]!;
    expect(line.split('L').length).toBeGreaterThan(200);
    expect(flight).toContain(line);
    expect(flight).not.toMatch(/"(closes|volumes|offsets)":\[/);
    expect(sizes.get('#stock')).toBeLessThan(16_000);
    // and every bar, point and table cell of the financial series as an element.
    expect(html).toContain('<rect');
    expect(flight).not.toMatch(/\["\$","(rect|td)"|"data-period"/);
    for (const series of ['#financials-annual', '#financials-quarterly']) expect(sizes.get(series)).toBeLessThan(6_000);
  });

  test("the price chart's days come once a visitor points at it, the line's own, and the page cache keeps them", async ({
    page,
    request,
  }) => {
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('price-days')) asked.push(new URL(sent.url()).pathname);
    });
    await page.goto(`${SITE}/en/investor`);
    const overlay = page.locator('section[aria-labelledby="stock"]').getByRole('group', { name: /each day's close/ });
    await overlay.scrollIntoViewIfNeeded();
    expect(asked).toEqual([]);
    const box = (await overlay.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.92);
    await expect(overlay.getByRole('status')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, Close \d+\.\d{2}/);
    // Named by the line's last day, so that a kept page asks for the year it drew.
    expect(asked).toEqual([expect.stringMatching(/^\/en\/investor\/price-days\/\d{4}-\d{2}-\d{2}\.json$/)]);
    const file = asked[0]!.replace(/^\/en/, '');

    // The days the line was drawn from: as many, the same first and last close.
    const line = page.locator('svg[data-chart="price"] path[data-last-close]');
    const answer = await request.get(`${SITE}/en${file}`);
    expect(answer.headers()['content-type']).toMatch(/^application\/json/);
    const days = (await answer.json()) as { closes: number[]; offsets: number[]; volumes: unknown[] };
    expect(days.closes).toHaveLength(((await line.getAttribute('d')) ?? '').split('L').length);
    expect(days.closes[0]!.toFixed(2)).toBe(await line.getAttribute('data-first-close'));
    expect(days.closes.at(-1)!.toFixed(2)).toBe(await line.getAttribute('data-last-close'));
    expect(days.offsets).toHaveLength(days.closes.length);
    expect(await cacheStateOnceKept(request, `${CACHE_SITE}${file}`)).toBe('HIT');

    // Any other name, or a day without a close (the Sunday before the last day), is a 404 with its reason.
    const sunday = new Date(`${file.slice(-15, -5)}T00:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() - (sunday.getUTCDay() || 7));
    for (const other of ['/investor/price-days/latest.json', `/investor/price-days/${sunday.toISOString().slice(0, 10)}.json`]) {
      const missing = await request.get(`${SITE}${other}`);
      expect(missing.status(), other).toBe(404);
      expect(await missing.text()).toBe('没有近一年的日收盘价');
    }
  });

  test('in English: millions, thousands of shares, Beijing time', async ({ page }) => {
    await page.goto(`${SITE}/en/investor`);
    await expect(page.getByRole('heading', { level: 2, name: 'Financial highlights' })).toBeVisible();
    expect((await tableOf(page, 'annual')).get('2025')!.revenue).toBe('1,087.0');
    await expect(page.getByText(/^As of [A-Z][a-z]{2} \d{1,2}, \d{4} 15:00 \(Beijing time\), delayed by 15 minutes/)).toBeVisible();
    await expect(page.locator('section[aria-labelledby="stock"] dd', { hasText: 'thousand shares' })).toBeVisible();
  });
});

test.describe('charts without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('are in the HTML and read as images with their text', async ({ page }) => {
    await page.goto(`${SITE}/investor`);
    await expect(page.locator('svg[data-chart="price"] path[data-last-close]')).toBeAttached();
    await expect(page.locator('svg[data-chart="annual-amounts"] rect[data-series="revenue"]')).toHaveCount(5);
    await expect(page.getByRole('img', { name: /近五年营业收入：2021 4.12/ })).toBeVisible();
    await expect(page.locator('table[data-series="quarterly"] tbody tr')).toHaveCount(8);
  });
});

test.describe('investor figures against other backends @shared', () => {
  test.afterEach(() => setFaults({}));

  test('a failing quote relay never fails the page', async ({ page }) => {
    // The site may still show the last good quote it was given (stale-if-error): only the page's answer counts here.
    await setFaults({ 'web/get_stock_quote': [{ status: 502 }] });
    const response = await page.goto(`${ALT_SITE}/investor`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('section[aria-labelledby="stock"]').getByText('测试芯')).toBeVisible();
    await expect(page.locator('section[aria-labelledby="financials"]')).toBeVisible();
  });

  test('a backend without a quote or figures: no quote, no highlights and no CSV', async ({ page, request }) => {
    await setFaults({ 'web/get_stock_quote': { status: 404 }, 'web/get_financials': { status: 404 } });
    const response = await page.goto(`${ALT_SITE}/investor`);
    expect(response?.status()).toBe(200);
    const stock = page.locator('section[aria-labelledby="stock"]');
    await expect(stock.getByText('测试芯')).toBeVisible();
    await expect(stock.locator('svg[data-chart="price"]')).toHaveCount(0);
    await expect(page.locator('section[aria-labelledby="financials"]')).toHaveCount(0);
    expect((await request.get(`${ALT_SITE}/investor/financials/annual.csv`)).status()).toBe(404);
    const days = await request.get(`${ALT_SITE}/investor/price-days/${chinaToday()}.json`);
    expect(days.status()).toBe(404);
    expect(await days.text()).toBe('没有近一年的日收盘价');
  });

  test('figures the backend leaves out read as "—" and draw nothing', async ({ page }) => {
    await setFaults({
      'web/get_financials': {
        data: {
          annual: [
            { period: '2025', revenue: 1_000_000_000 },
            { period: '2024', revenue: 800_000_000, net_profit: null, gross_margin: 0.4 },
          ],
        },
      },
      'web/get_stock_quote': { data: { price: 12.3, as_of: '2026-11-20T15:00:00+08:00' } },
    });
    await page.goto(`${ALT_SITE}/investor`);
    const table = await tableOf(page, 'annual');
    expect([...table.keys()]).toEqual(['2024', '2025']);
    expect(table.get('2025')).toEqual({ revenue: '10.00', net_profit: '—', rd_expense: '—', gross_margin: '—', rd_share: '—' });
    await expect(page.locator('svg[data-chart="annual-amounts"] rect[data-series]')).toHaveCount(2);
    await expect(page.locator('table[data-series="quarterly"]')).toHaveCount(0);
    const stock = page.locator('section[aria-labelledby="stock"]');
    await expect(stock.locator('p strong').first()).toHaveText('12.30');
    await expect(stock.locator('svg[data-chart="price"]')).toHaveCount(0);
  });
});

test('a CSV link is named by its visible words first (WCAG 2.5.3) and is tall enough to tap (2.5.8), in both languages', async ({
  page,
}) => {
  for (const path of ['/investor', '/en/investor', '/investor/dividends', '/en/investor/dividends']) {
    await page.goto(`${SITE}${path}`);
    const links = page.locator('main a[download][href$=".csv"]');
    expect(await links.count(), path).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await link.scrollIntoViewIfNeeded();
      // The words shown: the link's text without what is there for screen readers only.
      const visible = await link.evaluate((element) =>
        [...element.childNodes]
          .filter((node) => !(node instanceof HTMLElement && node.classList.contains('visually-hidden')))
          .map((node) => node.textContent)
          .join('')
          .trim(),
      );
      await expect(link, path).toHaveAccessibleName(new RegExp(`^${visible.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect((await link.boundingBox())!.height, `${path}: ${visible}`).toBeGreaterThanOrEqual(24);
    }
  }
});
