/**
 * RSS 2.0 feeds of the news and of the announcements (app/[locale]/feed/*; a feature's own feed is written
 * with the same parts: features/change-notices/feed.ts): pure functions from backend
 * answers to XML, written by the `feed` library (escaping, RFC 822 dates, the atom:link to itself). Every
 * address in a feed is absolute (feed readers resolve nothing), and an announcement carries its PDF as an
 * enclosure. Nothing here runs in the browser.
 */
import { Feed } from 'feed';
import type { ArticleSummary } from '@/lib/backend/types';
import { LANGUAGE_TAG, type Locale } from '@/i18n/config';
import { localePath } from '@/i18n/paths';
import { absoluteUrl } from '@/lib/seo';
import { feedPath, type FeedKind } from '@/lib/feed-path';
import { cdataText, lineText, linesText } from '@/lib/plain-text';

export { feedPath, type FeedKind } from '@/lib/feed-path';

/** How many of the newest items a feed lists. */
export const FEED_SIZE = 20;

export type FeedInput = {
  origin: string;
  locale: Locale;
  kind: FeedKind;
  title: string;
  description: string;
  /** The page that lists the items (the news list, the investor page), site-relative in its language. */
  pagePath: string;
  /** Who publishes it: the company's name, for the copyright line. */
  publisher: string;
  items: readonly ArticleSummary[];
};

/** The date of an item as the CMS gave it, or undefined when it is not a date. */
export function itemDate(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The feed's own fields: its title, description, page and address, language and publisher. */
export function newFeed(input: Omit<FeedInput, 'items' | 'kind'> & { selfPath: string }, dates: Date[]): Feed {
  const pageUrl = absoluteUrl(input.origin, input.pagePath);
  return new Feed({
    title: lineText(input.title),
    description: lineText(input.description),
    id: pageUrl,
    link: pageUrl,
    language: LANGUAGE_TAG[input.locale],
    copyright: `© ${lineText(input.publisher)}`,
    updated: dates.length > 0 ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined,
    feedLinks: { rss: absoluteUrl(input.origin, input.selfPath) },
    generator: false,
  });
}

export function rssFeed({ items, kind, ...input }: FeedInput): string {
  const { origin, locale } = input;
  const pageUrl = absoluteUrl(origin, input.pagePath);
  // An item whose date cannot be read is left out rather than given an invented one.
  const dated = items.flatMap((item) => {
    const date = itemDate(item.published_at);
    return date ? [{ item, date }] : [];
  });
  const feed = newFeed(
    { ...input, selfPath: feedPath(locale, kind) },
    dated.map(({ date }) => date),
  );
  for (const { item, date } of dated.slice(0, FEED_SIZE)) {
    const pdf = item.announcement?.pdf_url ? absoluteUrl(origin, item.announcement.pdf_url) : undefined;
    // An announcement is its PDF; a news item its page.
    const link = kind === 'announcements' ? (pdf ?? pageUrl) : absoluteUrl(origin, localePath(locale, `/news/detail/${item.id}`));
    const number = item.announcement?.number ? `[${lineText(item.announcement.number)}] ` : '';
    const description = item.summary || item.announcement?.subtype;
    feed.addItem({
      // Every text is the backend's: no control character (XML cannot hold them), no end of its CDATA.
      title: cdataText(`${number}${lineText(item.title)}`),
      id: kind === 'announcements' ? `${pageUrl}#announcement-${item.id}` : link,
      link,
      date,
      description: description ? cdataText(linesText(description)) : undefined,
      ...(pdf ? { enclosure: { url: pdf, length: item.announcement?.pdf_size ?? 0, type: 'application/pdf' } } : {}),
    });
  }
  return feed.rss2();
}
