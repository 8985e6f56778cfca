/** Quality's entry of /sitemap.xml: /quality, while the backend has its page or any quality data, dated by the page. */
import type { SitemapPage } from '@/lib/sitemap';
import { getPageBySlug } from '@/lib/backend';
import { hasCompliance } from './reads';

export async function qualitySitemap(): Promise<SitemapPage[]> {
  const [page, compliance] = await Promise.all([getPageBySlug('quality'), hasCompliance()]);
  return page || compliance ? [{ path: '/quality', lastModified: page?.updated_at, priority: 0.5, changeFrequency: 'monthly' }] : [];
}
