import type { Page } from '@playwright/test';

export type Shift = { value: number; sources: string[] };

/** Loads `url` and returns every layout shift not caused by input, with the elements that moved. */
export async function shiftsWhileLoading(page: Page, url: string): Promise<Shift[]> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}` : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Hydration effects and late images have run by now.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}
