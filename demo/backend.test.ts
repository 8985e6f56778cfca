/** @jest-environment node */
import { handleDemoRequest } from './backend';
import { peekCaptcha } from './captcha';
import { CALLS, type CallName } from '@/lib/backend/calls';
import { ArticleSchema, CategoryInfoSchema, SettingsSchema, SiteInfoSchema } from '@/lib/backend/types';

async function call(name: CallName | string, payload: unknown = {}, headers: Record<string, string> = {}) {
  const response = await handleDemoRequest(
    new Request(`http://demo.test/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  );
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: any } };
}

describe('embedded demo backend', () => {
  it('answers the site list and settings in the contract shape', async () => {
    const site = await call(CALLS.getSiteList);
    expect(site.body.code).toBe(1);
    const info = SiteInfoSchema.parse(site.body.data);
    expect(info.stock_name).toBe('星垣微');
    expect(info.stock_code).toBe('688000');
    const settings = SettingsSchema.parse((await call(CALLS.getInfo)).body.data);
    expect(settings.footer_bg).toBe('/api/files/footer-bg.svg');
    expect(settings.call_reception).not.toBe('');
    expect(settings.official_account_image).not.toBe('');
    expect(settings.video_account_image).not.toBe('');
  });

  it('has the content the site needs: 8+ products, 10+ news, 10 milestones, banners', async () => {
    const site = SiteInfoSchema.parse((await call(CALLS.getSiteList)).body.data);
    const products = CategoryInfoSchema.parse((await call(CALLS.getCategoryInfoById, { id: site.channels.product, page_size: 50 })).body.data);
    expect(products.articles.total).toBeGreaterThanOrEqual(8);
    expect(products.category.children.length).toBeGreaterThanOrEqual(4);
    const news = CategoryInfoSchema.parse((await call(CALLS.getCategoryInfoById, { id: site.channels.news })).body.data);
    expect(news.articles.total).toBeGreaterThanOrEqual(10);
    expect((await call(CALLS.getExperienceList)).body.data.list).toHaveLength(10);
    expect((await call(CALLS.getBannerList, { position: 'home' })).body.data.list.length).toBeGreaterThan(0);
  });

  it('paginates, newest first, with a total', async () => {
    const first = (await call(CALLS.getCategoryInfoById, { id: 2, page: 1, page_size: 4 })).body.data;
    const second = (await call(CALLS.getCategoryInfoById, { id: 2, page: 2, page_size: 4 })).body.data;
    expect(first.articles.list).toHaveLength(4);
    expect(first.articles.total).toBe(second.articles.total);
    expect(first.articles.list[0].published_at >= first.articles.list[3].published_at).toBe(true);
    expect(first.articles.list[3].published_at >= second.articles.list[0].published_at).toBe(true);
  });

  it('returns an article with its category path and neighbours', async () => {
    const article = ArticleSchema.parse((await call(CALLS.getArticleInfoById, { id: 101 })).body.data);
    expect(article.product?.part_number).toBe('XY6201');
    expect(article.category_path.map((c) => c.id)).toEqual([1, 11]);
    expect(article.product?.documents[0]?.size).toBeGreaterThan(0);
  });

  it('unknown ids and slugs answer code 0 with a message', async () => {
    expect((await call(CALLS.getArticleInfoById, { id: 999_999 })).body).toMatchObject({ code: 0, msg: '文章不存在' });
    expect((await call(CALLS.getCategoryInfoById, { id: 999 })).body).toMatchObject({ code: 0, msg: '栏目不存在' });
    expect((await call(CALLS.getInfoBySlug, { slug: 'nope' })).body).toMatchObject({ code: 0, msg: '页面不存在' });
  });

  it.each([{ id: 'abc' }, { id: -1 }, { id: 1.5 }, {}, { id: 1, page: 0 }, { id: 1, page_size: 1000 }])('bad payload %j answers code 0', async (payload) => {
    const { body } = await call(CALLS.getCategoryInfoById, payload);
    expect(body.code).toBe(0);
    expect(body.msg).toMatch(/^参数错误/);
  });

  it('malformed JSON answers code 0; unknown calls 404; GET on a call 405', async () => {
    expect((await call(CALLS.getInfo, '{oops')).body).toMatchObject({ code: 0, msg: '请求体不是合法的 JSON' });
    expect((await call('web/drop_tables')).status).toBe(404);
    const get = await handleDemoRequest(new Request('http://demo.test/api/web/get_info'));
    expect(get.status).toBe(405);
  });

  it('member-only content needs a login: -1000 without a token, data with one (captcha + password)', async () => {
    expect((await call(CALLS.getArticleInfoById, { id: 399 })).body.code).toBe(-1000);

    const captcha = (await call(CALLS.generateVerify)).body.data;
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = await call(CALLS.login, { username: 'investor', password: 'Xingyuan@2026', verify_key: captcha.key, verify_code: 'ZZZZ' });
    expect(wrong.body).toMatchObject({ code: 0, msg: '验证码错误或已过期' });

    const fresh = (await call(CALLS.generateVerify)).body.data;
    const badPassword = await call(CALLS.login, { username: 'investor', password: 'nope', verify_key: fresh.key, verify_code: peekCaptcha(fresh.key) });
    expect(badPassword.body).toMatchObject({ code: 0, msg: '用户名或密码错误' });

    const again = (await call(CALLS.generateVerify)).body.data;
    const login = await call(CALLS.login, { username: 'investor', password: 'Xingyuan@2026', verify_key: again.key, verify_code: peekCaptcha(again.key)!.toLowerCase() });
    expect(login.body.code).toBe(1);
    // A captcha is single-use.
    expect((await call(CALLS.login, { username: 'investor', password: 'Xingyuan@2026', verify_key: again.key, verify_code: 'ABCD' })).body.code).toBe(0);

    const member = await call(CALLS.getArticleInfoById, { id: 399 }, { token: login.body.data.token });
    expect(member.body.code).toBe(1);
    // Member-only content never shows up in lists.
    const list = (await call(CALLS.getCategoryInfoById, { id: 33, page_size: 50 })).body.data.articles.list;
    expect(list.map((a: { id: number }) => a.id)).not.toContain(399);
  });

  it('serves static files under /api/files and refuses traversal', async () => {
    const logo = await handleDemoRequest(new Request('http://demo.test/api/files/logo.svg'));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    for (const path of ['/api/files/..%2F..%2Fpackage.json', '/api/files/%2e%2e/backend.ts', '/api/files/nope.svg', '/api/files/..%5Cbackend.ts']) {
      expect((await handleDemoRequest(new Request(`http://demo.test${path}`))).status).toBe(404);
    }
  });

  it('refuses oversized bodies', async () => {
    const { status } = await call(CALLS.getInfo, JSON.stringify({ pad: 'x'.repeat(70 * 1024) }));
    expect(status).toBe(413);
  });
});
