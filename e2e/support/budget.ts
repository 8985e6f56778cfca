/**
 * A test's time budget from its cause (issue 42, part 3): a keyboard walk presses Tab once per stop, and
 * axe reads every element, so a long page on a busy machine takes longer for a reason the test can count.
 * Before the work, the test counts its page's stops or elements and gives itself a budget in proportion:
 * the suite's own timeout for the frame of the test, and a fixed allowance per item, generous enough for a
 * machine with other work beside it.
 */
import type { Page, TestInfo } from '@playwright/test';

/** What a visitor's Tab may stop on (a superset: the walk itself is the judge of what it reaches). */
const FOCUSABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';

/** How many places the Tab key may stop at on the page. */
export function focusableCount(page: Page): Promise<number> {
  return page.evaluate((selector) => document.querySelectorAll(selector).length, FOCUSABLE);
}

/** How many elements the page has. */
export function elementCount(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementsByTagName('*').length);
}

/** Sets the test's budget: its frame (the configured timeout) plus `perItemMs` for each of `items`. */
export function budgetFor(testInfo: TestInfo, items: number, perItemMs: number): void {
  testInfo.setTimeout(testInfo.project.timeout + items * perItemMs);
}

/** Adds `perItemMs` for each of `items` to the test's budget as it stands (a second kind of work in one test). */
export function extendBudget(testInfo: TestInfo, items: number, perItemMs: number): void {
  testInfo.setTimeout(testInfo.timeout + items * perItemMs);
}
