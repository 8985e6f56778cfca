import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteOrigin } from '@/lib/core/site-url';
import { LOCALES } from '@/i18n/config';
import { localePath } from '@/i18n/paths';

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
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
