/**
 * Design resources (issue 23, item 4): a product page's documents grouped by type, members' documents
 * behind a lock and downloaded by a signed-in member only, the whole library at /product/resources
 * (filtered, searched, paged, without JavaScript), and a backend without the library.
 */
import { ALT_SITE, SITE } from './support/servers';
import { setFaults } from './support/alt-faults';
import { expect, test } from './support/fixtures';
import { nextCaptcha, signIn } from './support/sign-in';

const TEXT = {
  zh: { prefix: '', type: '文档类型', line: '产品线', apply: '筛选', spice: 'SPICE 模型', power: '电源管理', summary: /^共 \d+ 份文档$/ },
  en: {
    prefix: '/en',
    type: 'Type',
    line: 'Product line',
    apply: 'Filter',
    spice: 'SPICE models',
    power: 'Power Management',
    summary: /^\d+ documents$/,
  },
};

test.describe('the document library without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['zh', 'en'] as const) {
    test(`filters by type and product line, each file answers (${lang})`, async ({ page }) => {
      const text = TEXT[lang];
      expect((await page.goto(`${SITE}${text.prefix}/product/resources`))?.status()).toBe(200);
      await page.getByLabel(text.type).selectOption({ label: text.spice });
      await page.getByLabel(text.line).selectOption({ label: text.power });
      await page.getByRole('button', { name: text.apply }).click();
      await expect(page).toHaveURL(`${SITE}${text.prefix}/product/resources?q=&type=spice_model&line=11&language=`);
      await expect(page.getByRole('status')).toHaveText(text.summary);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const rows = page.locator('main tbody tr');
      expect(await rows.count()).toBeGreaterThan(3);
      for (const title of await rows.locator('td:first-child a').allTextContents()) expect(title).toMatch(/^XY6\d{3} SPICE/);
      const file = (await rows.first().locator('td:first-child a').getAttribute('href'))!;
      const answer = await page.request.get(`${SITE}${file}`);
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain('.SUBCKT');
      // Each product the document is for leads to its page.
      const product = rows.first().getByRole('link', { name: /^XY6\d{3}$/ });
      expect((await page.request.get(`${SITE}${await product.getAttribute('href')}`)).status()).toBe(200);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  }
});

test.describe('design resources', () => {
  test("a product page groups its documents by type; a members' document is locked until a member signs in", async ({ page }) => {
    await page.goto(`${SITE}/product/detail/106`);
    const section = page.locator('section', { has: page.locator('#documents') });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      '数据手册',
      '应用笔记',
      '用户指南',
      'IBIS 模型',
      '封装与符号（CAD）',
      '参考设计',
      '评估板',
      '勘误表',
      '认证与声明',
    ]);
    const locked = section.getByRole('row').filter({ hasText: '会员专享' });
    await expect(locked).toHaveCount(1);
    await expect(locked.getByRole('link', { name: '登录后下载' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/product/detail/106')}`,
    );
    // No address of the file is in the page.
    expect(await page.content()).not.toMatch(/designs\/xy5201\.pdf/);
    await expect(section.getByRole('link', { name: '全部设计资源 →' })).toHaveAttribute('href', '/product/resources?line=13');

    const captcha = nextCaptcha(page);
    await locked.getByRole('link', { name: '登录后下载' }).click();
    await signIn(page, captcha);
    await expect(page).toHaveURL(`${SITE}/product/detail/106`);
    const download = page.waitForResponse((response) => response.url().includes('/api/member-files/'));
    await section.getByRole('row').filter({ hasText: '会员专享' }).getByRole('button', { name: '下载' }).click();
    const file = await download;
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toBe('private, no-store');
  });

  test('bad filters are 404s; the library is in the sitemap; the product list links it @desktop', async ({ page, request }) => {
    for (const query of ['type=manual', 'language=fr', 'line=999', 'line=21', 'page=99']) {
      expect((await request.get(`${SITE}/product/resources?${query}`)).status(), query).toBe(404);
    }
    expect(await (await request.get(`${SITE}/sitemap.xml`)).text()).toContain(`<loc>${SITE}/en/product/resources</loc>`);
    await page.goto(`${SITE}/product/resources?q=xy-6201&type=cad`);
    await expect(page.locator('main tbody tr td:first-child')).toHaveText([
      'XY6201 原理图符号（KiCad）',
      'XY6201 PCB 封装 DFN1x1-4（KiCad）',
    ]);
    await page.goto(`${SITE}/product`);
    await page.getByRole('main').getByRole('link', { name: '设计资源' }).click();
    await expect(page).toHaveURL(`${SITE}/product/resources`);
  });
});

test.describe('a backend without the document library @shared', () => {
  test.afterEach(() => setFaults({}));

  test('the library is a 404 and no page links it; a product keeps its own documents', async ({ request }) => {
    await setFaults({ 'web/get_documents': { status: 404 } });
    expect((await request.get(`${ALT_SITE}/product/resources`)).status()).toBe(404);
    const product = await (await request.get(`${ALT_SITE}/product/detail/101`)).text();
    expect(product).toContain('id="documents"');
    expect(product).not.toContain('/product/resources');
    expect(await (await request.get(`${ALT_SITE}/product`)).text()).not.toContain('/product/resources');
    expect(await (await request.get(`${ALT_SITE}/sitemap.xml`)).text()).not.toContain('/product/resources');
  });
});
