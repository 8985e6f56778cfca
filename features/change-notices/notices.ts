/**
 * Change notices (issue 23): the list's address (`/product/change-notices?line=&type=&year=&page=`) read
 * and written, a notice's own address, the year filter's choices, and whether a last-time-buy date has
 * passed. Pure.
 */
import { NOTICE_TYPES, NoticeNumberSchema, type NoticeType } from './contract';
import { firstParam, parseOptionalId, parsePage } from '@/lib/params';
import { declarePageQuery, type QueryOf } from '@/lib/page-query';

export const CHANGE_NOTICES_PATH = '/product/change-notices';

/** What the list reads (lib/pages/page-queries.ts). */
export const CHANGE_NOTICES_QUERY = declarePageQuery(['line', 'type', 'year', 'page']);

/** What the feed reads: one product line's notices (`/feed/change-notices.xml?line=11`). */
export const NOTICE_FEED_QUERY = declarePageQuery(['line']);

export const CHANGE_NOTICES_PAGE_SIZE = 20;

/** How many years back the year filter offers when the backend does not say which years have notices. */
const RECENT_YEARS = 5;

export type NoticesQuery = { line?: number; type?: NoticeType; year?: number; page: number };

/** The list's query; null for a malformed one (an unknown type, a bad line id, year or page: a 404). */
export function parseNoticesQuery(query: QueryOf<typeof CHANGE_NOTICES_QUERY>): NoticesQuery | null {
  const page = parsePage(query.page);
  const line = parseOptionalId(query.line);
  const type = firstParam(query.type) || undefined;
  const rawYear = firstParam(query.year) || undefined;
  const year = rawYear === undefined ? undefined : /^\d{4}$/.test(rawYear) ? Number(rawYear) : null;
  if (page === null || line === null || year === null) return null;
  if (type !== undefined && !(NOTICE_TYPES as readonly string[]).includes(type)) return null;
  return { page, ...(line ? { line } : {}), ...(type ? { type: type as NoticeType } : {}), ...(year ? { year } : {}) };
}

/** Whether anything narrows the list (such views stay out of search indexes). */
export function isNarrowed(query: NoticesQuery): boolean {
  return Boolean(query.line || query.type || query.year);
}

/** The list's address (site-relative, the Chinese form): what is chosen, page 1 left out. */
export function noticesHref(query: Partial<NoticesQuery>): string {
  const params = new URLSearchParams();
  if (query.line) params.set('line', String(query.line));
  if (query.type) params.set('type', query.type);
  if (query.year) params.set('year', String(query.year));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `${CHANGE_NOTICES_PATH}${search ? `?${search}` : ''}`;
}

/** A notice's own page (site-relative, the Chinese form). */
export function noticePath(number: string): string {
  return `${CHANGE_NOTICES_PATH}/${encodeURIComponent(number)}`;
}

/** A notice number from its page's address, or null when it cannot be one (a 404). */
export function parseNoticeNumber(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const parsed = NoticeNumberSchema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

/** The years the filter offers: the backend's, newest first; else this year and the four before it. */
export function yearChoices(years: readonly number[], thisYear: number): number[] {
  if (years.length > 0) return [...new Set(years)].sort((a, b) => b - a);
  return Array.from({ length: RECENT_YEARS }, (_, index) => thisYear - index);
}

/** Whether the last day to order (`YYYY-MM-DD`) is behind `today` (`YYYY-MM-DD`, China time). */
export function lastTimeBuyPassed(lastTimeBuy: string, today: string): boolean {
  return lastTimeBuy < today;
}
