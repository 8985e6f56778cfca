import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getSiteInfo } from '@/lib/backend';
import type { ArticleSummary } from '@/lib/backend/types';
import { rssFeed, type FeedKind } from '@/lib/feed';
import { siteOrigin } from '@/lib/core/site-url';
import { getPageLocale } from '@/i18n/server';
import { localePath } from '@/i18n/paths';
import { shortCompanyName } from '@/lib/site-name';
import { fileNotFound } from '@/lib/pages/file-not-found';

/**
 * The answer of a feed address: its items (null when the backend has no such channel: 404), in the
 * language of the address. A backend fault propagates: the site server answers it with the last good copy
 * or a 503, never with an empty feed that readers would take for "nothing new".
 */
export async function feedResponse(
  kind: FeedKind,
  read: (channels: { news: number | null; investor: number | null }) => Promise<ArticleSummary[] | null>,
  pagePath: string,
): Promise<Response> {
  const [site, locale, t] = await Promise.all([getSiteInfo(), getPageLocale(), getTranslations('Feeds')]);
  const items = await read(site.channels);
  if (!items) return fileNotFound(t('none'));
  const company = shortCompanyName(site);
  const xml = rssFeed({
    origin: siteOrigin(),
    locale,
    kind,
    title: t(`${kind}Title`, { company }),
    description: t(`${kind}Description`, { company }),
    pagePath: localePath(locale, pagePath),
    publisher: site.company_name || company,
    items,
  });
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
