/**
 * Change notices (issue 23, item 6): the list with its filters and a page per notice, without JavaScript;
 * a product's section and its lifecycle badge's link; the feeds, whole and per product line; the sitemap;
 * members' "notify me" for a product or a line, changed there and on /account; a backend without the call.
 */
import { ALT_SITE, SITE } from './support/servers';
import { setFaults } from './support/alt-faults';
import { expect, test } from './support/fixtures';
import { nextCaptcha, signIn } from './support/sign-in';

test.describe('change notices without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['zh', 'en'] as const) {
    // English at 1440 px only: the same pages as the Chinese ones, checked at both widths.
    test(`the list narrows by line, type and year, and each notice has its page and PDF (${lang})${lang === 'en' ? ' @desktop' : ''}`, async ({
      page,
    }) => {
      const en = lang === 'en';
      const prefix = en ? '/en' : '';
      await page.goto(`${SITE}${prefix}/product/change-notices`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en ? 'Change notices' : '变更通知');
      await page.getByLabel(en ? 'Product line' : '产品线').selectOption({ label: en ? 'Power Management' : '电源管理' });
      await page.getByLabel(en ? 'Notice type' : '通知类型').selectOption('pdn');
      await page.getByRole('button', { name: en ? 'Filter' : '筛选' }).click();
      await expect(page).toHaveURL(`${SITE}${prefix}/product/change-notices?line=11&type=pdn&year=`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: /^P[CD]N-/ })).toHaveText([
        /^PDN-2026-009 XY6812/,
        /^PDN-2025-014 XY6601/,
      ]);
      // A per-line feed is offered for the chosen line.
      await expect(
        page.getByRole('link', { name: en ? 'Power Management change notices (RSS)' : '订阅电源管理变更通知（RSS）' }),
      ).toHaveAttribute('href', `${prefix}/feed/change-notices.xml?line=11`);

      await page
        .getByRole('heading', { level: 2 })
        .getByRole('link', { name: /^PDN-2025-014/ })
        .click();
      await expect(page).toHaveURL(`${SITE}${prefix}/product/change-notices/PDN-2025-014`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        en ? 'PDN-2025-014 XY6601 discontinuance' : 'PDN-2025-014 XY6601 停产通知',
      );
      // The site's clock (SITE_NOW) is past the last-time-buy date.
      await expect(page.getByText(en ? 'Dec 31, 2025 (passed)' : '2025-12-31（已截止）')).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: 'XY6601-SOT235R' });
      await expect(row.getByRole('link', { name: 'XY6530' })).toHaveAttribute('href', `${prefix}/product/detail/102`);
      const pdf = page.getByRole('link', { name: /PDN-2025-014 .*\(PDF|PDN-2025-014 .*（PDF/ });
      expect((await page.request.get(`${SITE}${await pdf.getAttribute('href')}`)).headers()['content-type']).toContain('application/pdf');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  }

  test("a product's lifecycle badge leads to the notices affecting it @desktop", async ({ page }) => {
    await page.goto(`${SITE}/product/detail/103`);
    await page.getByRole('link', { name: /不推荐新设计\s*1 条变更通知/ }).click();
    await expect(page).toHaveURL(`${SITE}/product/detail/103#notices`);
    const section = page.locator('section', { has: page.locator('#notices') });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(/^PDN-2026-009 XY6812 停产通知/);
    await section.getByRole('link', { name: '本产品线的全部变更通知 →' }).click();
    await expect(page).toHaveURL(`${SITE}/product/change-notices?line=11`);
  });
});

test("a member follows a product's and a line's change notices where they read them, and stops on /account @desktop", async ({ page }) => {
  await page.goto(`${SITE}/product/detail/101`);
  await expect(page.getByRole('link', { name: '登录后订阅变更通知' })).toHaveAttribute('href', '/login?next=%2Fproduct%2Fdetail%2F101');
  const captcha = nextCaptcha(page);
  await page.getByRole('link', { name: '登录后订阅变更通知' }).click();
  await signIn(page, captcha);
  await expect(page).toHaveURL(`${SITE}/product/detail/101`);
  // What an earlier run may have left: the account starts following nothing.
  await page.goto(`${SITE}/account`);
  const subscriptions = page.getByRole('region', { name: '变更通知订阅' });
  await expect(subscriptions.getByText(/您还没有订阅|取消订阅/).first()).toBeVisible();
  const unsubscribe = subscriptions.getByRole('button', { name: /^取消订阅 / });
  for (let left = await unsubscribe.count(); left > 0; left -= 1) {
    await unsubscribe.first().click();
    await expect(unsubscribe).toHaveCount(left - 1);
  }
  await expect(subscriptions).toContainText('您还没有订阅');

  await page.goto(`${SITE}/product/detail/101`);
  const product = page.getByRole('button', { name: '订阅 XY6201 的变更通知' });
  await product.click();
  await expect(page.getByRole('button', { name: '已订阅 XY6201 的变更通知' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`${SITE}/product/change-notices?line=11`);
  await page.getByRole('button', { name: '订阅 电源管理 的变更通知' }).click();
  await expect(page.getByRole('button', { name: '已订阅 电源管理 的变更通知' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${SITE}/account`);
  await expect(subscriptions.getByRole('listitem')).toHaveText([/^产品XY6201取消订阅$/, /^产品线电源管理取消订阅$/]);
  await expect(subscriptions.getByRole('link', { name: '电源管理' })).toHaveAttribute('href', '/product/change-notices?line=11');
  await subscriptions.getByRole('button', { name: '取消订阅 XY6201' }).click();
  await expect(subscriptions.getByRole('listitem')).toHaveCount(1);
  await page.goto(`${SITE}/product/detail/101`);
  await expect(page.getByRole('button', { name: '订阅 XY6201 的变更通知' })).toHaveAttribute('aria-pressed', 'false');
});

test.describe('change notice feeds @desktop', () => {
  test('the feed, whole and per line, links each notice to its page with its PDF; the sitemap lists them', async ({ request }) => {
    const whole = await request.get(`${SITE}/en/feed/change-notices.xml`);
    expect(whole.headers()['content-type']).toContain('application/rss+xml');
    const xml = await whole.text();
    expect(xml).toContain(`<link>${SITE}/en/product/change-notices/PCN-2026-012</link>`);
    expect(xml).toContain(`type="application/pdf" url="${SITE}/api/files/docs/notices/pcn-2026-012.pdf"`);
    const line = await (await request.get(`${SITE}/feed/change-notices.xml?line=13`)).text();
    expect([...line.matchAll(/<link>[^<]+\/product\/change-notices\/([^<]+)<\/link>/g)].map((match) => match[1])).toEqual([
      'PDN-2026-011',
      'PCN-2026-002',
    ]);
    expect((await request.get(`${SITE}/feed/change-notices.xml?line=99`)).status()).toBe(404);
    const sitemap = await (await request.get(`${SITE}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${SITE}/en/product/change-notices/PDN-2025-014</loc>`);
    // Another spelling of a number moves to the notice's own address.
    const moved = await request.get(`${SITE}/product/change-notices/pdn-2025-014`, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toBe('/product/change-notices/PDN-2025-014');
  });
});

test.describe('a backend without change notices @shared', () => {
  test.afterEach(() => setFaults({}));

  test('the list, its pages and feeds are 404s; products lose the section and the badge link; /product its link', async ({ request }) => {
    await setFaults({ 'web/get_change_notices': { status: 404 } });
    for (const path of ['/product/change-notices', '/product/change-notices/PDN-2025-014', '/feed/change-notices.xml'])
      expect((await request.get(ALT_SITE + path)).status(), path).toBe(404);
    const product = await (await request.get(`${ALT_SITE}/product/detail/103`)).text();
    expect(product).toContain('id="ordering"');
    expect(product).not.toContain('id="notices"');
    expect(product).not.toContain('href="#notices"');
    expect(await (await request.get(`${ALT_SITE}/product`)).text()).not.toContain('href="/product/change-notices"');
    expect(await (await request.get(`${ALT_SITE}/sitemap.xml`)).text()).not.toContain('/product/change-notices');
  });
});
