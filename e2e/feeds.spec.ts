/**
 * RSS feeds of the news and the announcements (lib/feed.ts), in both languages: well-formed, absolute
 * links that answer, PDFs as enclosures, announced by the pages that list them, kept by the page cache.
 * One width: nothing here is laid out.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SITE } from './support/servers';
import { cacheStateOnceKept } from './support/kept';
import { expect, test } from './support/fixtures';

type Item = { title: string; link: string; guid: unknown; pubDate: string; enclosure?: { url: string; length: string; type: string } };
const parse = (xml: string) =>
  [new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml).rss.channel.item].flat() as Item[];

test.describe('feeds @desktop', () => {
  for (const [path, language] of [
    ['/feed/news.xml', 'zh-CN'],
    ['/en/feed/news.xml', 'en'],
    ['/feed/announcements.xml', 'zh-CN'],
    ['/en/feed/announcements.xml', 'en'],
  ] as const) {
    test(`${path}: well-formed RSS 2.0 in ${language}, every address absolute and answering`, async ({ request }) => {
      const response = await request.get(SITE + path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      expect(xml).toContain(`<language>${language}</language>`);
      expect(xml).toContain(`<atom:link href="${SITE}${path}" rel="self" type="application/rss+xml"/>`);
      const items = parse(xml);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.link.startsWith(`${SITE}/`), item.link).toBe(true);
        expect(new Date(item.pubDate).getTime()).not.toBeNaN();
      }
      // The newest item's address answers: a news page, or the announcement's PDF (also its enclosure).
      const first = items[0]!;
      const target = await request.get(first.link);
      expect(target.status()).toBe(200);
      if (path.includes('announcements')) {
        expect(first.enclosure).toMatchObject({ url: first.link, type: 'application/pdf' });
        expect(Number(first.enclosure!.length)).toBeGreaterThan(0);
        expect(target.headers()['content-type']).toContain('application/pdf');
      } else {
        expect(target.headers()['content-type']).toContain('text/html');
        expect(first.link).toMatch(path.startsWith('/en/') ? /\/en\/news\/detail\/\d+$/ : /[^n]\/news\/detail\/\d+$/);
      }
      // Kept by the page cache like a page.
      expect(await cacheStateOnceKept(request, SITE + path)).toBe('HIT');
    });
  }

  for (const [page, feed] of [
    ['/news', '/feed/news.xml'],
    ['/en/news', '/en/feed/news.xml'],
    ['/investor', '/feed/announcements.xml'],
    ['/en/investor', '/en/feed/announcements.xml'],
  ] as const) {
    test(`${page} announces ${feed}`, async ({ page: browser, request }) => {
      await browser.goto(SITE + page);
      const link = browser.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(link).toHaveCount(1);
      const href = await link.getAttribute('href');
      expect(new URL(href!, SITE).pathname).toBe(feed);
      expect(await link.getAttribute('title')).toBeTruthy();
      expect((await request.get(new URL(href!, SITE).toString())).status()).toBe(200);
    });
  }
});
