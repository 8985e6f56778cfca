import { connection } from 'next/server';
import { featureSitemapPages } from '@/features/sitemap';
import { NEWS_SITEMAP_PATH, sitemapFileUrl, sitemapPlan, wholeSitemap } from '@/lib/pages/sitemap-read';
import { sitemapIndexXml, urlsetXml } from '@/lib/sitemap';
import { siteOrigin } from '@/lib/core/site-url';
import { absoluteUrl } from '@/lib/seo';

/**
 * /sitemap.xml: every page, product line, product and news article of both languages, with the date it last changed
 * and its alternates in the other language, built per request from the run-time backend. Once the site has more
 * addresses than one file holds (a few thousand: lib/sitemap.ts), it is an index instead: a file for the fixed pages, one
 * per part of the products and of the news (/sitemaps/<name>.xml), and Google News' sitemap of the last two days. When
 * the backend fails this answers an error rather than a short sitemap, so crawlers retry instead of dropping pages.
 */
export async function GET() {
  // Read at run time: SITE_URL and the backend are not frozen into the build.
  await connection();
  const files = await sitemapPlan(featureSitemapPages);
  const xml =
    files.length === 0
      ? urlsetXml(await wholeSitemap(featureSitemapPages))
      : sitemapIndexXml([
          ...files.map((file) => ({ loc: sitemapFileUrl(file.name) })),
          { loc: absoluteUrl(siteOrigin(), NEWS_SITEMAP_PATH) },
        ]);
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
