/**
 * The links a backend gives (an event's `url`, a banner's `link_url`, `<a href>` in rich text): one rule
 * (docs/backend-api.md, "Links"). An absolute http(s) address leads to another site and is kept as it
 * is. A path of this site (lib/core/site-path.ts) is written once for both languages, as the Chinese page's
 * path, and shown in the page's language: `/en` is added on English pages; a path that already names a
 * language, and a backend file under `/api/`, are kept. Anything else (another scheme, `//host`,
 * `/\host`, a path that resolves off the site) leads nowhere: ''.
 */
import { DEFAULT_LOCALE, type Locale } from '@/i18n/config';
import { localePath, splitLocalePath } from '@/i18n/paths';
import { API_BASE } from '@/lib/backend/calls';
import { sitePath } from '@/lib/core/site-path';

/** A backend link as the contract allows it (an http(s) address, or a normalised site path), else ''. */
export function backendLink(value: string): string {
  const trimmed = value.trim();
  if (/^https?:\/\/[^/\\\s]/i.test(trimmed)) {
    try {
      new URL(trimmed);
      return trimmed;
    } catch {
      return '';
    }
  }
  return sitePath(trimmed) ?? '';
}

export const isExternalLink = (link: string) => /^https?:/i.test(link);

/** The attributes of a link to a backend address: another site's opens in a new tab, without the opener. */
export const externalLinkProps = (href: string) => (isExternalLink(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {});

/** The address to print for a backend link on a page in `locale`; '' when it leads nowhere. */
export function backendLinkHref(value: string, locale: Locale): string {
  const link = backendLink(value);
  if (link === '' || isExternalLink(link) || locale === DEFAULT_LOCALE) return link;
  if (link.startsWith(API_BASE) || splitLocalePath(link).locale !== DEFAULT_LOCALE) return link;
  return localePath(locale, link);
}
