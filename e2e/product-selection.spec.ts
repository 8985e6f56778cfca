import { parse } from 'csv-parse/sync';
import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';

const partNumbers = (page: import('@playwright/test').Page) => page.locator('tbody th[scope="row"] a').allTextContents();

test.describe('product selection', () => {
  test('category tree with counts; a category shows its spec columns', async ({ page }) => {
    await page.goto(`${SITE}/product`);
    const tree = page.getByRole('navigation', { name: '产品分类' });
    await expect(tree.getByRole('link', { name: /全部产品/ })).toContainText('29');
    await tree.getByRole('link', { name: /电源管理/ }).click();
    await expect(page).toHaveURL(/category=11/);
    await expect(page.locator('thead th')).toContainText(['型号', '状态', '拓扑', '最大输入电压', '输出电流']);
    expect(await partNumbers(page)).toHaveLength(9);
  });

  test('filters by range and option through the form; the state is in the URL and server-rendered', async ({ page }) => {
    await page.goto(`${SITE}/product?category=11`);
    await page.getByLabel('最大输入电压最小值').fill('10');
    await page.getByRole('checkbox', { name: '同步降压' }).check();
    await page.getByRole('button', { name: '筛选' }).click();
    await expect(page).toHaveURL(/min_vin_max=10/);
    await expect(page).toHaveURL(/opt_topology=/);
    await expect.poll(() => partNumbers(page)).toEqual(['XY6560', 'XY6530']);
    await expect(page.getByText('筛选出 2 / 9 款')).toBeVisible();
    // The same URL, loaded fresh, renders the same rows on the server.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('XY6560');
    expect(html).not.toContain('>XY6201<');
  });

  test('sorts by a column, both ways, through header links', async ({ page }) => {
    // Scripts loaded and idle: a click during hydration was once lost on a loaded CI machine.
    await page.goto(`${SITE}/product?category=11`, { waitUntil: 'networkidle' });
    const header = page.getByRole('columnheader', { name: /输出电流/ });
    await header.getByRole('link').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect((await partNumbers(page))[0]).toBe('XY6218');
    await header.getByRole('link').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    expect((await partNumbers(page))[0]).toBe('XY6560');
  });

  test('lifecycle filter and search', async ({ page }) => {
    await page.goto(`${SITE}/product?status=sampling`);
    for (const row of await page.locator('tbody tr').all()) await expect(row).toContainText('样品');
    await page.goto(`${SITE}/product?q=xy52`);
    expect((await partNumbers(page)).sort()).toEqual(['XY5201', 'XY5202', 'XY5210']);
  });

  test('compares up to four products side by side', async ({ page }) => {
    await page.goto(`${SITE}/product?category=11`);
    const compare = page.getByRole('button', { name: '对比所选' });
    await expect(compare).toBeDisabled();
    for (const pn of ['XY6201', 'XY6205', 'XY6218', 'XY6530']) await page.getByRole('checkbox', { name: `对比 ${pn}` }).check();
    await expect(page.getByText('已选 4 / 4 款')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '对比 XY6560' })).toBeDisabled();
    await compare.click();
    await expect(page).toHaveURL(/\/product\/compare\?id=\d+&id=\d+&id=\d+&id=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('产品对比');
    const compared = page.locator('thead th a[href^="/product/detail/"]');
    expect((await compared.allTextContents()).sort()).toEqual(['XY6201', 'XY6205', 'XY6218', 'XY6530']);
    const vinMax = page.getByRole('row', { name: /最大输入电压/ }).getByRole('cell');
    expect((await vinMax.allTextContents()).sort()).toEqual(['36', '40', '5.5', '6']);
    await page.getByRole('link', { name: '移除 XY6218' }).click();
    await expect(page.locator('thead th a[href^="/product/detail/"]')).toHaveCount(3);
  });

  test('the compare page takes at most four and says so', async ({ page }) => {
    await page.goto(`${SITE}/product/compare?id=101&id=102&id=103&id=104&id=105`);
    await expect(page.getByText('一次最多对比 4 款产品')).toBeVisible();
    await expect(page.locator('thead th a[href^="/product/detail/"]')).toHaveCount(4);
  });

  test('exports the current selection as CSV', async ({ page }) => {
    await page.goto(`${SITE}/product?category=11&opt_topology=LDO&sort=iout&order=desc`);
    const link = page.getByRole('link', { name: /导出 CSV（3 款）/ });
    const response = await page.request.get(new URL((await link.getAttribute('href')) ?? '', SITE).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="products-power\.csv"/);
    const text = (await response.body()).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(text.slice(1)) as string[][];
    expect(rows[0]?.slice(0, 4)).toEqual(['型号', '名称', '状态', '拓扑']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['XY6205', 'XY6201', 'XY6218']);
    expect(rows[1]?.at(-1)).toBe(`${SITE}/product/detail/109`);
  });

  test('the table scrolls sideways on a phone while the page does not', async ({ page }) => {
    await page.goto(`${SITE}/product?category=13`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('region', { name: /产品参数表/ })).toBeVisible();
  });
});
