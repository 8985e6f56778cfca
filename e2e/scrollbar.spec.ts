/**
 * A page does not move sideways when it becomes scrollable. Desktop browsers with classic scrollbars
 * (Windows, Linux) take the scrollbar's width from the page when the document grows past the window: a
 * first paint of the header alone, then the rest of the document, moved every centred item by half a
 * scrollbar (Lighthouse's desktop runs saw it as CLS 0.003–0.007, now and then). The root keeps the
 * scrollbar's gutter from the start (`scrollbar-gutter: stable`, app/globals.css).
 */
import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';
import { CHROMIUM_LAUNCH } from './support/chromium';
import { startPausedHtmlProxy } from './support/paused-html';
import { shiftsWhileLoading } from './support/layout-shifts';

// Playwright hides scrollbars by default; this file is about them.
test.use({ launchOptions: { ...CHROMIUM_LAUNCH, ignoreDefaultArgs: ['--hide-scrollbars'] } });

let proxy: Awaited<ReturnType<typeof startPausedHtmlProxy>>;
test.beforeAll(async () => {
  // Right after the header: the browser paints the header alone (a page shorter than the window), then the rest.
  proxy = await startPausedHtmlProxy(SITE, '<span id="site-header-end" hidden=""></span></header>', 1000);
});
test.afterAll(async () => {
  await proxy.close();
});

for (const path of ['/about', '/en/news']) {
  test(`${path}: nothing moves when the rest of the page makes it scrollable @desktop`, async ({ page }) => {
    const before = proxy.pauses();
    const shifts = await shiftsWhileLoading(page, proxy.url + path);
    expect(proxy.pauses(), 'the document was paused after the header').toBe(before + 1);
    // The window has a classic scrollbar now (the test would prove nothing without one).
    expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
    expect(shifts).toEqual([]);
  });
}
