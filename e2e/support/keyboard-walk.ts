/**
 * The keyboard-only walk through a page (issue 24, item 4; WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.3, 2.4.7), which
 * e2e/a11y.spec.ts takes on every page type, in both languages and at both widths, on the page it has just
 * analysed with axe: from the top of the page, Tab reaches the skip link first, then every stop in turn; each
 * stop is on the screen when focused and shows that it has the focus; no stop holds the focus (the walk comes
 * back round to the start), and Shift+Tab walks back.
 *
 * The walk is real key presses, read by the page itself: a listener notes each stop when its Tab key comes
 * up (the focus has moved and the page has scrolled to it by then), and the presses go to Chromium in one
 * batch over the DevTools protocol, in order, instead of one round trip through Playwright per press and per
 * reading (issue 46: the walk was half of the suite's time).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { extendBudget, focusableCount } from './budget';

/** The walk's allowance per stop: a Tab press read by the page (a few ms each; generous for a busy machine). */
const PER_STOP_MS = 100;

type Stop = { key: string; name: string; onScreen: boolean; indicated: boolean };

declare global {
  interface Window {
    __stops?: (Stop | null)[];
  }
}

/** Starts noting, at each Tab key's release, what has the focus, whether it is on the screen and shows its focus. */
const recordStops = (page: Page) =>
  page.evaluate(() => {
    const stopOf = (): Stop | null => {
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
    };
    window.__stops = [];
    // Capturing on the window: a stop that stops the key's propagation is still noted.
    window.addEventListener('keyup', (event) => event.key === 'Tab' && window.__stops!.push(stopOf()), true);
  });

/** Presses Tab (or Shift+Tab) `count` times, every press sent before the first is answered, and waits for them all. */
async function pressTab(page: Page, count: number, shift = false) {
  const session = await page.context().newCDPSession(page);
  const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, modifiers: shift ? 8 : 0 };
  const presses: Promise<unknown>[] = [];
  for (let press = 0; press < count; press += 1) {
    presses.push(session.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key }));
    presses.push(session.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }));
  }
  await Promise.all(presses);
  await session.detach();
}

/** The stops noted since the recorder started, and starts it afresh. */
const takeStops = (page: Page) => page.evaluate(() => window.__stops!.splice(0));

/**
 * Where the walk came back round: past the last stop the focus leaves the page (the browser's own interface),
 * then comes back to the first. -1 while it has not.
 */
const roundEnd = (noted: (Stop | null)[]) => noted.findIndex((stop, index) => index > 0 && (stop === null || stop.key === noted[0]?.key));

/**
 * Tab pressed until the walk comes back round: at most one stop per focusable element, then one press leaves
 * the page and one comes back to the first. A part that loads as the walk scrolls near it (the contact form
 * on `/contact`) adds stops the first count did not see, so the count is taken again and the walk goes on, a
 * few times at most. The walk's length is the page's: its budget is in proportion to its stops, not a fixed 30 s.
 */
async function walk(page: Page, testInfo: TestInfo): Promise<(Stop | null)[]> {
  const noted: (Stop | null)[] = [];
  let pressed = 0;
  for (let round = 0; round < 3; round += 1) {
    const presses = (await focusableCount(page)) + 2 - pressed;
    if (presses <= 0) break;
    extendBudget(testInfo, presses, PER_STOP_MS);
    await pressTab(page, presses);
    pressed += presses;
    noted.push(...(await takeStops(page)));
    if (roundEnd(noted) > 0) break;
  }
  return noted;
}

/**
 * Walks the page by Tab from its top and back (see above), failing the test on a stop that is off the screen or
 * shows no focus, on a walk that does not come back round, and on Shift+Tab not walking back.
 */
export async function expectKeyboardWalk(page: Page, testInfo: TestInfo): Promise<void> {
  // From the top of the page, as a visitor arriving (axe's analysis before it may have scrolled).
  await page.evaluate(() => window.scrollTo(0, 0));
  await recordStops(page);
  const noted = await walk(page, testInfo);
  const first = noted[0];
  expect(first?.name).toMatch(/^(跳到主要内容|Skip to main content)$/);
  const end = roundEnd(noted);
  expect(end, 'the walk came back round').toBeGreaterThan(0);
  const stops = noted.slice(0, end) as Stop[];
  expect(
    stops.filter((stop) => !stop.onScreen).map((stop) => stop.name),
    'stops off the screen',
  ).toEqual([]);
  expect(
    stops.filter((stop) => !stop.indicated).map((stop) => stop.name),
    'stops that show no focus',
  ).toEqual([]);
  // Every page has more than its frame's few stops: the walk went through the page.
  expect(stops.length).toBeGreaterThan(10);
  // And back: Shift+Tab from the second stop returns to the skip link.
  await page.locator('.skip-link').focus();
  await pressTab(page, 1);
  await pressTab(page, 1, true);
  const [second, back] = await takeStops(page);
  expect(second?.key).toBe(stops[1]!.key);
  expect(back?.key).toBe(first!.key);
}
