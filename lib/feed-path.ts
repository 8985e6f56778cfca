/**
 * The site's feeds and their addresses (app/[locale]/feed/*), apart from lib/feed.ts so that pages can name them without
 * the feed writer.
 */
import type { Locale } from '@/i18n/config';
import { localePath } from '@/i18n/paths';

/** A feed's kind: its file's name (`news` is `/feed/news.xml`). */
export type FeedKind = string;

/**
 * A feed's address in a language (`/feed/news.xml`, `/en/feed/news.xml`); `line`: one product line's
 * change notices (`/feed/change-notices.xml?line=11`).
 */
export function feedPath(locale: Locale, kind: FeedKind, line?: number): string {
  return localePath(locale, `/feed/${kind}.xml${line ? `?line=${line}` : ''}`);
}
