import { SITE } from './support/servers';
import { expect, ROUTE_HEADINGS, test } from './support/fixtures';

/** Nothing moves while a page loads and hydrates (Lighthouse's CLS 0), at 1440 px and 390 px. */
/** The same page types in English (issue 12). */
const ENGLISH = ['/en', '/en/about', '/en/product', '/en/product/detail/101', '/en/investor', '/en/news', '/en/news/detail/201', '/en/contact'];

test.describe('layout stability', () => {
  for (const path of [...ROUTE_HEADINGS.map((route) => route.path), ...ENGLISH]) {
    test(`${path}: no layout shift while loading`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
            if (entry.hadRecentInput) continue;
            const sources = (entry.sources ?? []).map(({ node }) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName)));
            shifts.push({ value: entry.value, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(SITE + path, { waitUntil: 'networkidle' });
      // Hydration effects and late images have run by now.
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
      expect(shifts).toEqual([]);
    });
  }
});
