import type { MetadataRoute } from 'next';
import { getAllArticles, getPageBySlug, getPrivacyPolicy, getSiteInfo, inLanguage, orAbsent } from '@/lib/backend';
import { featureSitemapPages } from '@/features/sitemap';
import type { ArticleSummary } from '@/lib/backend/types';
import { sitemapEntries, type SitemapPage } from '@/lib/sitemap';
import { siteOrigin } from '@/lib/core/site-url';
import { LOCALES, type Locale } from '@/i18n/config';

/** The pages of one language, read from the backend in that language. */
async function pagesIn(locale: Locale): Promise<SitemapPage[]> {
  return inLanguage(locale, async () => {
    // A backend without site information has no channels: the fixed pages are listed. A fault throws,
    // which the site server answers with 503, never a short list.
    const site = await orAbsent(getSiteInfo());
    const { product, news } = site?.channels ?? { product: null, news: null };
    const [products, articles, about, contact, investor, features, privacy] = await Promise.all([
      product ? orAbsent(getAllArticles(product)) : null,
      news ? orAbsent(getAllArticles(news)) : null,
      getPageBySlug('about'),
      getPageBySlug('contact'),
      getPageBySlug('investor'),
      featureSitemapPages(),
      getPrivacyPolicy(),
    ]);
    const newest = (items: ArticleSummary[] | undefined) =>
      items
        ?.map((item) => item.published_at)
        .sort()
        .at(-1);
    const page = (
      path: string,
      lastModified: string | undefined,
      priority: number,
      changeFrequency: SitemapPage['changeFrequency'],
    ): SitemapPage => ({ path, lastModified, priority, changeFrequency });
    return [
      page('/', newest([...(articles?.articles ?? []), ...(products?.articles ?? [])]), 1, 'daily'),
      page('/about', about?.updated_at, 0.6, 'monthly'),
      page('/product', newest(products?.articles), 0.9, 'weekly'),
      ...(products?.category.children ?? []).map((line) =>
        page(`/product?category=${line.id}`, newest(products?.articles.filter((item) => item.category_id === line.id)), 0.8, 'weekly'),
      ),
      page('/investor', investor?.updated_at, 0.7, 'daily'),
      page('/news', newest(articles?.articles), 0.8, 'daily'),
      ...(articles?.category.children ?? []).map((child) =>
        page(`/news?category=${child.id}`, newest(articles?.articles.filter((item) => item.category_id === child.id)), 0.6, 'daily'),
      ),
      page('/contact', contact?.updated_at, 0.5, 'yearly'),
      ...(privacy ? [page('/privacy', privacy.updated_at, 0.3, 'yearly')] : []),
      ...features,
      ...(products?.articles ?? []).map((item) => page(`/product/detail/${item.id}`, item.published_at, 0.8, 'monthly')),
      ...(articles?.articles ?? []).map((item) => page(`/news/detail/${item.id}`, item.published_at, 0.6, 'monthly')),
    ];
  });
}

/**
 * /sitemap.xml: every page, product line, product and news article of both languages, with the date it
 * last changed and its alternates in the other language. Built per request from the run-time backend.
 * When the backend fails this answers an error rather than a short sitemap, so crawlers retry instead of
 * dropping pages; content a backend does not have is left out.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const lists = await Promise.all(LOCALES.map(pagesIn));
  return sitemapEntries(
    siteOrigin(),
    Object.fromEntries(LOCALES.map((locale, index) => [locale, lists[index]])) as Record<Locale, SitemapPage[]>,
  );
}
