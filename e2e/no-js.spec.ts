import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';

/** What a crawler (or a visitor) without JavaScript gets: the main content and every link. */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const pages: { path: string; text: string[]; links: string[] }[] = [
    { path: '/', text: ['精准模拟，连接万物感知', '授权专利'], links: ['/product?category=11', '/news', '/investor', '/contact'] },
    { path: '/about', text: ['发展历程', '登陆上海证券交易所科创板', '荣誉资质', '管理团队'], links: ['/api/files/honours/1.svg'] },
    { path: '/product?category=11', text: ['XY6201', '拓扑'], links: ['/product/detail/101', '/product?category=12'] },
    { path: '/product/detail/101', text: ['关键参数', '订购信息'], links: ['/api/files/docs/datasheets/xy6201.pdf'] },
    {
      path: '/investor',
      text: ['临时公告', '定期报告', '投资者联系方式'],
      links: ['/investor?year=2025#announcements', '/investor?page=2#announcements'],
    },
    { path: '/news', text: ['星垣微电子举办 2026 年第三季度业绩说明会'], links: ['/news?page=2', '/news?category=21', '/news/detail/211'] },
    { path: '/news/detail/201', text: ['营业收入 9.62 亿元'], links: ['/news'] },
    {
      path: '/contact',
      text: ['总部与分支机构', '上海市浦东新区张江高科技园区星垣路 88 号'],
      links: ['mailto:service@xingyuan-micro.example'],
    },
  ];

  for (const { path, text, links } of pages) {
    test(`${path} shows its main content and links`, async ({ page }) => {
      await page.goto(SITE + path);
      await expect(page.locator('h1')).toHaveCount(1);
      for (const item of text) await expect(page.getByText(item).first()).toBeVisible();
      for (const href of links) await expect(page.locator(`a[href="${href}"]`).first()).toBeAttached();
    });
  }

  test('the contact page says how to reach us when the form cannot run', async ({ page }) => {
    await page.goto(`${SITE}/contact`);
    // Playwright turns script execution off but not the parser's scripting flag, so <noscript> stays raw
    // text here; a browser without JavaScript renders it. Check that it is in the HTML.
    expect(await page.content()).toMatch(
      /<noscript><p[^>]*>在线留言需要启用 JavaScript。[^<]*<a href="mailto:service@xingyuan-micro\.example">/,
    );
  });

  test('product filters work as a plain form', async ({ page }) => {
    await page.goto(`${SITE}/product?category=11`);
    await page.getByRole('checkbox', { name: 'LDO' }).check();
    await page.getByRole('button', { name: '筛选' }).click();
    await expect(page).toHaveURL(/opt_topology=LDO/);
    await expect(page.locator('tbody tr')).toHaveCount(3);
  });
});
