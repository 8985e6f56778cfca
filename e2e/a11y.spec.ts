import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';
import { waitForCaptcha } from './support/contact';
import { inEnglish, PAGE_TYPES } from './support/page-types';
import { budgetFor, elementCount } from './support/budget';
import { expectKeyboardWalk } from './support/keyboard-walk';

/**
 * Every page type (issue 24, item 4; e2e/support/page-types.ts), in Chinese and in English, at both widths:
 * axe's every rule that it runs by default (WCAG 2.0, 2.1 and 2.2 A and AA, and its best practices), at every
 * impact, with none found; then, on the same page, the keyboard walk (e2e/support/keyboard-walk.ts). One page
 * load for both: the two were a spec each, and the second load of each page was about a fifth of their time.
 */
const PATHS = PAGE_TYPES.flatMap((path) => [path, inEnglish(path)]);
/**
 * The header and the footer are the same on every page: they are analysed with home in both languages, and
 * left out of every other page's analysis (a quarter of its time).
 */
const WITH_FRAME = ['/', '/en'];

type Violation = { id: string; help: string; impact?: string | null; tags: string[]; nodes: { target: unknown[] }[] };
const describe = (violation: Violation) =>
  `${violation.id}: ${violation.help} (${violation.nodes
    .map((node) => node.target.join(' '))
    .slice(0, 3)
    .join(', ')})`;

/** axe's allowance per element of the page (a long page has a few thousand), generous for a busy machine. */
const PER_ELEMENT_MS = 10;

/**
 * axe in one run over the page and its frames (the site has no frame from another origin: nothing leaves its
 * origin). The default splits the run per frame and finishes it in a second, blank page, which a loaded
 * machine took about a second more for, on every one of the 150 analyses here. Only the violations are
 * collected with their elements (`resultTypes`): the tests read nothing else, and gathering every element
 * that passes (thousands on a long page) and sending them back took 35–45 % of each analysis (measured on
 * `/investor` and `/en/product/detail/101`: 2.8–3.5 s against 1.6–1.9 s). Every rule still runs on every element.
 */
const axeOf = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** None, at any impact. Soft: a test that goes on to another check reports both. */
function expectNoViolations(violations: Violation[]) {
  expect.soft(violations.map(describe), 'axe violations').toEqual([]);
}

test.describe('accessibility (axe-core, the keyboard)', () => {
  for (const path of PATHS) {
    test(`${path} has no violation; Tab reaches every stop, shown and visible, and comes back round`, async ({ page }, testInfo) => {
      await page.goto(SITE + path);
      await page.waitForLoadState('networkidle');
      // axe reads every element: the analysis's budget is in proportion to the page's size (issue 42, part 3).
      budgetFor(testInfo, await elementCount(page), PER_ELEMENT_MS);
      // The contact form (loaded as it nears the viewport) is read once its captcha is in: its submit button
      // is disabled until then, and turns blue in a transition that starts only when the (possibly starved)
      // page has rendered the captcha. On a busy machine the form's chunk and the captcha call may take a
      // while, and the call may even time out: the form then offers a retry, which a visitor would click.
      if (path.endsWith('/contact')) {
        test.slow();
        await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
        await waitForCaptcha(page, path.startsWith('/en') ? 'en' : 'zh');
      }
      // Colours are read as they end up: not mid-way through a fade (an island's button appearing, say). Two
      // frames first, so that a transition due to the last render has started and is counted.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const axe = axeOf(page);
      const { violations } = await (
        WITH_FRAME.includes(path) ? axe : axe.exclude('body > header').exclude('[data-testid="site-footer"]')
      ).analyze();
      expectNoViolations(violations);
      await expectKeyboardWalk(page, testInfo);
    });
  }
});

/**
 * Two rules that Lighthouse's accessibility score counts and the tags above leave out: a touch target of at
 * least 24 × 24 px or with room around it (WCAG 2.2, 2.5.8), and a control's visible text inside its
 * accessible name (2.5.3, axe's experimental rule). On product pages, which have such controls besides the
 * header's language switch: the sample links of the ordering table and where-to-buy's "contact sales" link on a
 * line of its own, in both languages.
 */
test.describe('accessibility (axe-core): target size and label in name', () => {
  for (const path of ['/product/detail/106', '/en/product/detail/106', '/product/detail/101']) {
    test(`${path}`, async ({ page }) => {
      await page.goto(SITE + path);
      const { violations } = await axeOf(page).withRules(['target-size', 'label-content-name-mismatch']).analyze();
      expect(violations.map(describe)).toEqual([]);
    });
  }
});

/**
 * The reading aids on (issue 24): larger text, high contrast and the simplified mode together on home and a
 * product page, and the toolbar open, at both widths: the same analysis as above, the header and footer
 * included (the header changes in large text).
 */
test.describe('accessibility (axe-core) with the reading aids on', () => {
  for (const path of ['/', '/en', '/product/detail/101', '/en/product/detail/101']) {
    test(`${path}, text 200 %, high contrast, simplified, the toolbar open`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('readingAids', '{"text":200,"contrast":true,"simple":true}'));
      await page.goto(SITE + path);
      await page.waitForLoadState('networkidle');
      await page
        .getByRole('banner')
        .getByRole('button', { name: path.startsWith('/en') ? 'Accessibility' : '无障碍' })
        .click();
      await expect(page.getByRole('region', { name: path.startsWith('/en') ? 'Accessibility tools' : '无障碍工具' })).toBeVisible();
      expectNoViolations((await axeOf(page).analyze()).violations);
    });
  }
});
