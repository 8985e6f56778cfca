/**
 * A backend written from docs/backend-api.md alone: optional calls and fields left out, other ids, nested
 * categories, string years, rich text with relative paths. The site in front of it (ALT_SITE, rendering
 * every view) must render a complete page for all of it, and every link it prints must answer. The test
 * backend shapes its answers per test (setFaults with `data`), starting from the demo's own answers.
 */
import type { APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ALT_BACKEND, ALT_SITE, ALT_SITE_LOG, EMBEDDED_SITE, SITE } from './support/servers';
import { FRESH_ID_FROM, setFaults, type Fault } from './support/alt-faults';
import { expect, test } from './support/fixtures';

type Json = Record<string, any>; // answers of the test backend, reshaped per test

/** The test backend's real answer to a call (before any fault applies). */
async function answer(call: string, payload: object = {}): Promise<Json> {
  await setFaults({});
  const response = await fetch(`${ALT_BACKEND}/api/web/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return ((await response.json()) as { data: Json }).data;
}

const absent: Fault = { code: 0, msg: '不存在' };
const PAGES = ['/', '/about', '/product', '/product/compare', '/investor', '/news', '/contact'];

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(`${ALT_SITE}${path}`);
  return { status: response.status(), body: await response.text() };
}

/** A page of the site's shell: header, footer, and not Next.js' bare error document. */
function expectShell(body: string, path: string) {
  expect(body, path).not.toContain('__next_error__');
  expect(body, path).toMatch(/<header[\s>]/);
  expect(body, path).toContain('data-testid="site-footer"');
  expect(body, path).toMatch(/<h1[\s>]/);
}

test.afterEach(async () => setFaults({}));

test.describe('a backend written from the contract alone @shared', () => {
  test('without the optional pages (about, contact, investor) every page renders and the sitemap answers', async ({ request }) => {
    await setFaults({ 'web/get_info_by_slug': { code: 0, msg: '页面不存在' } });
    for (const path of ['/about', '/contact', '/investor']) {
      const { status, body } = await html(request, path);
      expect(status, path).toBe(200);
      expectShell(body, path);
    }
    // The investor page keeps its announcements without an intro text.
    const investor = await html(request, '/investor');
    expect(investor.body).toContain('id="announcements"');
    expect(investor.body).toMatch(/href="\/api\/files\/docs\/ir\/\d+\.pdf"/);
    const sitemap = await request.get(`${ALT_SITE}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('/news/detail/');
  });

  test("with only the spec's calls, every page keeps its header and footer and says what is missing", async ({ request }) => {
    await setFaults({
      'web/get_site_list': { data: { stock_name: '测试芯', stock_code: '900901' } },
      'web/get_info': {
        data: {
          call_reception: '010-1234 5678',
          call_sale: '400-100-2000',
          web_site_copyright: '© 测试',
          web_site_icp: '京ICP备00000001号',
        },
      },
      'web/get_banner_list': absent,
      'web/get_experience_list': absent,
      'web/get_info_by_slug': absent,
      'web/get_category_info_by_id': absent,
      'web/get_article_info_by_id': absent,
      'web/get_company_profile': absent,
    });
    for (const path of PAGES) {
      const { status, body } = await html(request, path);
      expect(status, path).toBe(200);
      expectShell(body, path);
      expect(body, path).toContain('900901');
    }
    expect((await html(request, '/news')).body).toContain('暂无新闻动态');
    expect((await html(request, '/product')).body).toContain('暂无产品信息');
    // The footer's numbers stand in for the hotlines of a company profile.
    expect((await html(request, '/contact')).body).toContain('400-100-2000');
    for (const path of ['/news/detail/201', '/product/detail/101', '/news?category=21', '/product?category=11']) {
      const { status, body } = await html(request, path);
      expect(status, path).toBe(404);
      expectShell(body, path);
    }
    expect((await request.get(`${ALT_SITE}/sitemap.xml`)).status()).toBe(200);
  });

  test('with a minimal site list, home still has a title and a heading', async ({ request }) => {
    await setFaults({
      'web/get_site_list': { data: { stock_name: '测试芯', stock_code: '900901', channels: { product: 1, news: 2, investor: 3 } } },
    });
    const { body } = await html(request, '/');
    expect(/<title>([^<]+)<\/title>/.exec(body)?.[1]).toBe('测试芯');
    expect(/<h1[^>]*>([^<]+)<\/h1>/.exec(body)?.[1]).toBe('测试芯');
  });

  test('announcement.fiscal_year as a string, or left out, groups periodic reports by reporting year', async ({ request }) => {
    const reports = await answer('get_category_info_by_id', { id: 32, page: 1, page_size: 50 });
    const years = (body: string) => [...body.matchAll(/<h3>(\d{4})(?:<!-- -->)? 年<\/h3>/g)].map((match) => match[1]);
    const before = years((await html(request, '/investor')).body);
    expect(before.length).toBeGreaterThan(1);
    const annual = reports.articles.list.find((item: Json) => item.announcement?.subtype === '年度报告');
    for (const item of reports.articles.list)
      if (item.announcement?.fiscal_year) item.announcement.fiscal_year = String(item.announcement.fiscal_year);
    // An annual report without the field: its title names the year (published the year after).
    annual.title = `${annual.announcement.fiscal_year} 年年度报告`;
    delete annual.announcement.fiscal_year;
    await setFaults({ 'web/get_category_info_by_id': { id: 32, data: reports } });
    const logged = readFileSync(ALT_SITE_LOG, 'utf8').length;
    const { status, body } = await html(request, '/investor');
    expect(status).toBe(200);
    expect(years(body)).toEqual(before);
    // Read as sent, not refused at the boundary and covered by the kept answer of an earlier view.
    expect(readFileSync(ALT_SITE_LOG, 'utf8').slice(logged)).not.toContain('failed (shape)');
  });

  test("an article in a grandchild category: every breadcrumb link, and the JSON-LD's, answers 200", async ({ request }) => {
    const root = await answer('get_category_info_by_id', { id: 2, page: 1, page_size: 10 });
    // Under an id no earlier test has read (the site remembers an answer of "no such article" for a moment).
    const id = FRESH_ID_FROM + 97_000 + (Date.now() % 2_000);
    const article: Record<string, any> = { ...(await answer('get_article_info_by_id', { id: 201 })), id };
    const grandchild = {
      id: 2101,
      parent_id: 21,
      name: '业绩发布',
      slug: 'results',
      type: 'news',
      description: '',
      article_count: 1,
      children: [],
    };
    root.category.children[0].children = [grandchild];
    article.category_id = 2101;
    article.category_path = [...article.category_path, { id: 2101, name: '业绩发布' }];
    const list = {
      category: grandchild,
      path: [
        { id: 2, name: '新闻中心' },
        { id: 21, name: '公司新闻' },
        { id: 2101, name: '业绩发布' },
      ],
      articles: { list: [{ ...article, content: undefined }], page: 1, page_size: 10, total: 1 },
    };
    await setFaults({
      'web/get_category_info_by_id': [
        { id: 2, data: root },
        { id: 2101, data: list },
      ],
      'web/get_article_info_by_id': { id, data: article },
    });
    const { body } = await html(request, `/news/detail/${id}`);
    const crumbs = /<nav aria-label="面包屑"[\s\S]*?<\/nav>/.exec(body)?.[0] ?? '';
    const links = [...crumbs.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(links).toContain('/news?category=2101');
    const ld = [...body.matchAll(/"item":"([^"]+)"/g)].map((match) => new URL(match[1]!).pathname + new URL(match[1]!).search);
    expect(ld).toContain('/news?category=2101');
    for (const link of new Set([...links, ...ld])) expect((await request.get(`${ALT_SITE}${link}`)).status(), link).toBe(200);
    const listed = await html(request, '/news?category=2101');
    expect(listed.body).toContain(`/news/detail/${id}`);
    expect(listed.body).toContain('业绩发布');
  });

  test('a document in a category /investor does not show stays off home too', async ({ request }) => {
    const tree = await answer('get_category_info_by_id', { id: 3, page: 1, page_size: 1 });
    const hidden = {
      id: 39,
      parent_id: 3,
      name: '内部资料',
      slug: 'internal',
      type: 'investor',
      description: '',
      article_count: 1,
      children: [],
    };
    tree.category.children.push(hidden);
    const secret = {
      id: 390,
      category_id: 39,
      title: '内部资料：不应公开的文件',
      summary: '',
      cover: '',
      published_at: '2099-01-01',
      announcement: { number: '', type: 'governance', subtype: '', pdf_url: 'files/docs/ir/301.pdf', pdf_size: 1 },
    };
    tree.articles = { list: [secret], page: 1, page_size: 4, total: 1 };
    await setFaults({ 'web/get_category_info_by_id': { id: 3, data: tree } });
    for (const path of ['/', '/investor']) {
      const { status, body } = await html(request, path);
      expect(status, path).toBe(200);
      expect(body, path).not.toContain('不应公开');
    }
    expect((await html(request, '/')).body).toContain('href="/investor"');
  });

  test('empty optional fields are left out: an honour without image, an office without address', async ({ request }) => {
    const profile = await answer('get_company_profile');
    delete profile.honours[0].image;
    delete profile.offices[0].address;
    delete profile.offices[0].postcode;
    await setFaults({ 'web/get_company_profile': { data: profile } });
    const about = (await html(request, '/about')).body;
    expect(about).toContain(profile.honours[0].title);
    expect(about).not.toMatch(/<img(?![^>]*\ssrc="[^"]+")[^>]*>/);
    const contact = (await html(request, '/contact')).body;
    const office = new RegExp(`<h3>${profile.offices[0].name}</h3><dl>([\\s\\S]*?)</dl>`).exec(contact)?.[1] ?? '';
    expect(office).toContain('类型');
    expect(office).not.toContain('地址');
  });

  test('the demo company never shows with another backend', async ({ request }) => {
    const site = await answer('get_site_list');
    await setFaults({
      'web/get_site_list': {
        data: {
          ...site,
          company_name: '测试芯片股份有限公司',
          company_short_name: '测试芯片',
          seo_title: '测试芯片',
          seo_description: '测试芯片',
          seo_keywords: '',
        },
      },
    });
    // The description, Open Graph and Twitter texts of the head (the test backend's footer settings are the demo's own).
    const head = (await html(request, '/product/compare?id=101&id=102')).body.split('</head>')[0] ?? '';
    expect(head).not.toContain('星垣');
    expect(head.match(/并排对比测试芯片芯片/g)).toHaveLength(3);
    const product = (await html(request, '/product')).body;
    // The search hint names the backend's own first part number.
    const first = /<th scope="row"[^>]*><a href="\/product\/detail\/\d+">([^<]+)<\/a>/.exec(product)?.[1];
    expect(first).toBeTruthy();
    expect(product).toContain(`placeholder="如 ${first}"`);
  });
});

test.describe('rich text and attachments from the contract @shared', () => {
  test('images in article HTML with backend-relative paths load; attachments are listed with their size and answer', async ({
    page,
    request,
  }) => {
    const article = await answer('get_article_info_by_id', { id: 201 });
    article.content = '<p>正文</p><p><img id="inline" src="files/news/cover-1.svg" alt="配图" width="240" height="150"></p>';
    article.attachments = [
      { name: '业绩说明会材料.pdf', url: 'files/docs/ir/301.pdf', size: 12_345, mime: 'application/pdf' },
      { name: '外站文件', url: 'https://evil.example/x.pdf', size: 1 },
    ];
    await setFaults({ 'web/get_article_info_by_id': { id: 201, data: article } });
    await page.goto(`${ALT_SITE}/news/detail/201`);
    const image = page.locator('article img[alt="配图"]');
    await expect(image).toHaveAttribute('src', '/api/files/news/cover-1.svg');
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);
    const attachments = page.getByRole('region', { name: '附件' });
    await expect(attachments.getByRole('listitem')).toHaveCount(1);
    const link = attachments.getByRole('link', { name: '业绩说明会材料.pdf' });
    await expect(link).toHaveAttribute('href', '/api/files/docs/ir/301.pdf');
    await expect(attachments).toContainText('12.1 KB');
    expect((await request.get(`${ALT_SITE}/api/files/docs/ir/301.pdf`)).status()).toBe(200);
  });
});

// @shared like the rest of this file: the file's afterEach clears the second backend's faults.
test.describe('a site without BACKEND_URL shows the demo company @shared', () => {
  test('so every page of it is noindex, in a header and a meta tag; a configured site is not', async ({ request }) => {
    for (const path of ['/', '/news/detail/201', '/sitemap.xml']) {
      const response = await request.get(`${EMBEDDED_SITE}${path}`);
      expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
    }
    expect(await (await request.get(`${EMBEDDED_SITE}/about`)).text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const configured = await request.get(`${SITE}/about`);
    expect(configured.headers()['x-robots-tag']).toBeUndefined();
    expect(await configured.text()).not.toContain('content="noindex');
  });
});
