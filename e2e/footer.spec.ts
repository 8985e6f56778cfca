import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';

test.describe('footer (requirements §2)', () => {
  test('navigation follows the same rules as the header', async ({ page }) => {
    await page.goto(`${SITE}/investor`);
    const nav = page.getByRole('navigation', { name: '页脚导航' });
    await expect(nav.getByRole('link')).toHaveText(['首页', '公司介绍', '产品中心', '投资者关系', '新闻中心', '人才招聘', '联系我们']);
    await expect(nav.getByRole('link', { name: '投资者关系' })).toHaveAttribute('aria-current', 'page');
    const join = nav.getByRole('link', { name: '人才招聘' });
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', /nofollow/);
    await expect(join).toHaveAttribute('rel', /noopener/);
  });

  test('hotlines, copyright, ICP and public security links, background from the settings', async ({ page }) => {
    await page.goto(SITE);
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('link', { name: '021-5080 6000' })).toHaveAttribute('href', 'tel:02150806000');
    await expect(footer.getByRole('link', { name: '400-820-6888' })).toBeVisible();
    await expect(footer.getByText('前台')).toBeVisible();
    await expect(footer.getByText('销售')).toBeVisible();
    await expect(footer.getByText(/© 2018-2026 星垣微电子/)).toBeVisible();
    await expect(page.getByTestId('icp-link')).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    await expect(page.getByTestId('icp-link')).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('police-link')).toHaveAttribute('href', 'https://beian.mps.gov.cn/');
    expect(await footer.getByTestId('footer-backdrop').evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      '/api/files/footer-bg.png',
    );
  });

  test('each social icon reveals its image, which loads through /api/ and the image optimizer', async ({ page }) => {
    await page.goto(SITE);
    for (const [name, file] of [
      ['微信公众号', 'qr-official-account.png'],
      ['微信视频号', 'qr-video-account.png'],
    ] as const) {
      const button = page.getByRole('button', { name });
      const image = page.getByRole('img', { name: `${name}二维码` });
      await expect(image).toBeHidden();
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute('src', `/_next/image?url=${encodeURIComponent(`/api/files/${file}`)}&w=384&q=75`);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // Shown whole: at its own size (not squeezed to the label's width) and inside the footer, whose
      // painting is contained (content-visibility) and would cut off what reaches beyond it.
      const [shown, frame] = await Promise.all([image.boundingBox(), page.getByTestId('site-footer').boundingBox()]);
      expect(shown?.width).toBe(144);
      expect(shown!.y).toBeGreaterThanOrEqual(frame!.y);
      expect(shown!.y + shown!.height).toBeLessThanOrEqual(frame!.y + frame!.height);
      await page.keyboard.press('Escape');
      await expect(image).toBeHidden();
    }
  });
});
