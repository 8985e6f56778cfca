/**
 * Site search (issue 14): /search server-rendered and grouped, part numbers in any spelling, Chinese,
 * without JavaScript, suggestions by keyboard from the header (desktop) and the drawer (phone), bad and
 * hostile queries, and a new document found after a revalidation.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { CACHE_SITE, REVALIDATE_SECRET, SITE } from './support/servers';
import { setFaults } from './support/alt-faults';
import { expect, isPhone, test } from './support/fixtures';

const search = (q: string, extra = '') => `${SITE}/search?q=${encodeURIComponent(q)}${extra}`;
const group = (page: Page, name: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }) });
const resultTitles = (scope: ReturnType<Page['locator']>) => scope.locator('li h3').allTextContents();

/** The search field a visitor types into: the header's on desktop, the drawer's on a phone. */
async function openSearchField(page: Page) {
  if (await isPhone(page)) {
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const field = page.locator('#drawer-search');
    await field.click();
    return field;
  }
  const field = page.locator('#header-search');
  // Its icon is the field's label: pressing it opens the field over the navigation.
  await page.getByRole('banner').locator('label[for="header-search"]').click();
  await expect(field).toBeFocused();
  await expect(field).toBeVisible();
  return field;
}

test.describe('site search', () => {
  for (const spelling of ['XY6201', 'xy6201', 'xy-6201']) {
    test(`a part number spelt ${spelling} finds that product first, marked`, async ({ page }) => {
      const response = await page.goto(search(spelling));
      expect(response?.status()).toBe(200);
      const products = group(page, '产品');
      const first = products.locator('li').first();
      await expect(first.getByRole('link')).toHaveAttribute('href', '/product/detail/101');
      await expect(first.locator('h3 mark')).toHaveText('XY6201');
      await expect(page.locator('#search-page-field')).toHaveValue(spelling);
    });
  }

  test('a prefix finds every part number it starts, with counts per kind and crawlable kind links', async ({ page }) => {
    await page.goto(search('XY62'));
    const titles = await resultTitles(group(page, '产品'));
    expect(titles.length).toBeGreaterThan(1);
    for (const title of titles) expect(title).toMatch(/^XY62/);
    const kinds = page.getByRole('navigation', { name: '按类别查看' });
    await expect(kinds.getByRole('link', { name: /^全部 \d+$/ })).toHaveAttribute('aria-current', 'page');
    await kinds.getByRole('link', { name: /^产品 \d+$/ }).click();
    await expect(page).toHaveURL(/\/search\?q=XY62&type=product$/);
    await expect(kinds.getByRole('link', { name: /^产品/ })).toHaveAttribute('aria-current', 'page');
  });

  test('Chinese words find the news and the announcements about them', async ({ page }) => {
    await page.goto(search('业绩说明会'));
    expect(await resultTitles(group(page, '新闻'))).toContain('星垣微电子举办 2026 年第三季度业绩说明会');
    expect(await resultTitles(group(page, '投资者文件'))).toContain('[2026-048] 关于召开 2026 年第三季度业绩说明会的公告');
    // An announcement leads to its PDF.
    const pdf = group(page, '投资者文件').getByRole('link', { name: /2026-048/ });
    expect((await page.request.get(new URL((await pdf.getAttribute('href'))!, SITE).toString())).headers()['content-type']).toContain(
      'application/pdf',
    );
    await expect(page.locator('main mark').first()).toBeVisible();
  });

  test('English on the English site', async ({ page }) => {
    await page.goto(`${SITE}/en/search?q=results%20briefing`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    const news = page.locator('section', { has: page.getByRole('heading', { level: 2, name: /^News/ }) });
    await expect(news.getByRole('link', { name: /Third-Quarter 2026 Results Briefing/ })).toHaveAttribute(
      'href',
      /^\/en\/news\/detail\/211$/,
    );
  });

  test('suggestions after one character, chosen with the keyboard', async ({ page }) => {
    await page.goto(`${SITE}/about`);
    const field = await openSearchField(page);
    await field.pressSequentially('x');
    const list = page.getByRole('listbox', { name: '搜索建议' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await field.pressSequentially('y62');
    await expect(list.getByRole('option').first()).toContainText('XY62');
    const options = list.getByRole('option');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    const partNumber = (await second.locator('mark').textContent())!;
    // Escape closes the list; typing opens it again; Enter opens the chosen product.
    await field.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.press('Backspace');
    // On a busy machine the query without its last letter may be asked too and shown a moment: wait for the
    // answer to the whole query, which the list shows from then on (a later keystroke's answer wins).
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/web/search') && response.request().postDataJSON()?.q === 'xy62',
    );
    await field.pressSequentially('2');
    await answered;
    await expect(list.getByRole('option').first()).toContainText('XY62');
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    const chosen = (await options.nth(1).locator('mark').textContent())!;
    expect(chosen).toBe(partNumber);
    await field.press('Enter');
    await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen);
  });

  test('Enter with no suggestion chosen searches', async ({ page }) => {
    await page.goto(`${SITE}/news`);
    const field = await openSearchField(page);
    await field.fill('霍尔');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%E9%9C%8D%E5%B0%94$/);
    await expect(page.getByRole('heading', { level: 2, name: /^产品/ })).toBeVisible();
  });

  test('an empty or blank query shows a prompt; a hostile or endless one is shown as text @desktop', async ({ page }) => {
    for (const q of ['', '   ']) {
      const response = await page.goto(search(q));
      expect(response?.status()).toBe(200);
      await expect(page.getByText('输入型号、参数或关键词，搜索产品、新闻与投资者文件。')).toBeVisible();
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const hostile = '<script>window.__xss=1</script>"><img src=x onerror=window.__xss=2>';
    expect((await page.goto(search(hostile)))?.status()).toBe(200);
    await expect(page.locator('#search-page-field')).toHaveValue(hostile);
    await expect(page.getByRole('status')).toContainText(hostile);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    // 1,000 characters (9 KB of address): read up to the first 100.
    const endless = '芯'.repeat(1000);
    expect((await page.goto(search(endless)))?.status()).toBe(200);
    await expect(page.locator('#search-page-field')).toHaveValue('芯'.repeat(100));
  });

  test('bad kinds and pages past the last are 404s; pages are crawlable links @desktop', async ({ page, request }) => {
    expect((await request.get(search('2026', '&type=everything'))).status()).toBe(404);
    expect((await request.get(search('2026', '&type=news&page=999'))).status()).toBe(404);
    expect((await request.get(search('2026', '&page=2'))).status()).toBe(404);
    await page.goto(search('2026', '&type=investor'));
    const pager = page.getByRole('navigation', { name: '分页' });
    await expect(pager.getByRole('link', { name: '下一页' })).toHaveAttribute('href', '/search?q=2026&type=investor&page=2');
    const first = await resultTitles(page.locator('main'));
    await pager.getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/page=2$/);
    const second = await resultTitles(page.locator('main'));
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((title) => first.includes(title))).toBe(false);
  });
});

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header field (desktop) and the page form search by themselves', async ({ page }) => {
    await page.goto(`${SITE}/about`);
    if (!(await isPhone(page))) {
      await page.getByRole('banner').locator('label[for="header-search"]').click();
      await page.locator('#header-search').fill('xy-6201');
      await page.locator('#header-search').press('Enter');
      await expect(page).toHaveURL(/\/search\?q=xy-6201$/);
      await expect(page.locator('main li h3').first()).toContainText('XY6201');
    }
    await page.goto(`${SITE}/search`);
    await page.locator('#search-page-field').fill('业绩说明会');
    await page.getByRole('main').getByRole('button', { name: '搜索' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^投资者文件/ })).toBeVisible();
  });
});

test.describe('search freshness @shared', () => {
  test.afterEach(() => setFaults({}));
  const revalidate = (request: APIRequestContext, tags: string[]) =>
    request.post(`${CACHE_SITE}/_site/revalidate`, { data: { tags }, headers: { authorization: `Bearer ${REVALIDATE_SECRET}` } });

  test('a new announcement is found after an investor revalidation', async ({ page, request }) => {
    const url = `${CACHE_SITE}/search?q=${encodeURIComponent('回购')}&type=investor`;
    await setFaults({});
    await revalidate(request, ['investor']);
    await request.get(url);
    const announcement = {
      id: 777_001,
      category_id: 31,
      title: '关于新一期股份回购方案的公告',
      published_at: '2026-11-20',
      announcement: { number: '2026-050', type: 'temporary', subtype: '股份回购', pdf_url: 'files/docs/ir/301.pdf' },
    };
    await setFaults({ 'web/search': { data: { total: 1, list: [announcement], terms: ['回购'] } } });
    await page.goto(url);
    await expect(page.locator('main li h3').filter({ hasText: '新一期' })).toHaveCount(0);
    expect((await revalidate(request, ['investor'])).status()).toBe(200);
    await page.goto(url);
    await expect(page.locator('main li h3')).toHaveText(['[2026-050] 关于新一期股份回购方案的公告']);
    await expect(page.locator('main li h3 mark')).toHaveText('回购');
  });
});
