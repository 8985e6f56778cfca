/**
 * The privacy policy (issue 24, item 1): the backend's page `privacy` at /privacy and /en/privacy, linked
 * from every page's footer, readable without JavaScript, in the sitemap; a backend without it has neither
 * the page nor the link.
 */
import { ALT_SITE, SITE } from './support/servers';
import { setFaults } from './support/alt-faults';
import { expect, test } from './support/fixtures';

const POLICY = {
  zh: { heading: '隐私政策', link: '隐私政策', version: '更新日期：2026-11-23', section: '一、我们收集的信息与目的', term: '服务器日志' },
  en: {
    heading: 'Privacy Policy',
    link: 'Privacy policy',
    version: 'Last updated Nov 23, 2026',
    section: '1. What we collect and why',
    term: 'Server log',
  },
} as const;

test.describe('the privacy policy', () => {
  for (const lang of ['zh', 'en'] as const) {
    test(`every page's footer links it, and it says what the site collects, dated (${lang})`, async ({ page }) => {
      const prefix = lang === 'en' ? '/en' : '';
      const text = POLICY[lang];
      await page.goto(`${SITE}${prefix}/news`);
      const link = page.getByTestId('site-footer').getByRole('link', { name: text.link });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(`${SITE}${prefix}/privacy`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
      await expect(page.getByText(text.version)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.section })).toBeVisible();
      await expect(page.getByRole('main').getByText(text.term, { exact: true })).toBeVisible();
      // Nothing wider than the screen on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  }

  test('without JavaScript it is all in the HTML, indexed and in the sitemap in both languages @desktop', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(`${SITE}/privacy`))?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy$/);
    await context.close();
    const sitemap = await (await request.get(`${SITE}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${SITE}/privacy</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/en/privacy</loc>`);
  });
});

test.describe('forms that take personal information say what they collect and why, before their button', () => {
  test('contact, sign-in and sample request, each linking the policy (zh), sign-in in English', async ({ page }) => {
    const noticeBeforeButton = async (form: ReturnType<typeof page.locator>, text: RegExp, link: string) => {
      const notice = form.getByTestId('privacy-notice');
      await expect(notice).toHaveText(text);
      await expect(notice.getByRole('link', { name: link })).toHaveAttribute('href', link === '隐私政策' ? '/privacy' : '/en/privacy');
      // Before the submit button, in the order of the page.
      const order = await form.evaluate((element) => {
        const notice = element.querySelector('[data-testid="privacy-notice"]')!;
        const button = element.querySelector('button[type="submit"]')!;
        return notice.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING;
      });
      expect(order).toBeTruthy();
    };
    await page.goto(`${SITE}/contact`);
    const contact = page.locator('form', { has: page.locator('textarea') });
    await page.locator('#message').scrollIntoViewIfNeeded();
    await noticeBeforeButton(contact, /^您填写的姓名、公司、邮箱、电话与留言仅用于答复本次咨询。详见隐私政策。$/, '隐私政策');
    await page.goto(`${SITE}/login`);
    await noticeBeforeButton(page.getByRole('main').locator('form'), /^账号与密码仅用于核验身份.*详见隐私政策。$/, '隐私政策');
    await page.goto(`${SITE}/samples?part=XY6201-SOT235T`);
    await noticeBeforeButton(page.getByRole('main').locator('form'), /^以上信息仅用于审核、寄送本次样片.*详见隐私政策。$/, '隐私政策');
    await page.goto(`${SITE}/en/login`);
    await noticeBeforeButton(
      page.getByRole('main').locator('form'),
      /^Your account and password are used only to sign you in.* See our privacy policy\.$/,
      'privacy policy',
    );
  });
});

test.describe('a backend without a privacy policy @shared', () => {
  test.afterEach(() => setFaults({}));

  test('no footer link to it, /privacy is a 404 and the sitemap leaves it out', async ({ request }) => {
    await setFaults({ 'web/get_info_by_slug': { code: 0, msg: '页面不存在' } });
    expect(await (await request.get(`${ALT_SITE}/news`)).text()).not.toContain('href="/privacy"');
    expect((await request.get(`${ALT_SITE}/privacy`)).status()).toBe(404);
    expect((await request.get(`${ALT_SITE}/en/privacy`)).status()).toBe(404);
    expect(await (await request.get(`${ALT_SITE}/sitemap.xml`)).text()).not.toContain('/privacy<');
    // The forms still say what they collect, with nothing to link.
    const samples = await (await request.get(`${ALT_SITE}/samples?part=XY6201-SOT235T`)).text();
    expect(samples).toContain('data-testid="privacy-notice"');
    expect(samples).not.toContain('href="/privacy"');
  });
});
