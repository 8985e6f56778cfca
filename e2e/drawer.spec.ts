import { SITE } from './support/servers';
import { expect, isPhone, test } from './support/fixtures';

test.describe('drawer on narrow screens (requirements §2, §4)', () => {
  test('the menu button is only shown on narrow screens', async ({ page }) => {
    await page.goto(SITE);
    const button = page.getByRole('button', { name: '打开导航菜单' });
    if (await isPhone(page)) {
      await expect(button).toBeVisible();
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden();
    } else {
      await expect(button).toBeHidden();
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    }
  });

  test('opens a right-hand drawer with the same entries; choosing one navigates and closes it @phone', async ({ page }) => {
    await page.goto(SITE);
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    // Right-hand: once the slide-in animation has finished, its right edge is the viewport's.
    await expect
      .poll(async () => Math.round(((await drawer.boundingBox())?.x ?? 0) + ((await drawer.boundingBox())?.width ?? 0)))
      .toBe(390);
    expect((await drawer.boundingBox())!.width).toBeLessThanOrEqual(390);

    const entries = drawer.getByRole('navigation', { name: '移动端导航' }).getByRole('link');
    await expect(entries).toHaveText(['首页', '公司介绍', '产品中心', '投资者关系', '新闻中心', '人才招聘', '联系我们']);
    await expect(drawer.getByRole('link', { name: '人才招聘' })).toHaveAttribute('target', '_blank');

    await drawer.getByRole('link', { name: '新闻中心' }).click();
    await expect(page).toHaveURL(`${SITE}/news`);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('main h1')).toHaveText('新闻中心');
  });

  test('Escape closes it, the focus back on the menu button (no keyboard trap) @phone', async ({ page }) => {
    await page.goto(`${SITE}/about`);
    const button = page.getByRole('button', { name: '打开导航菜单' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the close button closes it @phone', async ({ page }) => {
    await page.goto(`${SITE}/about`);
    await page.getByRole('button', { name: '打开导航菜单' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('link', { name: '公司介绍' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: '关闭导航菜单' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
