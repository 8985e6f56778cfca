import AxeBuilder from '@axe-core/playwright';
import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';
import { waitForCaptcha } from './support/contact';

const CHINESE = [
  '/',
  '/about',
  '/product',
  '/product?category=11',
  '/product/detail/101',
  '/product/compare?id=101&id=102',
  '/product/cross-reference?q=nwp7a20',
  '/investor',
  '/news',
  '/news/detail/201',
  '/contact',
  '/login',
  '/no-such-page',
];
/**
 * The same page types in English (issue 12): the same checks, at 1440 px only (`@desktop`). They are the
 * Chinese pages' components, which are checked at both widths; what English changes (names, `lang`,
 * longer labels) is read at one. An axe analysis costs 6-8 s of CI time per page.
 */
const ENGLISH = [
  '/en',
  '/en/about',
  '/en/product?category=11',
  '/en/product/detail/101',
  '/en/product/compare?id=101&id=102',
  '/en/product/cross-reference/NWP7A2033',
  '/en/investor',
  '/en/news',
  '/en/news/detail/201',
  '/en/contact',
  '/en/login',
  '/en/no-such-page',
];
/**
 * Issue 23's library, quality lookup, change notices and sample form, and issue 24's privacy policy, at 1440 px
 * only: their parts (forms, data tables that scroll sideways, rich text, the page column) are those of /product,
 * a product page and /about, checked at both widths above.
 */
/**
 * The header and the footer are the same on every page: they are analysed with home (both widths) and
 * the English home, and left out of every other page's analysis (a quarter of its time).
 */
const WITH_FRAME = ['/', '/en'];
/**
 * At 390 px the pages' parts are those of home, /product, a product, /investor and /contact (the page column,
 * tables that scroll sideways, cards, forms), checked at both widths; the others at 1440 px only (CI time).
 */
const PHONE_SKIPPED = [
  '/about',
  '/product?category=11',
  '/product/compare?id=101&id=102',
  '/product/cross-reference?q=nwp7a20',
  '/news',
  '/news/detail/201',
  '/login',
  '/no-such-page',
];
const DESKTOP_ONLY = [
  '/product/resources',
  '/quality?part=xy6218',
  '/product/change-notices',
  '/en/product/change-notices/PDN-2025-014',
  '/samples?part=XY6201-SOT235T',
  '/en/privacy',
  '/privacy/request',
  '/investor/qa',
  '/en/investor/qa/ask',
];
const PATHS = [...CHINESE, ...ENGLISH, ...DESKTOP_ONLY];

type Violation = { id: string; help: string; impact?: string | null; tags: string[]; nodes: { target: unknown[] }[] };
const describe = (violation: Violation) =>
  `${violation.id}: ${violation.help} (${violation.nodes
    .map((node) => node.target.join(' '))
    .slice(0, 3)
    .join(', ')})`;

/** WCAG A/AA: no serious or critical violation; axe's best practices (Lighthouse counts them): none at any impact. */
function expectNoViolations(violations: Violation[]) {
  const practice = (violation: Violation) => violation.tags.includes('best-practice');
  expect(
    violations
      .filter((violation) => !practice(violation) && (violation.impact === 'serious' || violation.impact === 'critical'))
      .map(describe),
  ).toEqual([]);
  expect(violations.filter(practice).map(describe)).toEqual([]);
}

test.describe('accessibility (axe-core)', () => {
  for (const path of PATHS) {
    const desktopOnly = ENGLISH.includes(path) || DESKTOP_ONLY.includes(path) || PHONE_SKIPPED.includes(path);
    test(`${path} has no serious or critical violations${desktopOnly ? ' @desktop' : ''}`, async ({ page }) => {
      await page.goto(SITE + path);
      await page.waitForLoadState('networkidle');
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
      // One analysis for both: WCAG A/AA (serious and critical violations) and axe's best practices that
      // Lighthouse's accessibility score counts too (heading order, landmarks), at any impact.
      const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
      const { violations } = await (
        WITH_FRAME.includes(path) ? axe : axe.exclude('body > header').exclude('[data-testid="site-footer"]')
      ).analyze();
      expectNoViolations(violations);
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
      const { violations } = await new AxeBuilder({ page }).withRules(['target-size', 'label-content-name-mismatch']).analyze();
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
  for (const path of ['/', '/en/product/detail/101']) {
    test(`${path}, text 200 %, high contrast, simplified, the toolbar open`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('readingAids', '{"text":200,"contrast":true,"simple":true}'));
      await page.goto(SITE + path);
      await page.waitForLoadState('networkidle');
      await page
        .getByRole('banner')
        .getByRole('button', { name: path.startsWith('/en') ? 'Accessibility' : '无障碍' })
        .click();
      await expect(page.getByRole('region', { name: path.startsWith('/en') ? 'Accessibility tools' : '无障碍工具' })).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expectNoViolations(violations);
    });
  }
});
