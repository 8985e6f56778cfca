import 'server-only';
/**
 * What /sitemap.xml and its files are made of (issue 47; lib/sitemap.ts says how they are written): every page, product
 * line, product and news article of both languages, read from the run-time backend. A site with more addresses than one
 * file holds gets an index of files, one for its fixed pages and one per few thousand products or articles, each read
 * on its own (only the list pages it covers). A backend fault throws, which the site server answers with 503, never a
 * short sitemap; content a backend does not have is left out.
 */
import { getCategory, getPageBySlug, getPrivacyPolicy, getSiteInfo, inLanguage, orAbsent } from '@/lib/backend';
import type { ArticleSummary, CategoryInfo } from '@/lib/backend/types';
import { PAGE_SIZE_MAX } from '@/lib/backend/types';
import { LOCALES, type Locale } from '@/i18n/config';
import { localePath } from '@/i18n/paths';
import { siteOrigin } from '@/lib/core/site-url';
import { absoluteUrl } from '@/lib/seo';
import { partPages, sitemapEntries, sitemapFiles, type SitemapFile, type SitemapPage } from '@/lib/sitemap';

/** How many list pages are read at once: a section's file asks for up to a hundred. */
const AT_ONCE = 6;

type Channels = { product: number | null; news: number | null };
type FeaturePages = () => Promise<SitemapPage[]>;

const newest = (items: readonly ArticleSummary[] | undefined) =>
  items
    ?.map((item) => item.published_at)
    .sort()
    .at(-1);

const page = (
  path: string,
  lastModified: string | undefined,
  priority: number,
  changeFrequency: SitemapPage['changeFrequency'],
): SitemapPage => ({
  path,
  lastModified,
  priority,
  changeFrequency,
});

async function channels(): Promise<Channels> {
  const site = await orAbsent(getSiteInfo());
  return { product: site?.channels?.product ?? null, news: site?.channels?.news ?? null };
}

/** Pages `from`…`to` of a channel's list (the largest page size), a few at a time; fewer when the list ends sooner. */
async function listPages(id: number, from: number, to: number): Promise<{ first: CategoryInfo | null; articles: ArticleSummary[] }> {
  const first = await orAbsent(getCategory(id, from, PAGE_SIZE_MAX));
  if (!first) return { first: null, articles: [] };
  const last = Math.min(to, Math.ceil(first.articles.total / PAGE_SIZE_MAX));
  const articles = [...first.articles.list];
  for (let start = from + 1; start <= last; start += AT_ONCE) {
    const pages = await Promise.all(
      Array.from({ length: Math.min(AT_ONCE, last - start + 1) }, (_, index) => getCategory(id, start + index, PAGE_SIZE_MAX)),
    );
    for (const read of pages) articles.push(...read.articles.list);
  }
  return { first, articles };
}

/** A channel's size, from its list's first page. */
async function total(id: number | null): Promise<number> {
  return id === null ? 0 : ((await orAbsent(getCategory(id, 1, 1)))?.articles.total ?? 0);
}

/** The fixed pages of one language, with the dates they last changed (from the first, newest, page of each list when `whole` is not read). */
async function fixedPages(locale: Locale, featurePages: FeaturePages, whole?: { products: ArticleSummary[]; news: ArticleSummary[] }) {
  const { product, news } = await channels();
  const [productList, newsList, about, contact, investor, features, privacy] = await Promise.all([
    product === null ? null : orAbsent(getCategory(product, 1, PAGE_SIZE_MAX)),
    news === null ? null : orAbsent(getCategory(news, 1, PAGE_SIZE_MAX)),
    getPageBySlug('about'),
    getPageBySlug('contact'),
    getPageBySlug('investor'),
    featurePages(),
    getPrivacyPolicy(),
  ]);
  const products = whole?.products ?? productList?.articles.list ?? [];
  const articles = whole?.news ?? newsList?.articles.list ?? [];
  // A line's or a category's own newest, read when the whole list is not: its first page.
  const newestIn = async (id: number, from: ArticleSummary[]) =>
    whole
      ? newest(from.filter((item) => item.category_id === id))
      : newest((await orAbsent(getCategory(id, 1, PAGE_SIZE_MAX)))?.articles.list);
  const lines = await Promise.all(
    (productList?.category.children ?? []).map(async (line) =>
      page(`/product?category=${line.id}`, await newestIn(line.id, products), 0.8, 'weekly'),
    ),
  );
  const categories = await Promise.all(
    (newsList?.category.children ?? []).map(async (child) =>
      page(`/news?category=${child.id}`, await newestIn(child.id, articles), 0.6, 'daily'),
    ),
  );
  return [
    page('/', newest([...articles, ...products]), 1, 'daily'),
    page('/about', about?.updated_at, 0.6, 'monthly'),
    page('/product', newest(products), 0.9, 'weekly'),
    ...lines,
    page('/investor', investor?.updated_at, 0.7, 'daily'),
    page('/news', newest(articles), 0.8, 'daily'),
    ...categories,
    page('/contact', contact?.updated_at, 0.5, 'yearly'),
    ...(privacy ? [page('/privacy', privacy.updated_at, 0.3, 'yearly')] : []),
    ...features,
  ];
}

const productPage = (item: ArticleSummary) => page(`/product/detail/${item.id}`, item.published_at, 0.8, 'monthly');
const newsPage = (item: ArticleSummary) => page(`/news/detail/${item.id}`, item.published_at, 0.6, 'monthly');

/** The same pages in every language, as entries with their alternates. */
async function inEveryLanguage(read: (locale: Locale) => Promise<SitemapPage[]>) {
  const lists = await Promise.all(LOCALES.map((locale) => inLanguage(locale, () => read(locale))));
  return sitemapEntries(
    siteOrigin(),
    Object.fromEntries(LOCALES.map((locale, index) => [locale, lists[index]])) as Record<Locale, SitemapPage[]>,
  );
}

/**
 * The files of /sitemap.xml's index, or none when every address fits one file: from each channel's size in the
 * default language, and the feature pages' count (the fixed pages, lines and categories besides are a dozen or so).
 */
export async function sitemapPlan(featurePages: FeaturePages): Promise<SitemapFile[]> {
  return inLanguage(LOCALES[0], async () => {
    const { product, news } = await channels();
    const [products, articles, fixed] = await Promise.all([total(product), total(news), featurePages()]);
    return sitemapFiles({
      pages: (fixed.length + 12) * LOCALES.length,
      products: products * LOCALES.length,
      news: articles * LOCALES.length,
    });
  });
}

/** Every page of the site, for a site whose addresses fit one file. */
export function wholeSitemap(featurePages: FeaturePages) {
  return inEveryLanguage(async (locale) => {
    const { product, news } = await channels();
    const [products, articles] = await Promise.all([
      product === null ? { articles: [] } : listPages(product, 1, Number.MAX_SAFE_INTEGER),
      news === null ? { articles: [] } : listPages(news, 1, Number.MAX_SAFE_INTEGER),
    ]);
    const fixed = await fixedPages(locale, featurePages, { products: products.articles, news: articles.articles });
    return [...fixed, ...products.articles.map(productPage), ...articles.articles.map(newsPage)];
  });
}

/** One file of a sitemap index: the fixed pages, or a part of the products or of the news. */
export function sitemapFile(file: SitemapFile, featurePages: FeaturePages) {
  return inEveryLanguage(async (locale) => {
    if (file.section === 'pages') return fixedPages(locale, featurePages);
    const id = (await channels())[file.section === 'products' ? 'product' : 'news'];
    if (id === null) return [];
    const { from, to } = partPages(file.part, PAGE_SIZE_MAX, LOCALES.length);
    const { articles } = await listPages(id, from, to);
    return articles.map(file.section === 'products' ? productPage : newsPage);
  });
}

/** Where a file of the index is. */
export const sitemapFileUrl = (name: string) => absoluteUrl(siteOrigin(), `/sitemaps/${name}.xml`);
/** Google News' sitemap of the last two days (lib/sitemap.ts). */
export const NEWS_SITEMAP_PATH = '/sitemaps/news-latest.xml';

/** The news articles of the last two days, in both languages (the list's first pages, newest first, until they are older). */
export async function recentNews(now: number, isRecent: (published: string, now: number) => boolean) {
  const items: { url: string; title: string; lang: Locale; published: string }[] = [];
  for (const locale of LOCALES) {
    await inLanguage(locale, async () => {
      const { news } = await channels();
      if (news === null) return;
      for (let index = 1; index <= 20; index += 1) {
        const read = await orAbsent(getCategory(news, index, PAGE_SIZE_MAX));
        const list = read?.articles.list ?? [];
        for (const item of list)
          if (isRecent(item.published_at, now))
            items.push({
              url: absoluteUrl(siteOrigin(), localePath(locale, `/news/detail/${item.id}`)),
              title: item.title,
              // An item in the other language only is listed in the language it has.
              lang: item.lang ?? locale,
              published: item.published_at,
            });
        if (list.length < PAGE_SIZE_MAX || list.every((item) => !isRecent(item.published_at, now))) break;
      }
    });
  }
  return items;
}
