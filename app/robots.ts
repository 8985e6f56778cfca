import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteOrigin } from '@/lib/core/site-url';
import { LOCALES } from '@/i18n/config';
import { localePath } from '@/i18n/paths';
import { NEWS_SITEMAP_PATH } from '@/lib/pages/sitemap-read';

/** /robots.txt: everything but the API, the CSV export, the compare view and previews (in both languages); points to the sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // Rendered per request: SITE_URL is read at run time, not frozen into the build.
  await connection();
  const origin = siteOrigin();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          ...LOCALES.flatMap((locale) => [
            localePath(locale, '/product/export'),
            localePath(locale, '/product/compare'),
            // Drafts opened from the CMS: never for a crawler, and noindex besides.
            localePath(locale, '/preview/'),
          ]),
        ],
      },
    ],
    // The sitemap (an index at a company's size), and Google News' sitemap of the last two days (issue 47).
    sitemap: [`${origin}/sitemap.xml`, `${origin}${NEWS_SITEMAP_PATH}`],
    host: origin,
  };
}
