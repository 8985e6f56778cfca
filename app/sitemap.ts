import type { MetadataRoute } from 'next';
import { getAllArticles, getPageBySlug, getSiteInfo, orAbsent } from '@/lib/backend';
import type { ArticleSummary } from '@/lib/backend/types';
import { absoluteUrl } from '@/lib/seo';
import { siteOrigin } from '@/lib/server/site-url';

/**
 * /sitemap.xml: every page, product line, product and news article, with the date it last changed. Built
 * per request from the run-time backend. When the backend fails this answers an error rather than a short
 * sitemap, so crawlers retry instead of dropping pages; content a backend does not have is left out.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteOrigin();
  // A backend without site information has no channels: the fixed pages are listed. A fault throws,
  // which the site server answers with 503, never a short list.
  const site = await orAbsent(getSiteInfo());
  const { product, news } = site?.channels ?? { product: null, news: null };
  const [products, articles, about, contact, investor] = await Promise.all([
    product ? orAbsent(getAllArticles(product)) : null,
    news ? orAbsent(getAllArticles(news)) : null,
    getPageBySlug('about'),
    getPageBySlug('contact'),
    getPageBySlug('investor'),
  ]);
  const newest = (items: ArticleSummary[] | undefined) => items?.map((item) => item.published_at).sort().at(-1);
  const entry = (path: string, lastModified: string | undefined, priority: number, changeFrequency: MetadataRoute.Sitemap[number]['changeFrequency']) => ({
    url: absoluteUrl(origin, path),
    ...(lastModified ? { lastModified: lastModified.slice(0, 10) } : {}),
    changeFrequency,
    priority,
  });

  return [
    entry('/', newest([...(articles?.articles ?? []), ...(products?.articles ?? [])]), 1, 'daily'),
    entry('/about', about?.updated_at, 0.6, 'monthly'),
    entry('/product', newest(products?.articles), 0.9, 'weekly'),
    ...(products?.category.children ?? []).map((line) =>
      entry(`/product?category=${line.id}`, newest(products?.articles.filter((item) => item.category_id === line.id)), 0.8, 'weekly'),
    ),
    entry('/investor', investor?.updated_at, 0.7, 'daily'),
    entry('/news', newest(articles?.articles), 0.8, 'daily'),
    ...(articles?.category.children ?? []).map((child) =>
      entry(`/news?category=${child.id}`, newest(articles?.articles.filter((item) => item.category_id === child.id)), 0.6, 'daily'),
    ),
    entry('/contact', contact?.updated_at, 0.5, 'yearly'),
    ...(products?.articles ?? []).map((item) => entry(`/product/detail/${item.id}`, item.published_at, 0.8, 'monthly')),
    ...(articles?.articles ?? []).map((item) => entry(`/news/detail/${item.id}`, item.published_at, 0.6, 'monthly')),
  ];
}
