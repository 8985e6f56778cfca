import { SITE } from './support/servers';
import { expect, test } from './support/fixtures';
import { budgetFor } from './support/budget';

/** The sitemap's URLs (absolute, on SITE_URL, which the e2e sites set to their own origin). */
async function sitemapUrls(request: import('@playwright/test').APIRequestContext): Promise<{ loc: string; lastmod: string | undefined }[]> {
  const xml = await (await request.get(`${SITE}/sitemap.xml`)).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block]) => ({
    loc: (/<loc>(.*?)<\/loc>/.exec(block ?? '')?.[1] ?? '').replace(/&amp;/g, '&'),
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(block ?? '')?.[1],
  }));
}

function headOf(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    title: attr(/<title>(.*?)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    h1: (html.match(/<h1[\s>]/g) ?? []).length,
  };
}

test.describe('search engines @desktop', () => {
  test('robots.txt points to the sitemap', async ({ request }) => {
    const text = await (await request.get(`${SITE}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
    // Drafts opened from a CMS (issue 45) are for no crawler, in either language.
    expect(text).toContain('Disallow: /preview/');
    expect(text).toContain('Disallow: /en/preview/');
  });

  test('the sitemap lists every page, product line, product and news item with lastmod', async ({ request }) => {
    const urls = await sitemapUrls(request);
    const paths = urls.map((url) => url.loc.replace(SITE, ''));
    for (const path of ['/', '/about', '/product', '/investor', '/news', '/contact', '/product?category=11']) expect(paths).toContain(path);
    expect(paths.filter((path) => path.startsWith('/product/detail/'))).toHaveLength(29);
    expect(paths.filter((path) => path.startsWith('/news/detail/'))).toHaveLength(32);
    for (const url of urls) expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  test('every sitemap URL answers 200 with a unique title, a description, a canonical link, Open Graph and one h1', async ({
    request,
  }, testInfo) => {
    const titles = new Map<string, string>();
    const urls = await sitemapUrls(request);
    // One request per address: the budget is in proportion to the sitemap (issue 42, part 3).
    budgetFor(testInfo, urls.length, 1_000);
    for (const { loc } of urls) {
      const response = await request.get(loc, { maxRedirects: 0 });
      expect(response.status(), loc).toBe(200);
      const head = headOf(await response.text());
      expect(head.title, loc).toBeTruthy();
      expect(titles.get(head.title ?? ''), `${loc} has the title of another page`).toBeUndefined();
      titles.set(head.title ?? '', loc);
      expect(head.description?.length ?? 0, loc).toBeGreaterThan(10);
      // Next.js writes the root canonical without its trailing slash; both name the same URL.
      expect(new URL(head.canonical ?? '', SITE).toString(), loc).toBe(new URL(loc).toString());
      expect(head.ogTitle, loc).toBeTruthy();
      expect(head.h1, loc).toBe(1);
    }
  });

  test('filtered product views are noindex with the unfiltered canonical', async ({ request }) => {
    const head = await (await request.get(`${SITE}/product?category=11&opt_topology=LDO`)).text();
    expect(head).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(headOf(head).canonical).toBe(`${SITE}/product?category=11`);
  });

  const jsonLd = async (request: import('@playwright/test').APIRequestContext, path: string) => {
    const html = await (await request.get(SITE + path)).text();
    return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
    );
  };

  test('home carries Corporation JSON-LD with the ticker', async ({ request }) => {
    const [corporation] = await jsonLd(request, '/');
    expect(corporation).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Corporation',
      name: '星垣微电子股份有限公司',
      tickerSymbol: 'SSE:688000',
    });
  });

  test('product detail carries Product and BreadcrumbList JSON-LD', async ({ request }) => {
    const blocks = await jsonLd(request, '/product/detail/101');
    const product = blocks.find((block) => block['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'XY6201 300 mA 超低噪声 LDO 稳压器',
      mpn: 'XY6201',
      url: `${SITE}/product/detail/101`,
      image: `${SITE}/api/files/products/xy6201.png`,
    });
    const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string; item?: string }[];
    };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['首页', '产品中心', '电源管理', 'XY6201']);
    expect(crumbs.itemListElement[2]).toMatchObject({ position: 3, item: `${SITE}/product?category=11` });
  });

  test('news detail carries NewsArticle and BreadcrumbList JSON-LD', async ({ request }) => {
    const blocks = await jsonLd(request, '/news/detail/201');
    expect(blocks.find((block) => block['@type'] === 'NewsArticle')).toMatchObject({
      headline: '星垣微电子发布 2026 年第三季度报告',
      datePublished: '2026-10-28',
      mainEntityOfPage: `${SITE}/news/detail/201`,
    });
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
    // Baidu's time factor beside it (issue 47): its own context, the article's address and dates in Beijing time.
    expect(blocks.find((block) => block['@context'] === 'https://ziyuan.baidu.com/contexts/cambrian.jsonld')).toMatchObject({
      '@id': `${SITE}/news/detail/201`,
      title: '星垣微电子发布 2026 年第三季度报告',
      pubDate: '2026-10-28T00:00:00',
    });
  });

  test('pages are sent with no-transform, so that no search engine or network transcodes them (issue 47)', async ({ request }) => {
    for (const path of ['/', '/en/news/detail/201', '/no-such-page']) {
      const answer = await request.get(`${SITE}${path}`);
      expect(answer.headers()['cache-control'], path).toMatch(/(^|, )no-transform(,|$)/);
    }
  });
});
