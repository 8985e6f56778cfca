/**
 * Members-only content (requirements §3, §6, §7: web/login, the `token` header, sessionStorage `token` and
 * `userInfo`): a visitor signs in with the captcha, reads a members-only article, and signs out. The page
 * is the same for everyone (200, cacheable, noindex); the member part comes to the browser with the token.
 */
import { ALT_SITE, SITE } from './support/servers';
import { setFaults } from './support/alt-faults';
import { expect, isPhone, test } from './support/fixtures';
import { CHINESE_FORM, ENGLISH_FORM, nextCaptcha, signIn } from './support/sign-in';

const MEMBER_ARTICLE = '/news/detail/299';
const MEMBER_TITLE = '2026 年第三季度业绩说明会问答实录（会员）';

test.describe('the sign-in form', () => {
  test('fits its panel on every width: no field, notice or button runs out of it', async ({ page }) => {
    await page.goto(`${SITE}/login`);
    const form = page.getByRole('form', { name: '会员登录' });
    const overflow = await form.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.children].map((child) => Math.round(child.getBoundingClientRect().right - box.right)).filter((over) => over > 0);
    });
    expect(overflow).toEqual([]);
  });
});

test.describe('members-only content', () => {
  test('is a cacheable 200 page for everyone, kept out of search indexes, saying "sign in to read"', async ({ page, request }) => {
    const first = await request.get(`${SITE}${MEMBER_ARTICLE}`);
    expect(first.status()).toBe(200);
    const html = await first.text();
    expect(html).toContain('会员专享内容');
    expect(html).toContain('此内容仅限登录会员阅读');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain('车规产品收入占营业收入');
    expect(html).not.toContain('我们正在尽快恢复');
    // Kept for the next visitor. The copy the first request met may have reached the end of its window just
    // then (another test loaded this page a minute before): the answer after a fresh render is a HIT then.
    const next: (string | undefined)[] = [];
    for (let i = 0; i < 2; i++) next.push((await request.get(`${SITE}${MEMBER_ARTICLE}`)).headers()['x-site-cache']);
    expect(next).toContain('HIT');
    await page.goto(`${SITE}${MEMBER_ARTICLE}`);
    await expect(page.getByRole('link', { name: '登录后阅读' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(MEMBER_ARTICLE)}`,
    );
  });

  test("its island's script is fetched by its page alone, not by every product and news page (issue 48)", async ({ page }) => {
    // The island is the one script that reads an article from the member route.
    const islandScripts = async (path: string) => {
      const bodies: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
      });
      await page.goto(`${SITE}${path}`, { waitUntil: 'networkidle' });
      page.removeAllListeners('response');
      return (await Promise.all(bodies)).filter((body) => body.includes('/member/article/')).length;
    };
    expect(await islandScripts('/product/detail/101')).toBe(0);
    expect(await islandScripts('/news/detail/201')).toBe(0);
    expect(await islandScripts(MEMBER_ARTICLE)).toBe(1);
  });

  test('a visitor signs in with the captcha, reads it, and signs out', async ({ page }) => {
    await page.goto(`${SITE}${MEMBER_ARTICLE}`);
    const captcha = nextCaptcha(page);
    await page.getByRole('link', { name: '登录后阅读' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.getByRole('heading', { level: 1, name: '会员登录' })).toBeVisible();
    await signIn(page, captcha);
    await expect(page).toHaveURL(`${SITE}${MEMBER_ARTICLE}`);
    await expect(page.getByRole('heading', { level: 1, name: MEMBER_TITLE })).toBeVisible();
    await expect(page.getByText('车规产品收入占营业收入的 18.4%')).toBeVisible();
    // The trail ends in the article's title now, not in what the page said before.
    await expect(page.getByRole('navigation', { name: '面包屑' }).locator('[aria-current="page"]')).toHaveText(MEMBER_TITLE);
    // Stored where requirements §3 says.
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('userInfo') ?? '{}'))).toMatchObject({
      username: 'investor',
      nickname: '演示投资者',
    });

    // Signed in, in the header (desktop) or the drawer (phone); signing out shows the prompt again.
    if (await isPhone(page)) await page.getByRole('button', { name: '打开导航菜单' }).click();
    const account = page.locator((await isPhone(page)) ? '#site-drawer' : 'header').getByText('演示投资者');
    await expect(account).toBeVisible();
    await page
      .locator((await isPhone(page)) ? '#site-drawer' : 'header')
      .getByRole('button', { name: '退出' })
      .click();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    if (await isPhone(page)) await page.keyboard.press('Escape');
    await expect(page.getByText('此内容仅限登录会员阅读')).toBeVisible();
    await expect(page.getByText('车规产品收入占营业收入的 18.4%')).toHaveCount(0);
  });

  test("a members' document is handed to a member only, privately; its public-looking address answers nothing", async ({
    page,
    request,
  }) => {
    expect((await request.get(`${SITE}/api/files/docs/ir/399.pdf`)).status()).toBe(404);
    await page.goto(`${SITE}/news/detail/399`);
    const captcha = nextCaptcha(page);
    await page.getByRole('link', { name: '登录后阅读' }).click();
    await signIn(page, captcha);
    await expect(page).toHaveURL(`${SITE}/news/detail/399`);
    const link = page.getByRole('link', { name: /机构投资者调研纪要（会员）（PDF）/ });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/member-files\/[A-Za-z0-9_-]+\.pdf$/);
    const document = await request.get(SITE + href);
    expect(document.status()).toBe(200);
    expect(document.headers()['content-type']).toBe('application/pdf');
    expect(document.headers()['cache-control']).toBe('private, no-store');
    // Any other address in its place (one character changed) is no member's document.
    const middle = Math.floor(href.length / 2);
    const altered = `${href.slice(0, middle)}${href[middle] === 'A' ? 'B' : 'A'}${href.slice(middle + 1)}`;
    expect((await request.get(SITE + altered)).status()).toBe(404);
  });

  test('a next address that resolves to another site is not followed after a real sign-in @desktop', async ({ page }) => {
    for (const [next, home] of [
      ['/.//evil.example/', '/'],
      ['/%2e//evil.example/', '/'],
      ['/en/..//evil.example/', '/en'],
    ] as const) {
      const captcha = nextCaptcha(page);
      await page.goto(`${SITE}${home === '/' ? '' : home}/login?next=${encodeURIComponent(next)}`);
      await signIn(page, captcha, 'Xingyuan@2026', home === '/en' ? ENGLISH_FORM : CHINESE_FORM);
      await expect(page).toHaveURL(`${SITE}${home}`);
      await page.evaluate(() => sessionStorage.clear());
    }
  });

  test('a wrong password is refused with the backend message and a fresh captcha; the header offers sign-in', async ({ page }) => {
    const captcha = nextCaptcha(page);
    await page.goto(`${SITE}/login`);
    await signIn(page, captcha, 'wrong-password');
    await expect(page.locator('form').getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    if (!(await isPhone(page))) await expect(page.locator('header').getByRole('link', { name: '会员登录' })).toBeVisible();
  });

  test('an expired token shows the sign-in prompt again instead of an error', async ({ page }) => {
    await page.goto(`${SITE}/`);
    await page.evaluate(() => {
      sessionStorage.setItem('token', 'expired-token');
      sessionStorage.setItem('userInfo', JSON.stringify({ id: 1, username: 'investor', nickname: '演示投资者' }));
    });
    await page.goto(`${SITE}${MEMBER_ARTICLE}`);
    await expect(page.getByText('登录已过期，请重新登录后查看。')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('the member route answers only with a valid token, privately @desktop', async ({ request }) => {
    const anonymous = await request.post(`${SITE}/member/article/299`);
    expect(await anonymous.json()).toMatchObject({ code: -1000 });
    const forged = await request.post(`${SITE}/member/article/299`, { headers: { token: 'x'.repeat(48) } });
    expect(await forged.json()).toMatchObject({ code: -1000 });
    expect(forged.headers()['cache-control']).toBe('private, no-store');
    expect((await request.post(`${SITE}/member/article/abc`, { headers: { token: 't' } })).status()).toBe(404);
  });
});

test.describe('a backend that answers an absent member call with HTTP 404 @shared', () => {
  test.afterEach(() => setFaults({}));

  test('/account leaves those sections out, and the browser logs no failed resource (issue 42, part 2)', async ({ page }) => {
    const absent = ['web/get_sample_requests', 'web/get_subscriptions', 'web/get_my_questions', 'web/get_my_alerts'];
    await setFaults(Object.fromEntries(absent.map((call) => [call, { status: 404 }])));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // A member's session as the sign-in leaves it (the sections' reads carry its token).
    await page.addInitScript(() => {
      sessionStorage.setItem('token', 'alt-token');
      sessionStorage.setItem('userInfo', JSON.stringify({ id: 1, username: 'investor', nickname: 'Investor' }));
    });
    for (const path of ['/account', '/en/account']) {
      await page.goto(`${ALT_SITE}${path}`);
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
    }
  });
});
