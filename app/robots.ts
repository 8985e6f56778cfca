import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/server/site-url';

/** /robots.txt: everything but the API, the CSV export and the compare view; points to the sitemap. */
export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/product/export', '/product/compare'] }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
