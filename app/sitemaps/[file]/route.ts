import { connection } from 'next/server';
import { featureSitemapPages } from '@/features/sitemap';
import { getSiteInfo } from '@/lib/backend';
import { recentNews, sitemapFile, sitemapPlan } from '@/lib/pages/sitemap-read';
import { isRecentNews, newsSitemapXml, urlsetXml } from '@/lib/sitemap';
import { siteNow } from '@/lib/core/clock';
import { fileNotFound } from '@/lib/pages/file-not-found';

const xml = (body: string) => new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });

/**
 * A file of /sitemap.xml's index (`pages.xml`, `products-1.xml`, `news-2.xml`…: lib/sitemap.ts), listed only while the
 * sitemap is an index; and `news-latest.xml`, Google News' sitemap of the news articles of the last two days (by the
 * site's clock), at most a thousand, always there (robots.txt names it).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  await connection();
  const name = (await params).file.replace(/\.xml$/, '');
  if (name === 'news-latest') {
    const site = await getSiteInfo();
    return xml(newsSitemapXml(await recentNews(siteNow(), isRecentNews), site.company_name || site.company_short_name));
  }
  const file = (await sitemapPlan(featureSitemapPages)).find((candidate) => candidate.name === name);
  if (!file || !(await params).file.endsWith('.xml')) return fileNotFound('');
  return xml(urlsetXml(await sitemapFile(file, featureSitemapPages)));
}
