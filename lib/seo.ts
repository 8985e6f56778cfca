/**
 * Search-engine metadata: the Next.js `Metadata` of a page (title, description, canonical URL, Open Graph)
 * and schema.org JSON-LD (Corporation, Product, NewsArticle, BreadcrumbList). Pure builders: pages hand
 * them backend data, tests check their output.
 */
import type { Metadata } from 'next';
import type { BreadcrumbList, Corporation, NewsArticle, Offer as OfferLd, Product as ProductLd, WithContext } from 'schema-dts';
import type { Article, CompanyProfile, Settings, SiteInfo } from './backend/types';
import { LANGUAGE_TAG, LOCALES, DEFAULT_LOCALE, OPEN_GRAPH_LOCALE, type Locale } from '@/i18n/config';
import { addressInLanguage, localePath } from '@/i18n/paths';
import { feedPath, type FeedKind } from '@/lib/feed-path';

export type PageSeo = {
  title: string;
  /** Empty or absent: the site's own description stands. */
  description?: string;
  /**
   * Path (and query) of the canonical URL in the site's own (Chinese) form, e.g. `/news?page=2`: written in
   * the page's language, and in each language for the `hreflang` alternates. Resolved against `metadataBase`.
   */
  path: string;
  /** Images for Open Graph, site-relative (`/api/files/…`) or absolute. */
  images?: string[];
  /** The feeds of what the page lists (lib/feed.ts), announced with `<link rel="alternate">`. */
  feeds?: Array<{ kind: FeedKind; title: string; line?: number }>;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  /** Keep out of the index but follow links (filtered list views). */
  noindex?: boolean;
  keywords?: string;
};

/** Descriptions are cut at a sentence-friendly length; search engines show about 80 Chinese characters. */
export function clampDescription(text: string, max = 120): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1)}…`;
}

/**
 * The page in every language, for `<link rel="alternate" hreflang>`: each language's address, and
 * `x-default` (the Chinese page) for everyone else. A list filtered by a word of the page's language has no
 * page in the other language (i18n/paths.ts addressInLanguage): it names only itself, not an empty list.
 */
export function languageAlternates(path: string, page: Locale): Record<string, string> {
  const alternates = LOCALES.flatMap((locale) => {
    const address = addressInLanguage(path, page, locale);
    return address === null ? [] : [[LANGUAGE_TAG[locale], address] as const];
  });
  const fallback = addressInLanguage(path, page, DEFAULT_LOCALE);
  return { ...Object.fromEntries(alternates), ...(fallback === null ? {} : { 'x-default': fallback }) };
}

export function pageMetadata(locale: Locale, seo: PageSeo): Metadata {
  const url = localePath(locale, seo.path);
  // Without one of its own, a page keeps the site's description (the root layout's).
  const description = seo.description ? clampDescription(seo.description) : undefined;
  return {
    title: seo.title,
    ...(description ? { description } : {}),
    keywords: seo.keywords || undefined,
    alternates: {
      canonical: url,
      languages: languageAlternates(seo.path, locale),
      ...(seo.feeds?.length
        ? {
            types: { 'application/rss+xml': seo.feeds.map((feed) => ({ url: feedPath(locale, feed.kind, feed.line), title: feed.title })) },
          }
        : {}),
    },
    openGraph: {
      title: seo.title,
      ...(description ? { description } : {}),
      url,
      type: seo.type ?? 'website',
      locale: OPEN_GRAPH_LOCALE[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OPEN_GRAPH_LOCALE[other]),
      ...(seo.images?.length ? { images: seo.images } : {}),
      ...(seo.type === 'article' ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime } : {}),
    },
    ...(seo.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`. `<`, `>`, `&` and the JavaScript line separators are
 * written as Unicode escapes, so no CMS text (e.g. `</script>`) can close the script element early.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function absoluteUrl(origin: string, path: string): string {
  if (path === '') return '';
  return new URL(path, `${origin}/`).toString();
}

export function corporationJsonLd(
  origin: string,
  site: SiteInfo,
  settings: Settings | null,
  profile: CompanyProfile | null,
): WithContext<Corporation> {
  const founded = profile?.key_figures.find((figure) => figure.key === 'founded')?.value;
  return {
    '@context': 'https://schema.org',
    '@type': 'Corporation',
    name: site.company_name,
    alternateName: [site.company_short_name, site.stock_name, site.company_name_en].filter(Boolean),
    url: `${origin}/`,
    ...(site.logo ? { logo: absoluteUrl(origin, site.logo) } : {}),
    description: site.seo_description || undefined,
    // schema.org: the exchange's code and the ticker, e.g. "SSE:688000".
    tickerSymbol: site.exchange ? `${site.exchange}:${site.stock_code}` : site.stock_code,
    ...(founded ? { foundingDate: founded } : {}),
    ...(settings?.company_address
      ? { address: { '@type': 'PostalAddress', streetAddress: settings.company_address, addressCountry: 'CN' } }
      : {}),
    ...(settings?.call_sale || settings?.service_email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'sales',
            telephone: settings.call_sale || undefined,
            email: settings.service_email || undefined,
            availableLanguage: LOCALES.map((locale) => LANGUAGE_TAG[locale]),
          },
        }
      : {}),
  };
}

/** `lifecycle`: the name of the lifecycle property and the product's status, in the page's language. */
export function productJsonLd(
  origin: string,
  locale: Locale,
  article: Article,
  site: SiteInfo | null,
  lifecycle: { name: string; value: string },
  /** Distributors' offers of its orderable parts, as schema.org Offers (features/where-to-buy/json-ld.ts). */
  offers: OfferLd[] = [],
): WithContext<ProductLd> {
  const product = article.product;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: article.title,
    sku: product?.part_number,
    mpn: product?.part_number,
    description: article.seo_description || article.summary || undefined,
    url: absoluteUrl(origin, localePath(locale, `/product/detail/${article.id}`)),
    ...(article.cover ? { image: absoluteUrl(origin, article.cover) } : {}),
    ...(site?.company_name ? { brand: { '@type': 'Brand', name: site.company_short_name || site.company_name } } : {}),
    ...(site?.company_name ? { manufacturer: { '@type': 'Organization', name: site.company_name } } : {}),
    category: article.category_path.at(-1)?.name,
    additionalProperty: [
      ...(product ? [{ '@type': 'PropertyValue' as const, name: lifecycle.name, value: lifecycle.value }] : []),
      ...(product?.key_specs ?? []).map((spec) => ({
        '@type': 'PropertyValue' as const,
        name: spec.label,
        value: spec.value,
        ...(spec.unit ? { unitText: spec.unit } : {}),
      })),
    ],
    ...(offers.length > 0 ? { offers } : {}),
  };
}

export function newsArticleJsonLd(origin: string, locale: Locale, article: Article, site: SiteInfo | null): WithContext<NewsArticle> {
  const publisher = site?.company_name
    ? {
        '@type': 'Organization' as const,
        name: site.company_name,
        ...(site.logo ? { logo: { '@type': 'ImageObject' as const, url: absoluteUrl(origin, site.logo) } } : {}),
      }
    : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title.slice(0, 110),
    description: article.seo_description || article.summary || undefined,
    datePublished: article.published_at,
    dateModified: article.updated_at || article.published_at,
    mainEntityOfPage: absoluteUrl(origin, localePath(locale, `/news/detail/${article.id}`)),
    inLanguage: LANGUAGE_TAG[locale],
    ...(article.cover ? { image: [absoluteUrl(origin, article.cover)] } : {}),
    author: { '@type': 'Organization', name: article.author || article.source || site?.company_name || '' },
    ...(publisher ? { publisher } : {}),
  };
}

/**
 * Baidu's time factor (百度搜索资源平台, 时间因子): an article's publication and update times in Baidu's own JSON-LD, beside
 * schema.org's NewsArticle (issue 47), so that Baidu shows the article's date rather than the day it crawled it. Times
 * are Beijing's, written `YYYY-MM-DDTHH:mm:ss` as Baidu asks; a date alone is that day's start.
 */
export function baiduTimeJsonLd(origin: string, locale: Locale, article: Article) {
  return {
    '@context': 'https://ziyuan.baidu.com/contexts/cambrian.jsonld',
    '@id': absoluteUrl(origin, localePath(locale, `/news/detail/${article.id}`)),
    title: article.title.slice(0, 80),
    ...(article.cover ? { images: [absoluteUrl(origin, article.cover)] } : {}),
    description: (article.seo_description || article.summary || article.title).slice(0, 120),
    pubDate: baiduTime(article.published_at),
    upDate: baiduTime(article.updated_at || article.published_at),
  };
}

/** An ISO 8601 date or instant as Baidu's `YYYY-MM-DDTHH:mm:ss`, in Beijing time (an instant with an offset is moved to it). */
export function baiduTime(iso: string): string {
  const day = /^(\d{4}-\d{2}-\d{2})$/.exec(iso);
  if (day) return `${day[1]}T00:00:00`;
  // Without an offset: as written (the backend's local time, which for this company is Beijing's).
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?(?:\.\d+)?$/.exec(iso);
  if (local) return `${local[1]}T${local[2]}${local[3] ?? ':00'}`;
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return `${iso.slice(0, 10)}T00:00:00`;
  return new Date(at + 8 * 3600_000).toISOString().slice(0, 19);
}

/** One step of a trail; `lang` when its name is in another language than the page (a one-language article). */
export type Crumb = { name: string; href?: string; lang?: 'zh' | 'en' | null };

export function breadcrumbJsonLd(origin: string, items: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.href ? { item: absoluteUrl(origin, item.href) } : {}),
    })),
  };
}
