/**
 * The reading aids (issue 24, item 3; 无障碍 / 长者模式): a button in the header (and the drawer) opens a
 * toolbar built into the site; larger text, high contrast, a large cursor, a reading guide, read aloud and a
 * simplified mode show at once, by keyboard too, are kept for every page and applied before the first paint
 * with no layout shift; the system's own "more contrast" and "less motion" count without the toolbar.
 */
import type { Page } from '@playwright/test';
import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';
import { shiftsWhileLoading } from './support/layout-shifts';

const AIDS_KEY = 'readingAids';

const html = (page: Page, name: string) => page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);
const fontSize = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

/** Opens the toolbar from the header (a wide screen) or the header's icon (a phone). */
async function openToolbar(page: Page, name = '无障碍') {
  await page.getByRole('banner').getByRole('button', { name }).click();
  const toolbar = page.getByRole('region', { name: name === '无障碍' ? '无障碍工具' : 'Accessibility tools' });
  await expect(toolbar).toBeVisible();
  return toolbar;
}

test.describe('the reading aids', () => {
  test('larger text: 150 and 200 %, kept for the next page, applied before anything is drawn, nothing shifting', async ({ page }) => {
    await page.goto(`${SITE}/about`);
    const base = await fontSize(page, 'main p');
    const toolbar = await openToolbar(page);
    await expect(toolbar.getByRole('heading', { name: '无障碍工具' })).toBeFocused();
    await toolbar.getByRole('button', { name: '大字 150%' }).click();
    await expect(toolbar.getByRole('button', { name: '大字 150%' })).toHaveAttribute('aria-pressed', 'true');
    expect(await fontSize(page, 'main p')).toBeCloseTo(base * 1.5, 0);
    await toolbar.getByRole('button', { name: '超大 200%' }).click();
    expect(await fontSize(page, 'main p')).toBeCloseTo(base * 2, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    // The next page: the attribute is on <html> before <body> is parsed (the head's script), so no frame
    // is drawn without it; and nothing moves while the page loads.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.body) return;
        (window as unknown as { __textAtBody: string | null }).__textAtBody = document.documentElement.getAttribute('data-text');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const shifts = await shiftsWhileLoading(page, `${SITE}/product/detail/101`);
    expect(await page.evaluate(() => (window as unknown as { __textAtBody: string | null }).__textAtBody)).toBe('200');
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
    // The header keeps its logo, the aids' button and the menu; the rest is in the drawer.
    await expect(page.getByRole('banner').getByRole('button', { name: '打开导航菜单' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('high contrast, the large cursor, the reading guide, each on and off; "reset all" turns every aid off', async ({ page }) => {
    await page.goto(`${SITE}/product/detail/101`);
    const toolbar = await openToolbar(page);
    await toolbar.getByRole('button', { name: '高对比度' }).click();
    await expect
      .poll(() =>
        page
          .locator('main p')
          .first()
          .evaluate((element) => getComputedStyle(element).color),
      )
      .toBe('rgb(0, 0, 0)');
    await toolbar.getByRole('button', { name: '大鼠标' }).click();
    expect(await page.locator('main').evaluate((element) => getComputedStyle(element).cursor)).toContain('/reading-aids/cursor.svg');
    expect((await page.request.get(`${SITE}/reading-aids/cursor.svg`)).headers()['content-type']).toContain('image/svg+xml');
    await toolbar.getByRole('button', { name: '阅读辅助线' }).click();
    const guide = page.getByTestId('reading-guide');
    await expect(guide).toBeAttached();
    await page.mouse.move(200, 600);
    await expect.poll(() => guide.evaluate((element) => element.getBoundingClientRect().top)).toBe(600);

    await toolbar.getByRole('button', { name: '全部恢复' }).click();
    for (const name of ['data-contrast', 'data-cursor', 'data-guide', 'data-text']) expect(await html(page, name)).toBeNull();
    await expect(guide).not.toBeAttached();
    expect(await page.evaluate((key) => localStorage.getItem(key), AIDS_KEY)).toBeNull();
  });

  test('the simplified mode: no carousel, no motion, one column, larger targets', async ({ page }) => {
    await page.goto(`${SITE}/`);
    const next = page.getByRole('region', { name: '首页横幅' }).getByRole('button', { name: '下一张' });
    const cards = page.locator('main [class*="cardGrid"]').first();
    // A title in a list (home's latest news and filings), a line of text before.
    const target = page.getByRole('main').locator('li a').last();
    const columns = () => cards.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    const height = () => target.evaluate((element) => element.getBoundingClientRect().height);
    await expect(next).toBeVisible();
    const before = { columns: await columns(), height: await height() };

    const toolbar = await openToolbar(page);
    await toolbar.getByRole('button', { name: '简化模式' }).click();
    await toolbar.getByRole('button', { name: '关闭' }).click();
    await expect(next).toBeHidden();
    expect(await columns()).toBe(1);
    expect(await page.locator('main').evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
    expect(await height()).toBeGreaterThanOrEqual(40);
    expect(await height()).toBeGreaterThan(before.height);
    // On a wide screen the cards were side by side.
    if (page.viewportSize()!.width >= 1024) expect(before.columns).toBeGreaterThan(1);
  });

  test("the simplified mode's taller links keep a breadcrumb's words on one line", async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, JSON.stringify({ simple: true })), AIDS_KEY);
    await page.goto(`${SITE}/product/detail/101`);
    const trail = page.getByRole('navigation', { name: '面包屑' });
    // Where each entry's words sit (a link's, or the current page's plain text).
    const tops = await trail.locator('li').evaluateAll((items) =>
      items.map((item) => {
        const range = document.createRange();
        range.selectNodeContents(item.querySelector('a') ?? item);
        return Math.round(range.getBoundingClientRect().bottom);
      }),
    );
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
  });

  test('by keyboard alone: open, choose, close with Escape back on the button @desktop', async ({ page }) => {
    await page.goto(`${SITE}/en/about`);
    const button = page.getByRole('banner').getByRole('button', { name: 'Accessibility' });
    await button.focus();
    await page.keyboard.press('Enter');
    const toolbar = page.getByRole('region', { name: 'Accessibility tools' });
    await expect(toolbar.getByRole('heading', { name: 'Accessibility tools' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(toolbar.getByRole('button', { name: 'Large 150%' })).toBeFocused();
    await page.keyboard.press('Space');
    expect(await html(page, 'data-text')).toBe('150');
    await page.keyboard.press('Escape');
    await expect(toolbar).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test("the toolbar's code comes when its button is first reached for, not with the page @desktop", async ({ page }) => {
  // Its chunk is the only one that speaks (read aloud): the word marks it among the page's scripts.
  const scripts: { url: string; speaks: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    scripts.push({ url: response.url(), speaks: body.includes('speechSynthesis') });
  });
  await page.goto(`${SITE}/product/detail/101`);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.speaks)).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: '无障碍' }).focus();
  await expect.poll(() => scripts.filter((script) => script.speaks).length).toBe(1);
});

test('on a phone the drawer has the button too @phone', async ({ page }) => {
  await page.goto(`${SITE}/en`);
  await page.getByRole('button', { name: 'Open the navigation menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accessibility' }).click();
  await expect(page.getByRole('region', { name: 'Accessibility tools' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test.describe('read aloud', () => {
  test('a browser without a voice for the language says so @desktop', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window.speechSynthesis, 'getVoices', { value: () => [{ lang: 'en-US', name: 'English' }] });
    });
    await page.goto(`${SITE}/about`);
    const toolbar = await openToolbar(page);
    await toolbar.getByRole('button', { name: '朗读本页' }).click();
    await expect(toolbar.getByRole('status')).toHaveText('此浏览器没有中文语音，无法朗读。可在系统设置中安装语音后再试。');
  });

  const readings = [
    { path: '/about', lang: 'zh-CN', aids: '无障碍', read: '朗读本页', stop: '停止朗读', first: '公司简介' },
    { path: '/en/about', lang: 'en', aids: 'Accessibility', read: 'Read this page aloud', stop: 'Stop reading', first: 'Company Profile' },
  ];
  for (const { path, lang, aids, read, stop, first } of readings) {
    test(`reads the page in its language (${lang}), sentence by sentence and line by line, and stops @desktop`, async ({ page }) => {
      await page.addInitScript(() => {
        const spoken: { text: string; lang: string }[] = [];
        (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
        Object.defineProperty(window, 'speechSynthesis', {
          value: {
            getVoices: () => [
              { lang: 'zh-CN', name: '中文' },
              { lang: 'en-US', name: 'English' },
            ],
            speak: (utterance: SpeechSynthesisUtterance) => spoken.push({ text: utterance.text, lang: utterance.lang }),
            cancel: () => spoken.push({ text: '(cancel)', lang: '' }),
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          },
        });
        (window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = class {
          lang = '';
          voice: unknown = null;
          onend: unknown = null;
          constructor(public text: string) {}
        };
      });
      await page.goto(`${SITE}${path}`);
      const toolbar = await openToolbar(page, aids);
      await toolbar.getByRole('button', { name: read }).click();
      await expect(toolbar.getByRole('button', { name: stop })).toHaveAttribute('aria-pressed', 'true');
      const spoken = await page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken);
      const sentences = spoken.filter((item) => item.text !== '(cancel)');
      expect(sentences.length).toBeGreaterThan(3);
      expect(sentences.every((item) => item.lang === lang && item.text.length <= 200)).toBe(true);
      // The heading is read on its own, not run into the line below it.
      expect(sentences[0]!.text).toBe(first);
      await toolbar.getByRole('button', { name: stop }).click();
      await expect(toolbar.getByRole('button', { name: read })).toHaveAttribute('aria-pressed', 'false');
    });
  }
});

test.describe("the system's own settings, without the toolbar", () => {
  test('more contrast and less motion @desktop', async ({ browser }) => {
    const context = await browser.newContext({ contrast: 'more', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${SITE}/about`);
    const text = page.getByText(/^星垣微电子股份有限公司成立于 2016 年/);
    expect(await text.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
    expect(
      await page
        .getByRole('main')
        .getByRole('link')
        .first()
        .evaluate((element) => getComputedStyle(element).textDecorationLine),
    ).toBe('underline');
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((element) => getComputedStyle(element).transitionDuration),
    ).toMatch(/^1e-05s|0\.00001s/);
    await context.close();
  });
});
