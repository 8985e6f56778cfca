import { EMBEDDED_SITE, SITE } from './support/servers';
import { expect, ROUTE_HEADINGS, test } from './support/fixtures';

// What a route answers does not depend on the width: at 1440 px only. Every route is also loaded at 390 px
// (layout-stability, first-paint, a11y), and the 404 page's look is checked at both (spacing, a11y).
test.describe('routes (requirements §2) @desktop', () => {
  for (const { path, heading } of ROUTE_HEADINGS) {
    test(`${path} answers 200 with its heading inside <main>`, async ({ page }) => {
      const response = await page.goto(SITE + path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveText(heading);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }

  test('/home redirects to /', async ({ request }) => {
    const response = await request.get(`${SITE}/home`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/');
  });

  test('a direct visit to /join redirects to the recruitment site', async ({ request }) => {
    const response = await request.get(`${SITE}/join`, { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('https://careers.xingyuan-micro.example/');
  });

  for (const path of [
    '/no-such-page',
    '/product/detail/abc',
    '/product/detail/0',
    '/product/detail/999999',
    '/news/detail/101',
    '/product/detail/201',
    '/news?page=abc',
    '/news?page=999',
  ]) {
    test(`${path} is a 404 page, with the header and footer`, async ({ page }) => {
      const response = await page.goto(SITE + path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeAttached();
    });
  }

  for (const [short, canonical] of [
    ['/product/101', '/product/detail/101'],
    ['/news/201', '/news/detail/201'],
  ]) {
    test(`${short} moves permanently to ${canonical}`, async ({ request }) => {
      const response = await request.get(SITE + short, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location ?? '', SITE).pathname).toBe(canonical);
    });
  }

  for (const path of [
    '/product/abc',
    '/news/1e3',
    '/product?category=abc',
    '/product?category=21',
    '/product?page=99',
    '/investor?year=abc',
  ]) {
    test(`${path} is a 404`, async ({ request }) => {
      expect((await request.get(SITE + path, { maxRedirects: 0 })).status()).toBe(404);
    });
  }

  test('the 404 page is not in the navigation', async ({ page }) => {
    await page.goto(SITE);
    await expect(page.getByRole('link', { name: '页面不存在' })).toHaveCount(0);
  });

  test('the embedded demo backend (no BACKEND_URL) serves every route', async ({ page, request }) => {
    for (const { path, heading } of ROUTE_HEADINGS) {
      const response = await page.goto(EMBEDDED_SITE + path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('main h1')).toHaveText(heading);
    }
    const call = await request.post(`${EMBEDDED_SITE}/api/web/get_site_list`, { data: {} });
    expect(await call.json()).toMatchObject({ code: 1, data: { stock_code: '688000' } });
    expect((await request.get(`${EMBEDDED_SITE}/api/files/logo.svg`)).headers()['content-type']).toBe('image/svg+xml');
  });
});
