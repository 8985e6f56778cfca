/**
 * The first paint waits for no stylesheet request (issue 21): each page's styles are in its HTML
 * (lib/server/inline-stylesheets.ts). The page is styled without one, a client-side navigation to another
 * page type stays styled, and the browser fetches no stylesheet the HTML already carried. Every script
 * chunk carries V8's compile hint, so that hydration does not stop to compile each function it calls
 * (lib/build/compile-hints.ts), and is requested once the page's HTML is parsed, not as its head arrives
 * (lib/server/deferred-scripts.ts). The header's and footer's pictures are raster images in the size they
 * are shown, not SVG documents for the main thread to build.
 */
import { SITE } from './support/servers';
import { expect, ROUTE_HEADINGS, test } from './support/fixtures';
import { COMPILE_HINT } from '../lib/build/compile-hints';

/** The most script chunks a page loads at first (9 in the demo; 13-14 before turbopackChunking). */
const MAX_CHUNKS = 10;

test.describe('first paint', () => {
  test('every page type carries its styles in its HTML and loads no stylesheet file, in both languages @desktop', async ({ page }) => {
    // Every page type in both languages (sixteen loads): 30 s ran out on a busy machine (19.5 min suite run).
    test.slow();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    for (const { path, heading } of ROUTE_HEADINGS) {
      for (const address of [path, path === '/' ? '/en' : `/en${path}`]) {
        await page.goto(SITE + address);
        if (address === path) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        // Styled: the header is the site's fixed bar, the page's main column is padded under it.
        await expect(page.locator('header').first()).toHaveCSS('position', 'fixed');
        expect(await page.locator('style[data-inlined-href]').count(), address).toBeGreaterThan(0);
      }
    }
    expect(stylesheets).toEqual([]);
  });

  test("the header's and footer's pictures arrive in the size they are shown, and none is an SVG document, in both languages", async ({
    page,
  }) => {
    // Each SVG picture is a document of its own that the page's main thread builds; the demo's are raster
    // files as a CMS holds them (docs/backend-api.md), shown through the image optimizer.
    test.slow(); // three pages, each loaded until the network is idle, twice
    const types: { url: string; type: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image')
        types.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
    });
    for (const address of ['/', '/en/news', '/en/investor']) {
      await page.goto(SITE + address, { waitUntil: 'networkidle' });
      const logo = page.locator('header img:visible');
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc && new URL(img.currentSrc).pathname), { message: address })
        .toBe('/_next/image');
      // The footer's pictures too, once it is near.
      const footer = page.getByTestId('site-footer');
      await footer.scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: address === '/' ? '微信公众号' : 'WeChat Official Account' }).click();
      await expect(footer.locator('[role="tooltip"] img:visible')).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const img of await footer.locator('img').all()) {
        // A lazy picture may be visible a moment before it has chosen its source (currentSrc still empty).
        if (await img.isVisible())
          await expect
            .poll(() => img.evaluate((element: HTMLImageElement) => element.currentSrc && new URL(element.currentSrc).pathname), {
              message: address,
            })
            .toBe('/_next/image');
      }
    }
    expect(types.filter(({ type }) => type.includes('svg'))).toEqual([]);
    expect(types.filter(({ url }) => url.includes('/_next/image')).length).toBeGreaterThan(6);
  });

  test("form controls are set in the page's own typeface, in both languages", async ({ page }) => {
    for (const address of ['/', '/product', '/contact', '/en/product', '/en/contact']) {
      await page.goto(SITE + address);
      const { body, controls } = await page.evaluate(() => ({
        body: getComputedStyle(document.body).fontFamily,
        controls: [...document.querySelectorAll('button, input, select, textarea')].map((control) => ({
          control: control.outerHTML.slice(0, 80),
          font: getComputedStyle(control).fontFamily,
        })),
      }));
      expect(controls.length, address).toBeGreaterThan(2);
      expect(
        controls.filter(({ font }) => font !== body),
        address,
      ).toEqual([]);
    }
  });

  test("a page carries the header's rules without the pages they belong beside (the member forms, the search results, the investor sub-pages) or what opens later (the reading aids' toolbar, the search suggestions)", async ({
    request,
  }) => {
    // CSS modules name a class by its file's hash and its own name: the names here are each in one file only
    // (member.module.css, search.module.css, investor-pages.module.css, aids-toolbar.module.css,
    // search-suggestions.module.css), whose pages, or whose code fetched at its first opening, alone carry them. The
    // header's account slot, search form and aids button, and /investor's briefing cards each have a module of their own.
    const ELSEWHERE =
      /\.[\w-]+_(signInLink|membersOnly|replacements|agenda|qaMark|pillars|linkButton|groupLabel|suggestionType|suggestionTitle)\b/g;
    for (const address of ['/investor', '/en/news', '/product/detail/101']) {
      const html = await (await request.get(SITE + address)).text();
      const css = [...html.matchAll(/<style data-inlined-href[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
      expect(css, address).toMatch(/\.[\w-]+_accountName\b/);
      expect(css, address).toMatch(/\.[\w-]+_opener\b/);
      expect([...new Set([...css.matchAll(ELSEWHERE)].map((match) => match[1]))], address).toEqual([]);
    }
    const login = await (await request.get(`${SITE}/login`)).text();
    expect(login).toMatch(/\.[\w-]+_signInLink\b|\.[\w-]+_captchaButton\b/);
  });

  test("the reading aids' toolbar and the search suggestions are styled as they first open, their rules fetched with their code @desktop", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(`${SITE}/news`);
    expect(stylesheets).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: '无障碍' }).click();
    const toolbar = page.getByRole('region', { name: '无障碍工具' });
    await expect(toolbar).toBeVisible();
    await expect(toolbar).toHaveCSS('position', 'fixed');
    await expect(toolbar.getByRole('button', { name: '大字 150%' })).toHaveCSS('min-height', '44px');
    await toolbar.getByRole('button', { name: '关闭' }).click();
    await expect(toolbar).toBeHidden();

    await page.getByRole('banner').locator('label[for="header-search"]').click();
    await page.locator('#header-search').pressSequentially('xy6');
    const suggestions = page.getByRole('listbox', { name: '搜索建议' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await expect(suggestions).toHaveCSS('position', 'absolute');
    await expect(suggestions.getByRole('option').first()).toHaveCSS('display', 'flex');
    // The rules came as files, after the page had loaded with none.
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(stylesheets.every((path) => path.startsWith('/_next/static/'))).toBe(true);
  });

  test('a client-side navigation to another page type stays styled and fetches no stylesheet the page carried', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(`${SITE}/about`);
    const carried = await page
      .locator('style[data-inlined-href]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-inlined-href')));
    // A link of the page itself, clicked as a visitor would once the page is live (the footer's, on any width).
    await page.locator('footer a[href="/investor"]').first().click();
    await expect(page).toHaveURL(`${SITE}/investor`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('投资者关系');
    await expect(page.locator('#main section').first()).toBeVisible();
    await expect(page.locator('header').first()).toHaveCSS('position', 'fixed');
    expect(stylesheets.filter((href) => carried.includes(href))).toEqual([]);
  });

  test("a page's script chunks are requested once its HTML is parsed, and its load event waits for them, in both languages", async ({
    page,
    request,
  }) => {
    for (const address of ['/', '/en/news', '/product/detail/101']) {
      const html = await (await request.get(SITE + address)).text();
      // Nothing for the preload scanner to fetch beside the first paint: no chunk script, no script preload.
      expect(html, address).not.toMatch(/<script\b[^>]*\ssrc="\/_next\/static\/chunks\/[^"]+"[^>]*\sasync/);
      expect(html, address).not.toMatch(/<link\b[^>]*\sas="script"/);
      // One loader, the body's last element, names them.
      const named = /<script>\(function\(d,s\)\{[\s\S]*?\}\)\(document,(\[[^\]]+\])\)<\/script><\/body>/.exec(html)?.[1];
      const chunks: string[] = JSON.parse(named ?? '[]');
      expect(chunks.length, address).toBeGreaterThan(5);
      // Few chunks, each a request and a task of its own on a phone (next.config.mjs, turbopackChunking).
      expect(chunks.length, address).toBeLessThanOrEqual(MAX_CHUNKS);
      await page.goto(SITE + address); // until the load event
      const { loaded, load } = await page.evaluate(() => ({
        loaded: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
          path: new URL(entry.name).pathname,
          end: entry.responseEnd,
        })),
        load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      }));
      for (const chunk of chunks) {
        const entry = loaded.find(({ path }) => path === chunk);
        expect(entry, `${address} ${chunk}`).toBeDefined();
        expect(entry!.end, `${address} ${chunk}`).toBeLessThanOrEqual(load);
      }
    }
  });

  test('every script chunk a page loads starts with the compile hint, in both languages', async ({ page, request }) => {
    const chunks = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js')) chunks.add(pathname);
    });
    for (const address of ['/', '/en/investor', '/product/detail/101']) {
      await page.goto(SITE + address);
      await expect(page.locator('footer').first()).toBeAttached();
    }
    expect(chunks.size).toBeGreaterThan(5);
    // Read again from the site, not from the browser, which may have let go of a page's bodies once it left it.
    for (const pathname of chunks) expect((await (await request.get(SITE + pathname)).text()).split('\n')[0], pathname).toBe(COMPILE_HINT);
  });
});
