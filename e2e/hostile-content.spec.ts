/**
 * Hostile content from the CMS: an article whose title, summary, keywords, source and body are XSS
 * vectors (e2e/support/alt-backend.ts). Nothing of it runs, styles the page or escapes its context: the
 * body is sanitized on the server, the title and summary are escaped in <title>, meta tags and JSON-LD.
 */
import { HOSTILE_ID, HOSTILE_TITLE } from './support/alt-faults';
import { ALT_SITE } from './support/servers';
import { expect, test } from './support/fixtures';

test('an article made of XSS vectors renders as inert text and sanitized markup @shared', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(`${ALT_SITE}/news/detail/${HOSTILE_ID}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('正文结束')).toBeVisible();
  await page.mouse.move(200, 300);
  await page.waitForTimeout(300);

  // Nothing ran.
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // The title is text everywhere it appears.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_TITLE);
  expect(await page.title()).toContain(HOSTILE_TITLE);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(`^${HOSTILE_TITLE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', '"><script>window.__xss=3</script>摘要');
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const article = jsonLd
    .map((text) => JSON.parse(text) as { '@type': string; headline?: string })
    .find((data) => data['@type'] === 'NewsArticle');
  expect(article?.headline).toBe(HOSTILE_TITLE);
  for (const text of jsonLd) expect(text).not.toContain('</script');

  // The body kept its text and lost everything active.
  const body = page.locator('article');
  await expect(body.getByText('正文开始')).toBeVisible();
  await expect(body.locator('script, style, iframe, form, input, object, embed, svg, math')).toHaveCount(0);
  await expect(body.locator('[onerror], [onload], [onmouseover], [style]')).toHaveCount(0);
  // The javascript: and data: links lost their address (an <a> without href is not even a link).
  for (const name of ['点我', '数据']) {
    await expect(body.locator('a', { hasText: name })).toHaveCount(1);
    await expect(body.locator('a', { hasText: name })).not.toHaveAttribute('href');
  }
  const external = body.getByRole('link', { name: '外部链接' });
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(external).toHaveAttribute('target', '_blank');
  // The would-be overlay is an ordinary block, the page is visible, the source is text.
  expect(await page.getByText('遮罩').evaluate((element) => getComputedStyle(element).position)).toBe('static');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('来源：<b onmouseover="window.__xss=4">来源</b>')).toBeVisible();
});
