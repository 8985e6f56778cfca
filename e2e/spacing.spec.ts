import type { Locator } from '@playwright/test';
import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';

/**
 * The spacing a page's own stylesheet gives the blocks that are also the page's centred column (the
 * global `.container`): the global class sets only the side padding and the width, so the page's rules win
 * whatever order the bundler puts the stylesheets in. At 1440 and 390 px.
 */
async function gap(above: Locator, below: Locator): Promise<number> {
  const [top, bottom] = await Promise.all([above.boundingBox(), below.boundingBox()]);
  return bottom!.y - (top!.y + top!.height);
}

const hero = (page: import('@playwright/test').Page) => page.locator('main h1').locator('xpath=../..');

test.describe('spacing of the page column', () => {
  test('the product list stands clear of the page hero', async ({ page }) => {
    await page.goto(`${SITE}/product`);
    expect(await gap(hero(page), page.getByRole('navigation', { name: '产品分类' }))).toBeGreaterThanOrEqual(24);
  });

  test("the sign-in panel stands clear of the page hero, and of the screen's sides", async ({ page }) => {
    await page.goto(`${SITE}/login`);
    expect(await gap(hero(page), page.getByRole('form', { name: '会员登录' }))).toBeGreaterThanOrEqual(64);
    // A section's own padding is vertical only: the column keeps its sides (16 px on a phone) in any order.
    const panel = await page.getByRole('form', { name: '会员登录' }).locator('xpath=..').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(16);
  });

  test('the 404 page stands clear of the header', async ({ page }) => {
    await page.goto(`${SITE}/no-such-page`);
    expect(await gap(page.getByRole('banner'), page.getByText('404', { exact: true }))).toBeGreaterThanOrEqual(48);
  });

  test('a news article reads in a column at most 880 px wide', async ({ page }) => {
    await page.goto(`${SITE}/news/detail/201`);
    const column = await page.locator('main article').boundingBox();
    expect(column!.width).toBeLessThanOrEqual(880);
  });
});
