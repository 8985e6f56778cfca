import type { Page } from '@playwright/test';
import { ALT_SITE, DOWN_SITE, SITE } from './support/servers';
import { backendLanguagesAsked, setFaults } from './support/alt-faults';
import { expect, isPhone, test } from './support/fixtures';
import { budgetFor } from './support/budget';

/** Chinese characters (and full-width punctuation). */
const CHINESE = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

/** Every English page type, with the Chinese page it is the other language of. */
const PAGE_TYPES: { en: string; zh: string; heading: RegExp | string }[] = [
  { en: '/en', zh: '/', heading: 'Xingyuan Microelectronics Co., Ltd.' },
  { en: '/en/about', zh: '/about', heading: 'Company Profile' },
  { en: '/en/product?category=11&sort=iout&order=desc', zh: '/product?category=11&sort=iout&order=desc', heading: 'Products' },
  { en: '/en/product/detail/101', zh: '/product/detail/101', heading: /XY6201 300 mA Ultra-Low-Noise LDO Regulator/ },
  { en: '/en/product/compare?id=101&id=109', zh: '/product/compare?id=101&id=109', heading: 'Compare products' },
  { en: '/en/product/cross-reference/NWP7A2033', zh: '/product/cross-reference/NWP7A2033', heading: 'Replacements for NWP7A2033' },
  { en: '/en/investor?year=2026', zh: '/investor?year=2026', heading: 'Investor Relations' },
  { en: '/en/news?category=21&page=2', zh: '/news?category=21&page=2', heading: 'News' },
  { en: '/en/news/detail/201', zh: '/news/detail/201', heading: 'Xingyuan Micro Releases Its Third-Quarter 2026 Report' },
  { en: '/en/contact', zh: '/contact', heading: 'Contact Us' },
  { en: '/en/login', zh: '/login', heading: 'Member sign-in' },
];

/**
 * The page's text with what may be Chinese on an English page left out: text marked as Chinese
 * (`lang="zh-CN"`: the switch's 中文, announcements published in Chinese only) and the legal record lines
 * (ICP, 公安备案), which stay Chinese by law.
 */
async function englishText(page: Page, selector: string): Promise<string> {
  return page.evaluate((selector) => {
    const texts: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest('[lang="zh-CN"], [data-testid="icp-link"], [data-testid="police-link"], script, style, noscript'))
          continue;
        texts.push(node.textContent ?? '');
      }
      for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
        if (element.closest('[lang="zh-CN"]')) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
      }
    }
    return texts.join(' ');
  }, selector);
}

test.describe('English beside Chinese (issue 12)', () => {
  // At 1440 px, where the header shows its navigation; the phone's drawer is read by its own test below.
  test('every English page type is English: the interface, the content, <html lang>, no Chinese @desktop', async ({ page }) => {
    for (const { en, heading } of PAGE_TYPES) {
      const response = await page.goto(`${SITE}${en}`);
      expect(response?.status(), en).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('main h1').first()).toHaveText(heading);
      // Header, navigation, footer navigation, buttons, labels, table headings, tabs: the whole page.
      const text = await englishText(page, 'body');
      expect(text.match(new RegExp(CHINESE.source, 'g'))?.join('') ?? '', `${en} has Chinese in its interface`).toBe('');
      expect(text).toContain('Stock code');
    }
  });

  test('the header holds navigation, search, stock values, sign-in and the switch side by side, in both languages @desktop', async ({
    page,
  }) => {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/en']) {
        await page.goto(`${SITE}${path}`);
        const header = page.locator('header');
        const boxes = await Promise.all(
          [
            header.locator('nav a').last(),
            // The search box's icon, between the navigation and the stock values (its button reaches a little
            // past it on both sides, by design: components/layout/header/header.module.css).
            header.locator('form[role=search] label svg').first(),
            header.locator('dl').first(),
            header.getByRole('link', { name: path === '/' ? '会员登录' : 'Member sign-in' }),
            header.getByTestId('language-switch'),
          ].map(async (item) => (await item.boundingBox())!),
        );
        for (let index = 1; index < boxes.length; index += 1) {
          expect(
            boxes[index - 1]!.x + boxes[index - 1]!.width,
            `${path} at ${width}px: item ${index} overlaps the one before`,
          ).toBeLessThanOrEqual(boxes[index]!.x);
        }
        expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(width);
      }
    }
  });

  test('on a phone the header holds the logo, the stock values and the menu button side by side within the screen, in both languages @phone', async ({
    page,
  }) => {
    for (const width of [360, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ['/', '/en', '/en/news']) {
        await page.goto(`${SITE}${path}`);
        const header = page.locator('header');
        const menu = header.getByRole('button', { name: path === '/' ? '打开导航菜单' : 'Open the navigation menu' });
        const boxes = await Promise.all(
          [header.locator('a').first(), header.locator('dl').first(), menu].map(async (item) => (await item.boundingBox())!),
        );
        for (let index = 1; index < boxes.length; index += 1) {
          expect(
            boxes[index - 1]!.x + boxes[index - 1]!.width,
            `${path} at ${width}px: item ${index} overlaps the one before`,
          ).toBeLessThanOrEqual(boxes[index]!.x);
        }
        expect(boxes.at(-1)!.x + boxes.at(-1)!.width, `${path} at ${width}px: the menu button leaves the screen`).toBeLessThanOrEqual(
          width,
        );
      }
    }
  });

  test('the drawer is English on English pages @phone', async ({ page }) => {
    await page.goto(`${SITE}/en/news`);
    await page.getByRole('button', { name: 'Open the navigation menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link')).toHaveText([
      'Home',
      'About Us',
      'Products',
      'Investors',
      'News',
      'Careers',
      'Contact',
    ]);
    expect(await englishText(page, '[role="dialog"]')).not.toMatch(CHINESE);
  });

  // Where the switch leads is the same at any width, and the address is one pure function
  // (i18n/paths.test.ts): at 1440 px (the header's switch) one page of each kind the switch treats apart
  // (home, a query kept, a dynamic page, a page built ahead of time with no query, a list that restarts at
  // its first page), and on a phone the two with queries (the drawer's switch, opened once per page).
  const SWITCH_CASES = ['/', '/product?category=11&sort=iout&order=desc', '/product/detail/101', '/login', '/news?category=21&page=2'];
  for (const [width, types] of [
    ['@desktop', PAGE_TYPES.filter(({ zh }) => SWITCH_CASES.includes(zh))],
    ['@phone', PAGE_TYPES.filter(({ zh }) => zh.startsWith('/product?') || zh.startsWith('/news?'))],
  ] as const) {
    test(`the switch leads to the same page in the other language, query kept (a list restarts at its first page), and back; choosing is stored ${width}`, async ({
      page,
    }, testInfo) => {
      // Four page loads for each page type: the budget is in proportion to them (issue 42, part 3).
      budgetFor(testInfo, types.length, 12_000);
      await switchesBothWays(page, types);
    });
  }

  test('the switch leaves behind what is a word of the page language: an announcement subtype, a text spec value', async ({ page }) => {
    await page.goto(`${SITE}/investor?type=${encodeURIComponent('董事会决议')}&year=2026`);
    const toEnglish = await switchLink(page);
    await expect(toEnglish).toHaveAttribute('href', '/en/investor?year=2026');
    await toEnglish.click();
    await expect(page).toHaveURL(`${SITE}/en/investor?year=2026`);
    await expect(page.locator('section[aria-labelledby="announcements"] li').first()).toBeVisible();
    await page.goto(`${SITE}/en/investor?type=${encodeURIComponent('Board resolution')}`);
    await expect(await switchLink(page)).toHaveAttribute('href', '/investor');
  });

  test('a stored language never moves a visitor: each address shows its own language', async ({ page }) => {
    await page.goto(`${SITE}/about`);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page).toHaveURL(`${SITE}/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('main h1')).toHaveText('公司简介');
    // Nor does the browser's language or a cookie (the server detects nothing).
    const response = await page.request.get(`${SITE}/about`, {
      headers: { 'accept-language': 'en-US,en;q=0.9', cookie: 'NEXT_LOCALE=en' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('English 404 pages, and no /zh prefix', async ({ page }) => {
    for (const path of ['/en/no-such-page', '/en/news/detail/999999', '/en/product?category=999']) {
      const response = await page.goto(`${SITE}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('main h1')).toHaveText('Page not found');
      expect(await englishText(page, 'body')).not.toMatch(CHINESE);
      await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    }
    for (const path of ['/zh', '/zh/about']) {
      const response = await page.goto(`${SITE}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveURL(`${SITE}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    }
    const home = await page.request.get(`${SITE}/en/home`, { maxRedirects: 0 });
    expect(home.status()).toBe(308);
    expect(home.headers().location).toMatch(/\/en$/);
  });

  test('English 503 page while the backend is down', async ({ page }) => {
    const response = await page.goto(`${DOWN_SITE}/en/news`);
    expect(response?.status()).toBe(503);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main h1')).toHaveText('Service temporarily unavailable');
    expect(await englishText(page, 'body')).not.toMatch(CHINESE);
  });

  test('hreflang alternates are reciprocal, canonical per language', async ({ request }) => {
    for (const { en, zh } of PAGE_TYPES.filter((type) => !type.en.includes('login'))) {
      const [zhLinks, enLinks] = await Promise.all([headLinks(request, `${SITE}${zh}`), headLinks(request, `${SITE}${en}`)]);
      // The same set on both pages; each page canonical to itself; x-default the Chinese page. (Filtered
      // views are canonical to their unfiltered list, so the query may be shorter than the page's.)
      expect(enLinks.alternates, en).toEqual(zhLinks.alternates);
      const { 'zh-CN': chinese, en: english, 'x-default': fallback } = zhLinks.alternates;
      expect(new URL(chinese!).pathname, zh).toBe(new URL(absolute(zh)).pathname);
      expect(english, zh).toBe(absolute(localised(chinese!)));
      expect(fallback).toBe(chinese);
      expect(zhLinks.canonical).toBe(chinese);
      expect(enLinks.canonical).toBe(english);
      expect(enLinks.ogLocale).toBe('en_US');
      expect(zhLinks.ogLocale).toBe('zh_CN');
    }
  });

  test('the sitemap lists both languages as alternates of each other, and every address answers', async ({ request }) => {
    const xml = await (await request.get(`${SITE}/sitemap.xml`)).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: /<loc>(.*?)<\/loc>/.exec(body!)![1]!,
      alternates: Object.fromEntries([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])),
    }));
    const english = entries.filter((entry) => entry.loc.startsWith(`${SITE}/en`));
    const chinese = entries.filter((entry) => !entry.loc.startsWith(`${SITE}/en`));
    expect(english.length).toBe(chinese.length);
    for (const entry of chinese) {
      expect(entry.alternates['zh-CN']).toBe(entry.loc);
      expect(entry.alternates['x-default']).toBe(entry.loc);
      const other = english.find((candidate) => candidate.loc === entry.alternates.en);
      expect(other?.alternates['zh-CN'], entry.loc).toBe(entry.loc);
    }
    for (const entry of english.filter((_, index) => index % 7 === 0))
      expect((await request.get(entry.loc.replace(/&amp;/g, '&'))).status(), entry.loc).toBe(200);
  });

  test('filters, sort, pages, compare and the CSV export work the same under /en', async ({ page, request }) => {
    await page.goto(`${SITE}/en/product?category=11`);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Apply' }) });
    await expect(form).toHaveAttribute('action', '/en/product');
    await page.getByRole('checkbox', { name: 'Mass production' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/en\/product\?(?=.*category=11)(?=.*status=mass_production)/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const link of await page.locator('main a[href*="sort="]').all())
      expect(await link.getAttribute('href')).toMatch(/^\/en\/product\?/);
    await expect(page.locator('form[id="compare-form"]')).toHaveAttribute('action', '/en/product/compare');

    const exportHref = await page.getByRole('link', { name: /Export CSV/ }).getAttribute('href');
    expect(exportHref).toMatch(/^\/en\/product\/export\?(?=.*category=11)(?=.*status=mass_production)/);
    const csv = await request.get(`${SITE}${exportHref}`);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFFPart number,Name,Status,/);
    expect(text).toContain(`${SITE}/en/product/detail/`);
    expect(text).not.toMatch(/量产|型号/);

    await page.goto(`${SITE}/en/news?page=2`);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByRole('link').first()).toHaveAttribute('href', /^\/en\/news/);
  });

  test('English metadata: title, description and JSON-LD in English, addresses under /en', async ({ page }) => {
    await page.goto(`${SITE}/en/news/detail/201`);
    await expect(page).toHaveTitle('Xingyuan Micro Releases Its Third-Quarter 2026 Report - Xingyuan Micro');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Revenue for the first three quarters/);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const article = data.find((item) => item['@type'] === 'NewsArticle')!;
    expect(article).toMatchObject({ inLanguage: 'en', mainEntityOfPage: `${SITE}/en/news/detail/201` });
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { item?: string }[] };
    for (const { item } of trail.itemListElement) if (item) expect(item).toMatch(new RegExp(`^${SITE}/en`));
  });

  test('announcements published in Chinese only read as such on English pages', async ({ page }) => {
    await page.goto(`${SITE}/en/investor`);
    const first = page.locator('section[aria-labelledby="announcements"] li').first();
    await expect(first.locator('[lang="zh-CN"]').first()).toHaveText(CHINESE);
    await expect(first).toContainText('Chinese only');
  });

  test('the browser asks the backend in the page language (the captcha of the contact form)', async ({ page }) => {
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/web/generate_verify')) bodies.push(request.postData() ?? '');
    });
    await page.goto(`${SITE}/en/contact`);
    await page.getByRole('heading', { name: 'Send us a message' }).scrollIntoViewIfNeeded();
    await expect.poll(() => bodies.length).toBeGreaterThan(0);
    // Drawn for the message it guards: no other form takes it (issue 42).
    expect(JSON.parse(bodies[0]!)).toMatchObject({ lang: 'en', for: 'web/submit_message' });
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  });
});

test.describe('a backend and the language @shared', () => {
  test.afterEach(() => setFaults({}));

  test('every call of a page carries the language, zh or en', async ({ request }) => {
    // The server's calls of one render (the browser's calls are the captcha test's).
    await setFaults({});
    expect((await request.get(`${ALT_SITE}/en/product/detail/101`)).status()).toBe(200);
    const english = await backendLanguagesAsked();
    expect(Object.keys(english).length).toBeGreaterThanOrEqual(3);
    for (const [call, langs] of Object.entries(english)) expect(langs, call).toEqual(['en']);
    await setFaults({});
    expect((await request.get(`${ALT_SITE}/product/detail/101`)).status()).toBe(200);
    for (const [call, langs] of Object.entries(await backendLanguagesAsked())) expect(langs, call).toEqual(['zh']);
  });

  test('a backend that ignores the language still works: English interface around Chinese content', async ({ page }) => {
    await setFaults({}, undefined, { ignoreLanguage: true });
    for (const path of ['/en', '/en/news/detail/201', '/en/investor']) {
      const response = await page.goto(`${ALT_SITE}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('navigation', { name: 'Footer navigation' }).getByRole('link', { name: 'News' })).toBeVisible();
    }
    await expect(page.locator('main h1')).toHaveText('投资者关系');
  });
});

/** The language switch's link (in the drawer on phones). */
async function switchLink(page: Page) {
  if (await isPhone(page)) {
    // A tap before the menu button's code is listening opens nothing: tap until the drawer shows the switch.
    const dialog = page.getByRole('dialog');
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.locator('button[aria-controls="site-drawer"]').click();
      await expect(dialog.getByTestId('language-switch')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    return dialog.getByTestId('language-switch');
  }
  return page.locator('header').getByTestId('language-switch');
}

/** The English address of a Chinese one (absolute, as the head writes it). */
function localised(href: string): string {
  const url = new URL(href.replace(/&amp;/g, '&'));
  return `/en${url.pathname === '/' ? '' : url.pathname}${url.search}`;
}

/** An address as the page's head writes it: absolute, `&` escaped, the root with its slash. */
function absolute(path: string): string {
  return new URL(path, SITE).href.replace(/&/g, '&amp;');
}

async function headLinks(request: import('@playwright/test').APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const normal = (href: string) => absolute(href.replace(/&amp;/g, '&'));
  return {
    canonical: normal(/<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? ''),
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map(([, lang, href]) => [lang, normal(href!)]),
    ),
    ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(head)?.[1],
  };
}

/** Each page type's switch, to English and back: where it leads (query kept, a list at its first page), and the choice stored. */
async function switchesBothWays(page: Page, types: readonly (typeof PAGE_TYPES)[number][]) {
  const firstPage = (address: string) => address.replace(/[?&]page=\d+$/, '');
  for (const { en: address, zh } of types) {
    const en = firstPage(address);
    await page.goto(`${SITE}${zh}`);
    const toEnglish = await switchLink(page);
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await expect(toEnglish).toHaveAttribute('href', en);
    await toEnglish.click();
    await expect(page).toHaveURL(`${SITE}${en}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    const toChinese = await switchLink(page);
    await expect(toChinese).toHaveAttribute('hreflang', 'zh-CN');
    await toChinese.click();
    await expect(page).toHaveURL(`${SITE}${firstPage(zh)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh');
  }
}
