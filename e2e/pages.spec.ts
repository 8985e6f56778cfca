import { SITE } from './support/servers';
import { expect, isPhone, test } from './support/fixtures';

/** What each page shows, from the demo backend's content, at 1440 px and 390 px. */
test.describe('every screen shows its content', () => {
  test('home: first banner, key figures, product lines, latest news and announcements, contact call', async ({ page }) => {
    await page.goto(SITE);
    const carousel = page.getByRole('region', { name: '首页横幅' });
    await expect(carousel.getByText('精准模拟，连接万物感知')).toBeVisible();
    const firstImage = carousel.locator('img').first();
    await expect(firstImage).toHaveAttribute('width', '1920');
    await expect(firstImage).toHaveAttribute('height', '720');
    await expect(page.getByText('授权专利')).toBeVisible();
    await expect(page.getByText('312')).toBeVisible();
    await expect(page.getByRole('link', { name: /信号链/ }).first()).toHaveAttribute('href', '/product?category=12');
    await expect(page.getByRole('link', { name: /星垣微电子举办 2026 年第三季度业绩说明会/ })).toBeVisible();
    await expect(page.getByText('关于召开 2026 年第三季度业绩说明会的公告').first()).toBeVisible();
    await expect(page.getByRole('link', { name: '联系我们' }).last()).toBeVisible();
  });

  test('home carousel: the dots switch slides', async ({ page }) => {
    await page.goto(SITE);
    const carousel = page.getByRole('region', { name: '首页横幅' });
    await carousel.getByRole('button', { name: /第 2 张/ }).click();
    await expect(carousel.getByRole('button', { name: /第 2 张/ })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByText('XY8850 系列 24 位 Σ-Δ ADC 正式量产')).toBeInViewport();
  });

  test('home carousel: the row scrolls a slide at a time, and the dots follow it', async ({ page }) => {
    await page.goto(SITE);
    const carousel = page.getByRole('region', { name: '首页横幅' });
    // Running once the page is idle: the row then scrolls (a swipe, a trackpad's sideways scroll).
    const viewport = carousel.locator('> div').first();
    await expect(viewport).toHaveClass(/running/);
    const box = (await viewport.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await page.mouse.wheel(box.width * 0.6, 0);
    // Snapped to the second slide, whole: the dots and what is read follow.
    await expect(carousel.getByRole('button', { name: /第 2 张/ })).toHaveAttribute('aria-current', 'true');
    await expect(viewport).toHaveJSProperty('scrollLeft', Math.round(box.width));
    await expect(carousel.getByText('XY8850 系列 24 位 Σ-Δ ADC 正式量产')).toBeInViewport({ ratio: 1 });
    await expect(carousel.getByRole('group').filter({ hasText: 'XY8850' })).not.toHaveAttribute('inert');
    await expect(carousel.getByText('精准模拟，连接万物感知')).not.toBeInViewport();
  });

  test('about: the honours viewer closed before its fade moves leaves the page, and opens again', async ({ page }) => {
    await page.goto(`${SITE}/about`);
    // Transitions held still: the viewer closes while its fade has not moved, so the browser cancels
    // the fade and starts none. Without settle-motions.ts that leaves an invisible viewer over the page.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    const link = page.getByRole('link', { name: '查看大图：IATF 16949 质量管理体系认证' });
    await link.click();
    const viewer = page.locator('.ant-image-preview');
    await expect(viewer).toHaveClass(/ant-image-preview-fade-appear-active/);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await link.click();
    await expect(viewer.locator('img')).toHaveAttribute('src', '/api/files/honours/4.svg');
  });

  test('about: profile, history by year, honours with a viewer, culture, leadership', async ({ page }) => {
    await page.goto(`${SITE}/about`);
    await expect(page.getByText(/成立于 2016 年/).first()).toBeVisible();
    const history = page.locator('section[aria-labelledby="history"]');
    await expect(history.getByRole('heading', { level: 3 })).toHaveCount(10);
    await expect(history.getByRole('heading', { name: '2022' })).toBeVisible();
    await expect(history.getByText('登陆上海证券交易所科创板')).toBeVisible();
    await page.getByRole('link', { name: '查看大图：IATF 16949 质量管理体系认证' }).click();
    const viewer = page.locator('.ant-image-preview');
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('img')).toHaveAttribute('src', '/api/files/honours/4.svg');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page.getByRole('heading', { name: '使命' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '客户为先' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '林启航' })).toBeVisible();
    // Honours and values are grids: side by side at desktop width (one column on a phone).
    if (!(await isPhone(page))) {
      for (const list of [
        page.locator('section[aria-labelledby="honours"] li'),
        page.getByRole('list', { name: '价值观' }).getByRole('listitem'),
      ]) {
        const [first, second] = [await list.nth(0).boundingBox(), await list.nth(1).boundingBox()];
        expect(second!.y).toBe(first!.y);
        expect(second!.x).toBeGreaterThan(first!.x + first!.width);
      }
    }
  });

  test('product detail: specs with units, features, documents, ordering, related, breadcrumb', async ({ page }) => {
    await page.goto(`${SITE}/product/detail/101`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('XY6201');
    await expect(page.getByText('量产').first()).toBeVisible();
    await expect(page.getByRole('row', { name: /最大输入电压 5.5 V/ })).toBeVisible();
    await expect(page.getByText('1 kHz 时 PSRR 92 dB')).toBeVisible();
    const datasheet = page.getByRole('link', { name: 'XY6201 数据手册' });
    await expect(datasheet).toHaveAttribute('href', '/api/files/docs/datasheets/xy6201.pdf');
    await expect(page.getByRole('row', { name: /Rev 1.2/ })).toContainText(/\d+ B|KB/);
    await expect(page.getByRole('cell', { name: 'XY6201-DFN1X14R', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '相关产品' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '电源管理' })).toHaveAttribute(
      'href',
      '/product?category=11',
    );
    const response = await page.request.get(`${SITE}/api/files/docs/datasheets/xy6201.pdf`);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('investor: stock facts, announcements, reports by year, governance, activities, IR contact', async ({ page }) => {
    await page.goto(`${SITE}/investor`);
    await expect(page.locator('section[aria-labelledby="stock"] dd').getByText('688000', { exact: true })).toBeVisible();
    await expect(page.getByText('上海证券交易所科创板').first()).toBeVisible();
    const announcements = page.locator('section[aria-labelledby="announcements"]');
    await expect(announcements.getByRole('listitem')).toHaveCount(10);
    await expect(announcements.getByText('[2026-048]')).toBeVisible();
    await expect(announcements.getByRole('link', { name: /PDF（\d+ B）/ }).first()).toHaveAttribute(
      'href',
      /^\/api\/files\/docs\/ir\/\d+\.pdf$/,
    );
    const reports = page.locator('section[aria-labelledby="reports"]');
    await expect(reports.getByRole('heading', { name: '2025 年' })).toBeVisible();
    await expect(reports.getByText('年度报告').first()).toBeVisible();
    await expect(page.locator('section[aria-labelledby="governance"]').getByText('公司章程（2024 年 5 月修订）').first()).toBeVisible();
    await expect(
      page
        .locator('section[aria-labelledby="activities"]')
        .getByText(/投资者关系活动记录表/)
        .first(),
    ).toBeVisible();
    const contact = page.locator('section[aria-labelledby="ir-contact"]');
    await expect(contact.getByText('许文澜')).toBeVisible();
    await expect(contact.getByRole('link', { name: 'ir@xingyuan-micro.example' })).toHaveAttribute(
      'href',
      'mailto:ir@xingyuan-micro.example',
    );
  });

  test('news: tabs, list with cover, date and summary', async ({ page }) => {
    await page.goto(`${SITE}/news`);
    await expect(page.getByRole('navigation', { name: '新闻分类' }).getByRole('link')).toHaveText(['全部', '公司新闻', '行业动态']);
    const items = page.locator('main ul li');
    await expect(items).toHaveCount(10);
    await expect(items.first().locator('time')).toHaveText('2026-11-12');
    if (!(await isPhone(page))) await expect(items.first().getByText('公司董事长、总经理与财务总监在线回答投资者提问。')).toBeVisible();
    // A photograph, offered in the widths a phone needs by the image optimizer (lib/cms-image.ts).
    await expect(items.first().locator('img')).toHaveAttribute('src', /^\/_next\/image\?url=%2Fapi%2Ffiles%2Fnews%2F/);
  });

  test('news detail: title, date, source, body, previous and next, related, breadcrumb', async ({ page }) => {
    await page.goto(`${SITE}/news/detail/201`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('星垣微电子发布 2026 年第三季度报告');
    await expect(page.getByText('来源：星垣微电子')).toBeVisible();
    await expect(page.getByText(/营业收入 9.62 亿元/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^上一篇：/ })).toHaveAttribute('href', /\/news\/detail\/\d+/);
    await expect(page.getByRole('link', { name: /^下一篇：/ })).toHaveAttribute('href', /\/news\/detail\/\d+/);
    await expect(page.getByRole('heading', { name: '相关新闻' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '公司新闻' })).toBeVisible();
  });

  test('contact: hotlines, offices with address, phone and email, map, message form', async ({ page }) => {
    await page.goto(`${SITE}/contact`);
    await expect(page.getByRole('link', { name: '400-820-6888' }).first()).toHaveAttribute('href', 'tel:4008206888');
    const offices = page.locator('section[aria-labelledby="offices"]');
    await expect(offices.getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(offices.getByText('上海市浦东新区张江高科技园区星垣路 88 号')).toBeVisible();
    await expect(offices.getByRole('link', { name: 'suzhou@xingyuan-micro.example' })).toBeVisible();
    await expect(offices.getByRole('img', { name: /分布示意图/ })).toHaveAttribute('src', '/api/files/map.svg');
    // The form loads as it nears the viewport.
    await page.getByRole('heading', { name: '在线留言' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('form', { name: '在线留言' })).toBeVisible();
    await expect(page.getByRole('img', { name: '验证码图片' })).toBeVisible();
  });

  test('client-side navigation shows the top progress bar, loaded on the first interaction @desktop', async ({ page }) => {
    // Hold the next page's server response so the bar has time to show, from the start: a prefetch of the
    // product page that completed before the click would make the navigation instant, and the bar come and
    // go between two looks.
    await page.route(
      (url) => url.pathname === '/product',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      },
    );
    const barScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && (await response.text()).includes('#nprogress')) barScripts.push(response.url());
    });
    await page.goto(SITE, { waitUntil: 'networkidle' });
    // The bar's code is not part of the page's load (issue 48): it loads on the visitor's first interaction
    // (components/providers.tsx) and listens for clicks from when its <style> is in the page.
    const barReady = () => [...document.querySelectorAll('style')].some((style) => style.textContent?.includes('#nprogress'));
    expect(barScripts).toEqual([]);
    expect(await page.evaluate(barReady)).toBe(false);
    await page.mouse.move(10, 10);
    await expect.poll(() => page.evaluate(barReady)).toBe(true);
    await expect.poll(() => barScripts.length).toBe(1);
    const nav = (await isPhone(page)) ? page.getByTestId('site-footer') : page.getByRole('banner');
    await nav.getByRole('link', { name: '产品中心' }).first().click();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    // The page's answers are held 2 s each (a prefetch on hover, then the navigation's own): wait for both.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('产品中心', { timeout: 15_000 });
  });
});
