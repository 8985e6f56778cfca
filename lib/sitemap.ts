/**
 * The entries of /sitemap.xml (pure): every page of every language, each with the date it last changed in
 * that language, and `xhtml:link` alternates to the same page in each language that has it (x-default:
 * the Chinese page), so search engines index the two languages as alternates of each other.
 */
import type { MetadataRoute } from 'next';
import { DEFAULT_LOCALE, LANGUAGE_TAG, LOCALES, type Locale } from '@/i18n/config';
import { localePath } from '@/i18n/paths';
import { absoluteUrl } from './seo';

/** A page of one language: its path in the site's own form (`/news/detail/7`), and when it last changed. */
export type SitemapPage = {
  path: string;
  lastModified?: string;
  priority: number;
  changeFrequency: NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>;
};

export function sitemapEntries(origin: string, pages: Record<Locale, SitemapPage[]>): MetadataRoute.Sitemap {
  const has = Object.fromEntries(LOCALES.map((locale) => [locale, new Set(pages[locale].map((page) => page.path))])) as Record<
    Locale,
    Set<string>
  >;
  const url = (locale: Locale, path: string) => absoluteUrl(origin, localePath(locale, path));
  return LOCALES.flatMap((locale) =>
    pages[locale].map((page) => {
      const languages = Object.fromEntries(
        LOCALES.filter((other) => has[other].has(page.path)).map((other) => [LANGUAGE_TAG[other], url(other, page.path)]),
      );
      if (has[DEFAULT_LOCALE].has(page.path)) languages['x-default'] = url(DEFAULT_LOCALE, page.path);
      return {
        url: url(locale, page.path),
        ...(page.lastModified ? { lastModified: page.lastModified.slice(0, 10) } : {}),
        changeFrequency: page.changeFrequency,
        priority: page.priority,
        alternates: { languages },
      };
    }),
  );
}

/**
 * How many addresses one sitemap file holds before the sitemap becomes an index of files (issue 47): a few thousand,
 * far below the protocol's 50,000, so that a crawler reads a section in pieces it can retry one by one.
 */
export const URLS_PER_SITEMAP = 5000;

/** The files of a sitemap index: the fixed pages, then each section in parts of URLS_PER_SITEMAP addresses. */
export type SitemapFile = { name: string; section: 'pages' | 'products' | 'news'; part: number };

/**
 * The files /sitemap.xml lists once the site has more addresses than one file holds; none (one sitemap) otherwise.
 * `counts`: the addresses of each section (every language counted).
 */
export function sitemapFiles(counts: { pages: number; products: number; news: number }, limit = URLS_PER_SITEMAP): SitemapFile[] {
  if (counts.pages + counts.products + counts.news <= limit) return [];
  const parts = (section: 'products' | 'news', count: number) =>
    Array.from({ length: Math.ceil(count / limit) }, (_, index) => ({ name: `${section}-${index + 1}`, section, part: index + 1 }));
  return [{ name: 'pages', section: 'pages', part: 1 }, ...parts('products', counts.products), ...parts('news', counts.news)];
}

/** Which pages of a list (of `pageSize`, in every one of `languages` languages) part `part` of a section reads. */
export function partPages(part: number, pageSize: number, languages: number, limit = URLS_PER_SITEMAP): { from: number; to: number } {
  const articlesPerPart = Math.floor(limit / languages);
  const pagesPerPart = Math.max(1, Math.floor(articlesPerPart / pageSize));
  return { from: (part - 1) * pagesPerPart + 1, to: part * pagesPerPart };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** A sitemap file (sitemaps.org 0.9), each address with its alternates in the other languages (xhtml:link). */
export function urlsetXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) => {
    const alternates = Object.entries(entry.alternates?.languages ?? {})
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(String(href))}" />`)
      .join('\n');
    return [
      '<url>',
      `<loc>${escapeXml(entry.url)}</loc>`,
      ...(alternates ? [alternates] : []),
      ...(entry.lastModified ? [`<lastmod>${escapeXml(String(entry.lastModified))}</lastmod>`] : []),
      ...(entry.changeFrequency ? [`<changefreq>${entry.changeFrequency}</changefreq>`] : []),
      ...(entry.priority !== undefined ? [`<priority>${entry.priority}</priority>`] : []),
      '</url>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A sitemap index: each file's address, with when its newest address changed when known. */
export function sitemapIndexXml(files: readonly { loc: string; lastmod?: string }[]): string {
  const items = files.map(
    (file) =>
      `<sitemap>\n<loc>${escapeXml(file.loc)}</loc>${file.lastmod ? `\n<lastmod>${escapeXml(file.lastmod)}</lastmod>` : ''}\n</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** A news article as Google News' sitemap lists it. */
export type NewsItem = { url: string; title: string; lang: Locale; published: string };

/** Google News' language codes (ISO 639, Chinese by its script: `zh-cn` is simplified). */
const NEWS_LANGUAGE: Record<Locale, string> = { zh: 'zh-cn', en: 'en' };

/** How far back Google News' sitemap goes: two days (Google's rule). */
export const NEWS_SITEMAP_MS = 2 * 24 * 3600_000;

/** Whether an article published at `published` (a date, or an instant) is within the news sitemap's two days of `now`. */
export function isRecentNews(published: string, now: number): boolean {
  // A date alone is that day's start in China (the company's publications are dated there).
  const at = /^\d{4}-\d{2}-\d{2}$/.test(published) ? Date.parse(`${published}T00:00:00+08:00`) : Date.parse(published);
  return Number.isFinite(at) && at <= now && now - at <= NEWS_SITEMAP_MS;
}

/** Google News' sitemap of the last two days' articles (at most 1,000), under the publication's name. */
export function newsSitemapXml(items: readonly NewsItem[], publication: string): string {
  const urls = items.slice(0, 1000).map((item) => {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(item.published) ? `${item.published}T00:00:00+08:00` : item.published;
    return [
      '<url>',
      `<loc>${escapeXml(item.url)}</loc>`,
      '<news:news>',
      `<news:publication><news:name>${escapeXml(publication)}</news:name><news:language>${NEWS_LANGUAGE[item.lang]}</news:language></news:publication>`,
      `<news:publication_date>${escapeXml(date)}</news:publication_date>`,
      `<news:title>${escapeXml(item.title)}</news:title>`,
      '</news:news>',
      '</url>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
