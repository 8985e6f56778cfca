import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';

/** CMS images through Next.js's image optimizer (lib/cms-image.ts); the demo's raster image is the about cover. */
test.describe('CMS images', () => {
  test('a raster image comes in the width the device needs, as WebP, smaller than the original', async ({ page, request }) => {
    await page.goto(`${SITE}/about`);
    const cover = page.locator('section[aria-labelledby="profile"] img');
    await cover.scrollIntoViewIfNeeded();
    await expect(cover).toHaveJSProperty('complete', true);
    const currentSrc = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
    const chosen = new URL(currentSrc);
    expect(chosen.pathname).toBe('/_next/image');
    expect(chosen.searchParams.get('url')).toBe('/api/files/about-cover.jpg');
    // The original is 2400 px wide; the cover is at most 560 CSS px on a desktop and the phone's width on a phone.
    const width = Number(chosen.searchParams.get('w'));
    expect(width).toBeLessThanOrEqual(1200);
    // The file the browser got is that wide: resized on the server, not scaled down in the page.
    const fileWidth = await page.evaluate(async (url) => (await createImageBitmap(await (await fetch(url)).blob())).width, currentSrc);
    expect(fileWidth).toBe(width);

    const optimized = await request.get(currentSrc, { headers: { accept: 'image/avif,image/webp,image/*' } });
    expect(optimized.status()).toBe(200);
    expect(optimized.headers()['content-type']).toBe('image/webp');
    const original = await request.get(`${SITE}/api/files/about-cover.jpg`);
    expect(original.headers()['content-type']).toBe('image/jpeg');
    expect((await optimized.body()).length).toBeLessThan((await original.body()).length / 2);
  });

  test('vector images stay as they are', async ({ page }) => {
    await page.goto(`${SITE}/about`);
    const honour = page.locator('section[aria-labelledby="honours"] img').first();
    await expect(honour).toHaveAttribute('src', /^\/api\/files\/honours\/\d+\.svg$/);
    await expect(honour).not.toHaveAttribute('srcset', /./);
  });

  test("the optimizer serves the backend's files only", async ({ request }) => {
    for (const url of [
      '/_next/image?url=%2Ficon.svg&w=640&q=75',
      '/_next/image?url=https%3A%2F%2Fexample.com%2Fa.jpg&w=640&q=75',
      '/_next/image?url=%2Fapi%2Ffiles%2Fabout-cover.jpg%3Fv%3D1&w=640&q=75',
    ]) {
      const response = await request.get(SITE + url);
      expect(response.status(), url).toBe(400);
      expect(await response.text()).not.toMatch(/at .*\(|node_modules/);
    }
  });
});
