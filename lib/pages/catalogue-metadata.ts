import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { SiteInfo } from '@/lib/backend/types';
import { pageMetadata } from '@/lib/seo';
import { shortCompanyName } from '@/lib/site-name';

/**
 * The metadata of a page whose title and description are its catalogue's (`title`, and `description`
 * naming the company): the investor pages of one list each, and the alerts form (`noindex`).
 */
export async function cataloguedPageMetadata(
  namespace: string,
  path: string,
  site: SiteInfo | null,
  options: { noindex?: boolean } = {},
): Promise<Metadata> {
  const [t, locale] = await Promise.all([getTranslations(namespace), getPageLocale()]);
  return pageMetadata(locale, {
    title: t('title'),
    description: t('description', { company: shortCompanyName(site) }),
    path,
    ...options,
  });
}
