/**
 * Every page type is valid HTML by the W3C Nu Html Checker (npm `vnu-jar`, run on Java: Debian
 * `default-jre-headless`, which scripts/ensure-system-packages.sh installs). One checker run for all pages.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOWN_SITE, SITE } from './support/servers';
import { expect, test } from './support/fixtures';
import { budgetFor } from './support/budget';

const PAGES: [string, string][] = [
  [SITE, '/'],
  [SITE, '/about'],
  [SITE, '/product'],
  [SITE, '/product?category=11&sort=vin_max&order=desc'],
  [SITE, '/product/detail/101'],
  [SITE, '/product/compare?id=101&id=102'],
  [SITE, '/product/cross-reference?q=nwp7a20'],
  [SITE, '/en/product/cross-reference/NWP7A2033'],
  [SITE, '/product/resources?type=reference_design'],
  [SITE, '/product/detail/106'],
  [SITE, '/quality?part=xy6218'],
  [SITE, '/samples?part=XY6201-SOT235T'],
  [SITE, '/privacy'],
  [SITE, '/en/privacy/request'],
  [SITE, '/investor/qa'],
  [SITE, '/investor/qa/ask'],
  [SITE, '/investor/dividends'],
  [SITE, '/en/investor/meetings/703'],
  [SITE, '/investor/briefings/802'],
  [SITE, '/en/investor/esg'],
  [SITE, '/investor/alerts'],
  [SITE, '/en/investor/alerts/unsubscribe?token=made-up-token-0001'],
  [SITE, '/en/account'],
  [SITE, '/en/login/forgot'],
  [SITE, '/login/reset?token=made-up-token-0001'],
  [SITE, '/investor'],
  [SITE, '/news'],
  [SITE, '/news/detail/201'],
  [SITE, '/news/detail/299'],
  [SITE, '/contact'],
  [SITE, '/login'],
  [SITE, '/no-such-page'],
  [DOWN_SITE, '/about'],
  // English (issue 12): alternates, the switch, Chinese-only announcements marked with their language.
  [SITE, '/en'],
  [SITE, '/en/product?category=11'],
  [SITE, '/en/product/detail/101'],
  [SITE, '/en/investor'],
  [SITE, '/en/news/detail/201'],
  [SITE, '/en/contact'],
  [SITE, '/en/no-such-page'],
  [DOWN_SITE, '/en/about'],
];

/**
 * Messages where the checker lags the current HTML standard, each with the section that allows the markup.
 * - `blocking="render"` on `<link rel="expect">` (features/products/selection-table.tsx holds the first paint until the
 *   parameter table is parsed): HTML Living Standard, "Link type 'expect'" (#link-type-expect) and
 *   "Blocking attributes" (#blocking-attributes), which make such a link potentially render-blocking.
 */
const CHECKER_LAGS = [
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
  // The pages' stylesheets are in their HTML (lib/server/inline-stylesheets.ts), so the checker reads the CSS
  // too. `vector-effect` (the price chart's line keeps its width as the SVG scales) is a CSS property: SVG 2,
  // "Vector effects" (#VectorEffects, "vector-effect" property, which applies to shapes through CSS).
  /^CSS: “vector-effect”: Property “vector-effect” doesn't exist\.$/,
];

type Message = { type: string; subType?: string; url: string; message: string; extract?: string };

test.describe('valid HTML @desktop', () => {
  test('the Nu Html Checker finds no error on any page type', async ({ request }, testInfo) => {
    // Each page is fetched and checked: the budget is in proportion to the pages (issue 42, part 3).
    budgetFor(testInfo, PAGES.length, 3_000);
    const dir = path.join('test-results', 'html-validity');
    mkdirSync(dir, { recursive: true });
    const files = await Promise.all(
      PAGES.map(async ([base, page], index) => {
        const file = path.join(dir, `page-${index}.html`);
        writeFileSync(file, await (await request.get(`${base}${page}`)).text());
        return { file, page };
      }),
    );
    const jar = path.join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
    let output = '';
    try {
      execFileSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files.map((entry) => entry.file)], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      // The checker exits 1 when it reports errors, and writes its report to stderr.
      output = String((error as { stderr?: string }).stderr ?? '');
      if (!output.trim().startsWith('{')) throw error;
    }
    const messages = output ? (JSON.parse(output) as { messages: Message[] }).messages : [];
    const pageOf = (url: string) => files.find((entry) => url.endsWith(path.basename(entry.file)))?.page ?? url;
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .filter((message) => !CHECKER_LAGS.some((pattern) => pattern.test(message.message)))
      .map((message) => `${pageOf(message.url)}: ${message.message} ${message.extract ?? ''}`);
    expect(errors).toEqual([]);
  });
});
