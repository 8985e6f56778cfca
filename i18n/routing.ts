import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './config';

/**
 * Locale routing (next-intl): Chinese unprefixed, English under `/en`. The language is the URL's alone:
 * no detection from `Accept-Language` or a cookie, no cookie set, so both languages stay reachable to
 * crawlers and shared links and every page can be cached. The pages' `hreflang` alternates are written in
 * the HTML (lib/seo-alternates.ts), not as a `Link` header.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
