/**
 * Addresses per language (pure; server and client). Chinese paths are the site's own; English ones carry
 * the `/en` prefix. Every internal link of a page is written through `localePath`.
 */
import { DEFAULT_LOCALE, LOCALES, otherLocale, type Locale } from './config';

/**
 * Where an address that is no page of the site is routed internally (an undecodable path, a `/zh/…`
 * prefix): it matches no route, so it renders the 404 page of its language.
 */
export const NOT_FOUND_PATH = '/_not-found-path';

/** `path` (a Chinese path such as `/news?page=2`) as the address of the page in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  if (path === '/') return `/${locale}`;
  if (path.startsWith('/?') || path.startsWith('/#')) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/**
 * The locale of a path as a visitor sees it (`usePathname()`), and the path without its prefix: `/en/news`
 * is English `/news`; every other path is Chinese as it stands.
 */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (path === prefix) return { locale, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { locale, path: path.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path };
}

/**
 * Query parameters that mean the same in both languages: ids, years, sorting, lifecycle states, numeric
 * ranges, a search and its kind, the document library's type, line and document language. Others are words or positions of the page's own language (an
 * announcement subtype's label in `type` on /investor, a text spec's values in `opt_…`, a page number of
 * a list that is not as long in the other language) and would lead to an empty or missing page there.
 */
function meansTheSameInEveryLanguage(path: string, name: string): boolean {
  if (['category', 'id', 'year', 'sort', 'order', 'status', 'q'].includes(name) || /^(min|max)_/.test(name)) return true;
  if (path === '/product/resources') return ['type', 'line', 'language'].includes(name);
  // A part number is the same in every language (issue 42: the switch on /samples?part= dropped it).
  if (path === '/samples' || path === '/quality') return name === 'part';
  return name === 'type' && path === '/search';
}

/** The language of the page at `pathname`, and the address of the same page (with what of `query` carries over) in the other language. */
export function switchLanguageHref(pathname: string, query: string): { locale: Locale; href: string } {
  const { locale, path } = splitLocalePath(pathname);
  return { locale, href: localePath(otherLocale(locale), `${path}${carriedQuery(path, query)}`) };
}

/** What of a page's query carries over into another language (`?…`, or ''). */
function carriedQuery(path: string, query: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) if (meansTheSameInEveryLanguage(path, name)) kept.append(name, value);
  const search = kept.toString();
  return search ? `?${search}` : '';
}

/**
 * The same page in the language `to`, for `<link rel="alternate" hreflang>`, of a page in `from` at
 * `address` (its Chinese form, query included); null when it has none: its query names a word of its own
 * language (issue 42: `/investor?type=董事会决议` named `/en/investor?type=董事会决议`, an empty list, as its
 * English page). A page number counts as the same page (the lists are alike), so alternates stay reciprocal.
 */
export function addressInLanguage(address: string, from: Locale, to: Locale): string | null {
  if (from === to) return localePath(to, address);
  const [path = '', query = ''] = address.split('?', 2);
  for (const name of new URLSearchParams(query).keys()) if (name !== 'page' && !meansTheSameInEveryLanguage(path, name)) return null;
  return localePath(to, address);
}

/** The address of the same page in every language (`/about` → `/about`, `/en/about`). */
export function pathInEveryLanguage(path: string): string[] {
  const page = splitLocalePath(path).path;
  return LOCALES.map((locale) => localePath(locale, page));
}

/**
 * Where a page address is rendered in the `app/[locale]` tree (the proxy rewrites to it in place): English
 * addresses as they stand; Chinese ones under `/zh`; `/zh` and `/zh/…` themselves, which are no addresses
 * of the site, at the Chinese 404 page. Works on the path as it came, percent-encoding kept.
 */
export function internalPagePath(path: string): { locale: Locale; internal: string } {
  const { locale } = splitLocalePath(path);
  if (locale !== DEFAULT_LOCALE) return { locale, internal: path };
  const prefix = `/${DEFAULT_LOCALE}`;
  const prefixed = path === prefix || path.startsWith(`${prefix}/`);
  return { locale, internal: prefixed ? `${prefix}${NOT_FOUND_PATH}` : path === '/' ? prefix : `${prefix}${path}` };
}
