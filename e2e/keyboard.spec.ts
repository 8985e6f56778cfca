/**
 * A keyboard-only walk through every page type (issue 24, item 4; WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): from the
 * top of the page, Tab reaches the skip link first, then every stop in turn; each stop is on the screen
 * when focused and shows that it has the focus; no stop holds the focus (the walk comes back round to the
 * start), and Shift+Tab walks back.
 */
import type { Page } from '@playwright/test';
import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';
import { inEnglish, PAGE_TYPES } from './support/page-types';
import { budgetFor, focusableCount } from './support/budget';

/** The walk's allowance per stop: a Tab press and one reading of the focus (about 110 ms on a loaded machine). */
const PER_STOP_MS = 1_000;

/** Most stops a page may have before the walk counts as stuck (the longest page has about 200). */
const MAX_STOPS = 400;

type Stop = { key: string; name: string; onScreen: boolean; indicated: boolean };

/** What the focused element is, whether it is on the screen, and whether it shows its focus. */
const stopOf = (page: Page) =>
  page.evaluate((): Stop | null => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    // Where in the document: the walk is round when this comes again.
    const path: number[] = [];
    for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
      path.unshift([...node.parentElement.children].indexOf(node));
    }
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const onScreen =
      box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    // The focus shows as an outline, a ring (box shadow), or in a focused field's own border.
    const indicated =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none' ||
      element.matches('input, select, textarea');
    const name = (element.getAttribute('aria-label') || (element as HTMLElement).innerText || element.tagName).trim().slice(0, 40);
    return { key: path.join('.'), name, onScreen, indicated };
  });

for (const path of PAGE_TYPES) {
  for (const address of [path, inEnglish(path)]) {
    test(`${address}: Tab reaches every stop, shown and visible, and comes back round`, async ({ page }, testInfo) => {
      await page.goto(`${SITE}${address}`);
      await page.waitForLoadState('networkidle');
      // The walk's length is the page's: its budget is in proportion to its stops, not a fixed 30 s.
      budgetFor(testInfo, Math.min(await focusableCount(page), MAX_STOPS), PER_STOP_MS);
      await page.keyboard.press('Tab');
      const first = await stopOf(page);
      expect(first?.name).toMatch(/^(跳到主要内容|Skip to main content)$/);
      const stops: Stop[] = [first!];
      for (let count = 0; count < MAX_STOPS; count += 1) {
        await page.keyboard.press('Tab');
        const stop = await stopOf(page);
        // Past the last stop the focus leaves the page (the browser's own interface), then comes back to the first.
        if (stop === null || stop.key === first!.key) break;
        stops.push(stop);
      }
      expect(stops.length, 'the walk came back round').toBeLessThan(MAX_STOPS);
      expect(stops.filter((stop) => !stop.onScreen).map((stop) => stop.name)).toEqual([]);
      expect(stops.filter((stop) => !stop.indicated).map((stop) => stop.name)).toEqual([]);
      // Every page has more than its frame's few stops: the walk went through the page.
      expect(stops.length).toBeGreaterThan(10);
      // And back: Shift+Tab from the second stop returns to the skip link.
      await page.locator('.skip-link').focus();
      await page.keyboard.press('Tab');
      expect((await stopOf(page))?.key).toBe(stops[1]!.key);
      await page.keyboard.press('Shift+Tab');
      expect((await stopOf(page))?.key).toBe(first!.key);
    });
  }
}
