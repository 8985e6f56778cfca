/**
 * The sitemap at a company's size (issue 47): with 2,600 products (the CMS's scale content, scripts/support/scale-content.ts,
 * served by the demo backend as `npm run cms:scale` serves it), /sitemap.xml is an index: a file for the fixed pages, the
 * products in parts of at most 5,000 addresses, the news, and Google News' sitemap of the last two days. Together the
 * files list every product in both languages once; each file answers, and robots.txt names the news sitemap. @shared:
 * processes of its own.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startInstance, startProcess, stop, type Started } from '../scripts/support/topology';
import { scaledContent, type ScalableContent } from '../scripts/support/scale-content';
import { waitUntil } from '../scripts/support/harness';
import { articlesIn } from '@/demo/content/catalog';
import { SITE_NOW } from './support/clock';

const PORTS = { backend: 4351, site: 3451 };
const PRODUCTS = 2600;
const dir = mkdtempSync(path.join(os.tmpdir(), 'site-sitemap-index-'));
const site = `http://127.0.0.1:${PORTS.site}`;
const started: Started[] = [];
const base = { articles: { zh: [...articlesIn.zh], en: [...articlesIn.en] }, products: {}, inventory: {} } as unknown as ScalableContent;
const content = scaledContent(base, { products: PRODUCTS, articles: base.articles.zh.filter((article) => !article.product).length });

const locs = (xml: string, tag: 'url' | 'sitemap') =>
  [...xml.matchAll(new RegExp(`<${tag}>[\\s\\S]*?<loc>(.*?)</loc>`, 'g'))].map((match) => match[1]!.replace(/&amp;/g, '&'));

test.describe('the sitemap of a site with thousands of products @shared', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const file = path.join(dir, 'scaled.json');
    writeFileSync(file, JSON.stringify({ articles: content.articles }));
    started.push(
      await startProcess(
        'scaled-demo',
        process.execPath,
        ['--import', 'tsx', '--import', './scripts/support/scaled-demo.ts', 'demo/server.ts'],
        { DEMO_BACKEND_PORT: String(PORTS.backend), DEMO_DATA_DIR: path.join(dir, 'data'), DEMO_SCALED_CONTENT: file, SITE_NOW },
        dir,
        PORTS.backend,
      ),
    );
    await waitUntil(
      async () => (await fetch(`http://127.0.0.1:${PORTS.backend}/api/files/logo.svg`).catch(() => null))?.ok === true,
      'the scaled demo backend',
    );
    started.push(
      await startInstance('sitemap-site', PORTS.site, { BACKEND_URL: `http://127.0.0.1:${PORTS.backend}`, SITE_URL: site, SITE_NOW }, dir),
    );
  });

  test.afterAll(async () => {
    for (const process of started.reverse()) await stop(process, 'SIGKILL');
  });

  test('is an index of files of at most 5,000 addresses, which together list every product in both languages once', async () => {
    test.setTimeout(120_000);
    const index = await fetch(`${site}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const body = await index.text();
    expect(body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(body, 'sitemap');
    expect(files.map((loc) => loc.replace(site, ''))).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/products-1.xml',
      '/sitemaps/products-2.xml',
      '/sitemaps/news-1.xml',
      '/sitemaps/news-latest.xml',
    ]);
    const listed: string[] = [];
    for (const file of files.slice(0, -1)) {
      const answer = await fetch(file);
      expect(answer.status, file).toBe(200);
      const urls = locs(await answer.text(), 'url');
      expect(urls.length, file).toBeLessThanOrEqual(5000);
      expect(urls.length, file).toBeGreaterThan(0);
      listed.push(...urls.map((url) => url.replace(site, '')));
    }
    const products = listed.filter((url) => /^(\/en)?\/product\/detail\/\d+$/.test(url));
    // Every product once in each language it is in: the demo's own and the copies.
    expect(products).toHaveLength(new Set(products).size);
    const inLanguage = (lang: 'zh' | 'en') => content.articles[lang].filter((article) => article.product).length;
    expect(inLanguage('zh')).toBeGreaterThanOrEqual(PRODUCTS);
    expect(products.length).toBe(inLanguage('zh') + inLanguage('en'));
    expect(listed).toContain('/');
    expect(listed).toContain('/en/news');
    expect(listed.filter((url) => /^\/news\/detail\//.test(url)).length).toBeGreaterThan(10);
    // Google News' sitemap answers (the demo's news are older than two days at the suite's clock: none listed).
    const news = await fetch(files.at(-1)!);
    expect(news.status).toBe(200);
    expect(await news.text()).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(await (await fetch(`${site}/robots.txt`)).text()).toContain(`Sitemap: ${site}/sitemaps/news-latest.xml`);
    // A file the index does not list is not there.
    expect((await fetch(`${site}/sitemaps/products-9.xml`)).status).toBe(404);
  });
});
