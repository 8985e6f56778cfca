/**
 * The change notices' RSS 2.0 feed (`/feed/change-notices.xml`, `/en/…`; app/[locale]/feed/change-notices.xml/route.ts):
 * the newest notices, each linking to its page with its PDF; `?line=11`: one product line's. Written with
 * lib/feed.ts's parts: every address absolute, every text the backend's made safe for XML.
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getSiteInfo } from '@/lib/backend';
import { productLines } from '@/lib/pages/product-lines';
import { FEED_SIZE, itemDate, newFeed, type FeedInput } from '@/lib/feed';
import { feedPath } from '@/lib/feed-path';
import { parseOptionalId } from '@/lib/params';
import { displayDate } from '@/lib/format';
import { siteOrigin } from '@/lib/core/site-url';
import { shortCompanyName } from '@/lib/site-name';
import { fileNotFound } from '@/lib/pages/file-not-found';
import { absoluteUrl } from '@/lib/seo';
import { cdataText, lineText, linesText } from '@/lib/plain-text';
import type { QueryOf } from '@/lib/page-query';
import { getPageLocale } from '@/i18n/server';
import { localePath } from '@/i18n/paths';
import type { ChangeNotice } from './contract';
import { CHANGE_NOTICES_PATH, noticePath, noticesHref, type NOTICE_FEED_QUERY } from './notices';
import { getChangeNotices } from './reads';

export type NoticeFeedInput = Omit<FeedInput, 'kind' | 'items'> & {
  /** One product line's feed, or all notices. */
  line?: number;
  items: readonly ChangeNotice[];
  /** An item's description: the parts it affects and its dates, in the feed's language. */
  describe: (notice: ChangeNotice) => string;
};

/** The change notices' feed: each notice links to its page and carries its PDF. */
export function noticeFeed({ items, line, describe, ...input }: NoticeFeedInput): string {
  const { origin, locale } = input;
  const dated = items.flatMap((notice) => {
    const date = itemDate(notice.date);
    return date ? [{ notice, date }] : [];
  });
  const feed = newFeed(
    { ...input, selfPath: feedPath(locale, 'change-notices', line) },
    dated.map(({ date }) => date),
  );
  for (const { notice, date } of dated.slice(0, FEED_SIZE)) {
    const link = absoluteUrl(origin, localePath(locale, noticePath(notice.number)));
    const pdf = notice.document ? absoluteUrl(origin, notice.document.url) : undefined;
    feed.addItem({
      title: cdataText(`[${notice.number}] ${lineText(notice.title)}`),
      id: link,
      link,
      date,
      description: cdataText(linesText(describe(notice))),
      ...(pdf ? { enclosure: { url: pdf, length: notice.document?.size ?? 0, type: 'application/pdf' } } : {}),
    });
  }
  return feed.rss2();
}

/**
 * `/feed/change-notices.xml` (`/en/…`): RSS 2.0 of the newest change notices, each linking to its page
 * with its PDF; `?line=11`: one product line's. A 404 without notices, or for a line that is not one; a
 * backend fault propagates (a 503 or the last good copy, never an empty feed).
 */
export async function noticeFeedResponse(query: QueryOf<typeof NOTICE_FEED_QUERY>): Promise<Response> {
  const [site, locale, t, feeds] = await Promise.all([
    getSiteInfo(),
    getPageLocale(),
    getTranslations('Notices'),
    getTranslations('Feeds'),
  ]);
  const line = parseOptionalId(query.line);
  if (line === null) return fileNotFound(feeds('none'));
  const { lines, known } = await productLines(line);
  if (!known) return fileNotFound(feeds('none'));
  const lineCategory = lines.find((child) => child.id === line);
  const notices = await getChangeNotices(line, undefined, undefined, 1, FEED_SIZE);
  if (!notices) return fileNotFound(feeds('none'));
  const company = shortCompanyName(site);
  const separator = locale === 'zh' ? '、' : ', ';
  const xml = noticeFeed({
    origin: siteOrigin(),
    locale,
    line,
    title: lineCategory ? t('feedLineTitle', { company, line: lineCategory.name }) : t('feedTitle', { company }),
    description: t('feedDescription', { company }),
    pagePath: localePath(locale, line ? noticesHref({ line }) : CHANGE_NOTICES_PATH),
    publisher: site.company_name || company,
    items: notices.list,
    describe: (notice) =>
      [
        notice.summary,
        t('feedItem', {
          parts: notice.parts.map((part) => part.part_number).join(separator) || '—',
          effective: notice.effective_date ? displayDate(notice.effective_date, locale) : '—',
        }),
        notice.last_time_buy ? t('feedItemLtb', { date: displayDate(notice.last_time_buy, locale) }) : '',
      ]
        .filter(Boolean)
        .join('\n'),
  });
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
