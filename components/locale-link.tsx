import Link from 'next/link';
import type { ComponentProps } from 'react';
import { useLocale } from 'next-intl';
import { localePath } from '@/i18n/paths';
import { toLocale, type Locale } from '@/i18n/config';

/** The language of the page being rendered (non-async server components). */
export function usePageLocale(): Locale {
  return toLocale(useLocale());
}

type Props = Omit<ComponentProps<typeof Link>, 'href'> & {
  /** The page's path in the site's own (Chinese) form, e.g. `/news?page=2`: written in the page's language. */
  href: string;
};

/**
 * A link to a page of the site, in the language of the page it is on (server components). Not prefetched
 * as it scrolls into view (`prefetch` to choose otherwise): every page is rendered per request, so each
 * prefetch is a render on the server and a download a phone on a slow network waits behind; a home page
 * had eighteen of them. The navigation links prefetch on intent instead (components/layout/nav-links.tsx).
 */
export function LocaleLink({ href, prefetch = false, ...props }: Props) {
  return <Link href={localePath(usePageLocale(), href)} prefetch={prefetch} {...props} />;
}

/** Writes site paths in the language of the page being rendered (non-async server components). */
export function useLocalePath(): (path: string) => string {
  const locale = usePageLocale();
  return (path) => localePath(locale, path);
}
