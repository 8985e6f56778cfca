/**
 * Cross-reference (issue 23, item 1): another vendor's part number, in any spelling, finds the products of
 * ours that replace it, on a form that works without JavaScript, on a page per part (canonical, JSON-LD,
 * sitemap), from a product page, /search and the header's suggestions; and a backend without the call
 * loses those pieces and nothing else.
 */
import type { Page } from '@playwright/test';
import { ALT_SITE, SITE } from './support/servers';
import { setFaults } from './support/alt-faults';
import { expect, isPhone, test } from './support/fixtures';

const TEXT = {
  zh: {
    prefix: '',
    field: '其他厂商型号',
    submit: '查找替代',
    match: '引脚兼容',
    differs: '（不同）',
    productPage: '产品详情',
    datasheet: /^数据手册/,
    summary: '“NWP7A2033PDBVR”匹配 1 个其他厂商型号',
  },
  en: {
    prefix: '/en',
    field: "Other vendor's part number",
    submit: 'Find a replacement',
    match: 'Pin-to-pin',
    differs: ' (differs)',
    productPage: 'Product page',
    datasheet: /^Datasheet/,
    summary: '“NWP7A2033PDBVR” matches 1 part of other vendors',
  },
};

/** The block of one of our parts inside a card: its heading names it. */
const replacement = (page: Page, part: string) =>
  page.locator('article > div', { has: page.getByRole('heading', { level: 3, name: new RegExp(`^${part}\\b`) }) });

test.describe('cross-reference without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['zh', 'en'] as const) {
    test(`an orderable part number finds its replacement, figures side by side (${lang})`, async ({ page }) => {
      const text = TEXT[lang];
      expect((await page.goto(`${SITE}${text.prefix}/product/cross-reference`))?.status()).toBe(200);
      await page.getByLabel(text.field).fill('NWP7A2033PDBVR');
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(`${SITE}${text.prefix}/product/cross-reference?q=NWP7A2033PDBVR`);
      await expect(page.getByRole('status')).toHaveText(text.summary);
      const card = page.locator('article');
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading', { level: 2 })).toContainText('NWP7A2033');
      await expect(card.getByRole('heading', { level: 2 })).toContainText('Northwind Analog');

      const ours = replacement(page, 'XY6201');
      await expect(ours.getByText(text.match, { exact: true })).toBeVisible();
      // Their 6 V beside our 5.5 V: the row is marked, in words too; an equal row is not.
      const row = (name: RegExp) => ours.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
      const vinMax = row(lang === 'zh' ? /^最大输入电压$/ : /^Max input voltage$/);
      await expect(vinMax.getByRole('cell')).toHaveText(['6 V', `5.5 V${text.differs}`]);
      await expect(row(lang === 'zh' ? /^输出电流$/ : /^Output current$/).getByRole('cell')).toHaveText(['300 mA', '300 mA']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

      // Each link answers: our product page, its datasheet, and the other part's own page.
      const links = [
        ours.getByRole('link', { name: new RegExp(`^${text.productPage}`) }),
        ours.getByRole('link', { name: text.datasheet }),
        card.getByRole('heading', { level: 2 }).getByRole('link'),
      ];
      for (const link of links) {
        const href = (await link.getAttribute('href'))!;
        expect(href.startsWith(`${text.prefix}/`) || href.startsWith('/api/'), href).toBe(true);
        expect((await page.request.get(`${SITE}${href}`)).status(), href).toBe(200);
      }
      await links[2]!.click();
      await expect(page).toHaveURL(`${SITE}${text.prefix}/product/cross-reference/NWP7A2033`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('NWP7A2033');
    });
  }
});

test.describe('cross-reference', () => {
  test('a family and a hyphenated number find their parts; a number nobody makes finds none @desktop', async ({ page }) => {
    const parts = async (q: string) => {
      await page.goto(`${SITE}/product/cross-reference?q=${encodeURIComponent(q)}`);
      return page.locator('article h2').evaluateAll((headings) => headings.map((heading) => heading.firstChild?.textContent));
    };
    expect(await parts('nwp7a20')).toEqual(['NWP7A2018', 'NWP7A2033']);
    expect(await parts('NWP7A20-33')).toEqual(['NWP7A2033']);
    expect(await parts('ZZQ9999')).toEqual([]);
    await expect(page.getByRole('status')).toHaveText('没有找到“ZZQ9999”的替代型号。');
    await expect(page.getByRole('main').getByRole('link', { name: '联系销售' })).toHaveAttribute('href', '/contact');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect((await page.request.get(`${SITE}/product/cross-reference?q=nwp7a20&page=2`)).status()).toBe(404);
  });

  test("one part's page: canonical, its other spellings moved there, JSON-LD, in the sitemap in both languages @desktop", async ({
    page,
    request,
  }) => {
    expect((await page.goto(`${SITE}/en/product/cross-reference/LK1117-33`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Replacements for LK1117-33');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/product\/cross-reference\/LK1117-33$/);
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute(
      'href',
      /[^n]\/product\/cross-reference\/LK1117-33$/,
    );
    await expect(page.getByText('Same function', { exact: true }).first()).toBeVisible();
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, any>));
    const part = data.find((item) => item['@type'] === 'Product');
    expect(part).toMatchObject({ name: 'LK1117-33', manufacturer: { name: 'Larkspur Silicon' } });
    expect(part?.isSimilarTo).toEqual([
      expect.objectContaining({ mpn: 'XY6205', url: expect.stringMatching(/\/en\/product\/detail\/109$/) }),
    ]);
    expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);

    const moved = await request.get(`${SITE}/product/cross-reference/lk1117-33`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toMatch(/\/product\/cross-reference\/LK1117-33$/);
    expect((await request.get(`${SITE}/product/cross-reference/UNKNOWN77`)).status()).toBe(404);
    expect((await request.get(`${SITE}/product/cross-reference/--`)).status()).toBe(404);

    const sitemap = await (await request.get(`${SITE}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${SITE}/product/cross-reference/LK1117-33</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/en/product/cross-reference/LK1117-33</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/product/cross-reference</loc>`);
  });

  test('a product page lists what it replaces, and the product list leads to the tool @desktop', async ({ page }) => {
    await page.goto(`${SITE}/product/detail/101`);
    const section = page.locator('section', { has: page.locator('#replaces') });
    await expect(section.getByRole('link')).toHaveText(['NWP7A2018', 'NWP7A2033']);
    await section.getByRole('link', { name: 'NWP7A2033' }).click();
    await expect(page).toHaveURL(`${SITE}/product/cross-reference/NWP7A2033`);
    await page.goto(`${SITE}/en/product`);
    await page.getByRole('main').getByRole('link', { name: 'Cross-reference' }).click();
    await expect(page).toHaveURL(`${SITE}/en/product/cross-reference`);
    await expect(page.getByRole('heading', { level: 2, name: /^Parts we have replacements for/ })).toBeVisible();
  });

  test("the header's suggestions lead to a part's page; /search shows the parts above the products", async ({ page }) => {
    await page.goto(`${SITE}/search?q=NWP7A20-33`);
    const parts = page.locator('section', { has: page.locator('#results-cross-reference') });
    await expect(parts.getByRole('link')).toHaveText(['NWP7A2033']);
    const products = page.locator('section', { has: page.getByRole('heading', { level: 2, name: /^产品/ }) });
    await expect(products.locator('li h3').first()).toContainText('XY6201');

    await page.goto(`${SITE}/about`);
    let field = page.locator('#header-search');
    if (await isPhone(page)) {
      await page.getByRole('button', { name: '打开导航菜单' }).click();
      field = page.locator('#drawer-search');
      await field.click();
    } else {
      await page.getByRole('banner').locator('label[for="header-search"]').click();
    }
    await field.pressSequentially('nwp7a20');
    const options = page.getByRole('listbox', { name: '搜索建议' }).getByRole('option');
    await expect(options.first()).toContainText('NWP7A2018 → XY6201');
    await expect(options.nth(1)).toContainText('NWP7A2033 → XY6201 / XY6205');
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page).toHaveURL(`${SITE}/product/cross-reference/NWP7A2033`);
  });
});

test.describe('a backend without cross-reference @shared', () => {
  test.afterEach(() => setFaults({}));

  test('the pages are 404s and every other page loses only its cross-reference pieces', async ({ request }) => {
    await setFaults({ 'web/get_cross_reference': { status: 404 } });
    for (const path of ['/product/cross-reference', '/product/cross-reference?q=NWP7A2033', '/en/product/cross-reference/NWP7A2033']) {
      expect((await request.get(`${ALT_SITE}${path}`)).status(), path).toBe(404);
    }
    const product = await request.get(`${ALT_SITE}/product/detail/101`);
    expect(product.status()).toBe(200);
    expect(await product.text()).not.toContain('id="replaces"');
    expect(await (await request.get(`${ALT_SITE}/product`)).text()).not.toContain('/product/cross-reference');
    const search = await request.get(`${ALT_SITE}/search?q=NWP7A2033`);
    expect(search.status()).toBe(200);
    expect(await search.text()).not.toContain('results-cross-reference');
    const sitemap = await request.get(`${ALT_SITE}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).not.toContain('cross-reference');
  });

  test('a fault of the call leaves a product page whole; a replacement the backend lacks is left out', async ({ request }) => {
    await setFaults({ 'web/get_cross_reference': { status: 500 } });
    const product = await request.get(`${ALT_SITE}/product/detail/101`);
    expect(product.status()).toBe(200);
    expect(await product.text()).not.toContain('id="replaces"');

    const part = (productId: number) => ({
      part_number: 'QX100',
      vendor: 'Test Vendor',
      replacements: [{ product_id: productId, part_number: 'XY9999', match: 'similar' }],
    });
    await setFaults({ 'web/get_cross_reference': { data: { total: 1, list: [part(4242)] } } });
    expect((await request.get(`${ALT_SITE}/product/cross-reference/QX100`)).status()).toBe(404);
    await setFaults({ 'web/get_cross_reference': { data: { total: 1, list: [part(101)] } } });
    const page = await request.get(`${ALT_SITE}/product/cross-reference/QX100`);
    expect(page.status()).toBe(200);
    const body = await page.text();
    expect(body).toContain('Test Vendor');
    expect(body).toContain('href="/product/detail/101"');
  });

  test('a part whose replacement the site lacks is not listed nor in the sitemap; the list counts what it shows (issue 42, part 2)', async ({
    request,
  }) => {
    const part = (name: string, productId: number) => ({
      part_number: name,
      vendor: 'Test Vendor',
      replacements: [{ product_id: productId, part_number: 'XY9999', match: 'similar' }],
    });
    await setFaults({
      'web/get_cross_reference': { data: { total: 3, list: [part('QX100', 101), part('QX200', 4242), part('QX300', 101)] } },
    });
    const list = await (await request.get(`${ALT_SITE}/product/cross-reference`)).text();
    expect(list).toContain('/product/cross-reference/QX100');
    expect(list).not.toContain('/product/cross-reference/QX200');
    expect(list).toContain('共 2 个');
    const sitemap = await (await request.get(`${ALT_SITE}/sitemap.xml`)).text();
    expect(sitemap).toContain('/product/cross-reference/QX100');
    expect(sitemap).not.toContain('QX200');
  });

  test('a difference note of 300 characters without a space wraps within a phone (issue 42, part 2)', async ({ browser }) => {
    const long = 'A'.repeat(300);
    await setFaults({
      'web/get_cross_reference': {
        data: {
          total: 1,
          list: [
            {
              part_number: 'QX100',
              vendor: 'Test Vendor',
              replacements: [{ product_id: 101, part_number: 'XY9999', match: 'similar', differences: [long] }],
            },
          ],
        },
      },
    });
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto(`${ALT_SITE}/en/product/cross-reference/QX100`);
    await expect(page.getByText(long)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });
});
