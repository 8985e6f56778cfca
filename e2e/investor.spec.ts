import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';

test.describe('investor announcements', () => {
  const list = (page: import('@playwright/test').Page) => page.locator('section[aria-labelledby="announcements"] ul li');

  test('filters by year and by type with links; the filters combine and stay in the URL', async ({ page }) => {
    await page.goto(`${SITE}/investor`);
    const years = page.getByRole('group', { name: '按年份筛选' });
    await years.getByRole('link', { name: '2025' }).click();
    await expect(page).toHaveURL(/year=2025/);
    await expect(years.getByRole('link', { name: '2025' })).toHaveAttribute('aria-current', 'true');
    for (const date of await list(page).locator('time').allTextContents()) expect(date.startsWith('2025-')).toBe(true);
    await page.getByRole('group', { name: '按类型筛选' }).getByRole('link', { name: '董事会决议' }).click();
    await expect(page).toHaveURL(/year=2025&type=/);
    await expect(list(page)).toHaveCount(2);
    for (const item of await list(page).all()) await expect(item).toContainText('董事会决议');
  });

  test('paginates announcements with real links', async ({ page }) => {
    await page.goto(`${SITE}/investor`);
    const pager = page.locator('section[aria-labelledby="announcements"]').getByRole('navigation', { name: '分页' });
    await pager.getByRole('link', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    await expect(list(page)).toHaveCount(10);
  });

  test('every entry of the section links shows whole, in both languages @desktop', async ({ page }) => {
    for (const [path, name] of [
      ['/en/investor', 'On this page'],
      ['/investor', '本页导航'],
    ] as const) {
      await page.goto(SITE + path);
      const nav = page.getByRole('navigation', { name });
      const box = (await nav.boundingBox())!;
      for (const link of await nav.getByRole('link').all()) {
        const each = (await link.boundingBox())!;
        expect(each.x + each.width, `${path}: ${await link.textContent()}`).toBeLessThanOrEqual(box.x + box.width + 1);
      }
      expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
  });
});

test.describe('news pagination', () => {
  test('pages through the list with real links', async ({ page }) => {
    await page.goto(`${SITE}/news`);
    const pager = page.getByRole('navigation', { name: '分页' });
    await expect(pager.getByRole('link', { name: '下一页' })).toHaveAttribute('href', '/news?page=2');
    const firstPage = await page.locator('main ul li h3').allTextContents();
    await pager.getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    const secondPage = await page.locator('main ul li h3').allTextContents();
    expect(secondPage).toHaveLength(10);
    expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
    await page.getByRole('navigation', { name: '新闻分类' }).getByRole('link', { name: '行业动态' }).click();
    await expect(page).toHaveURL(/category=22$/);
    await expect(page.getByRole('navigation', { name: '新闻分类' }).getByRole('link', { name: '行业动态' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // All nine industry items fit on one page: no pagination.
    await expect(page.locator('main ul li')).toHaveCount(9);
    await expect(page.getByRole('navigation', { name: '分页' })).toHaveCount(0);
  });
});
