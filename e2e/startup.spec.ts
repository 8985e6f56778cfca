import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';

test.describe('startup (requirements §4)', () => {
  test('logs 2025.06.06 once, applies the language, and fetches the site list at most once', async ({ page }) => {
    const logs: string[] = [];
    const siteListCalls: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    page.on('request', (request) => {
      if (request.url().endsWith('/api/web/get_site_list')) siteListCalls.push(request.url());
    });
    await page.goto(SITE);
    await expect.poll(() => logs.filter((line) => line === '2025.06.06').length).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');

    // Client-side navigation: the layout stays, nothing runs again.
    await page.getByTestId('site-footer').getByRole('link', { name: '联系我们' }).click();
    await expect(page.locator('main h1')).toHaveText('联系我们');
    expect(logs.filter((line) => line === '2025.06.06')).toHaveLength(1);
    // The server rendered the stock values, so the browser never needed to ask.
    expect(siteListCalls.length).toBeLessThanOrEqual(1);
    expect(siteListCalls).toHaveLength(0);
  });

  test('<html lang> stays the language of the page, whatever language is stored (issue 12: the address decides)', async ({ page }) => {
    let started = 0;
    page.on('console', (message) => {
      if (message.text() === '2025.06.06') started += 1;
    });
    for (const [stored, path, lang] of [
      ['en', '/about', 'zh-CN'],
      ['zh', '/en/about', 'en'],
    ] as const) {
      await page.addInitScript((value) => localStorage.setItem('language', value), stored);
      started = 0;
      await page.goto(`${SITE}${path}`);
      await expect.poll(() => started).toBe(1);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
  });

  test('a failed chunk load reloads the page once, never in a loop', async ({ page, pageErrors }) => {
    let loads = 0;
    let started = 0;
    page.on('load', () => (loads += 1));
    page.on('console', (message) => {
      if (message.text() === '2025.06.06') started += 1;
    });
    await page.goto(`${SITE}/about`);
    // The version line is logged by the startup effect, which also installs the chunk error handler.
    await expect.poll(() => started).toBe(1);
    expect(loads).toBe(1);
    const failChunk = () =>
      page.evaluate(() => {
        // A module that does not exist, as after a deploy removed the old build's chunks.
        void import(/* webpackIgnore: true */ `/_next/static/chunks/missing-${Date.now()}.js`);
      });
    await failChunk();
    await expect.poll(() => loads).toBe(2);
    await expect.poll(() => started).toBe(2);
    await failChunk();
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    // The failed imports are the only page errors, and they are expected here.
    expect(pageErrors.every((message) => /dynamically imported module/i.test(message))).toBe(true);
    pageErrors.length = 0;
  });
});
