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
