/**
 * The cache policy, in one place: how long pages and the backend answers they are made of stay fresh, how
 * long they stand in while the backend fails, how long Redis keeps them, what a page's Cache-Control and a
 * 503's Retry-After say, and the key a page is kept under. Pure functions of the configuration
 * (lib/core/config.ts). The stores apply them: pages in lib/server/page-store.ts (memory, then Redis), answers
 * in lib/backend/answer-store.ts; the decisions about one page view are lib/server/page-decision.ts.
 */
import type { ServerConfig } from './config';

export type CacheSettings = Pick<ServerConfig, 'backendUrl' | 'revalidateSeconds' | 'staleIfErrorSeconds'>;

/**
 * How long a rendered page is served without rendering it again (REVALIDATE_SECONDS; 0: no page cache). The
 * answers a render reads are fresh for the same window, so a page and the data it is made of are never
 * older together than it.
 */
export function freshWindowMs(settings: CacheSettings): number {
  return settings.revalidateSeconds * 1000;
}

/** How old a kept page or answer may be and still stand in while the backend fails (STALE_IF_ERROR_SECONDS). */
export function staleIfErrorMs(settings: CacheSettings): number {
  return settings.staleIfErrorSeconds * 1000;
}

/** After a render the backend spoiled, the kept copy is served for this long before the backend is asked again. */
export const RETRY_AFTER_FAILURE_MS = 5000;

/** A failed backend call is not made again for this long: Next.js renders again after an error, visitors come in bursts. */
export const FAILURE_MEMO_MS = 1000;

/** Retry-After of a 503 (the backend could not be read), in seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** How long Redis keeps a backend answer: its window, then as a stand-in while the backend fails. */
export function sharedAnswerTtlMs(settings: CacheSettings): number {
  return freshWindowMs(settings) + staleIfErrorMs(settings);
}

/**
 * How long Redis keeps a rendered page: what is left of its window, then as a stand-in while the backend
 * fails; 0 (not kept there) for a search, where every query is a page of its own asked by one visitor and
 * memory (bounded) keeps those.
 */
export function sharedPageTtlMs(
  settings: CacheSettings,
  page: { freshUntil: number; search: boolean; keepUntil?: number },
  now: number,
): number {
  if (page.search) return 0;
  return Math.min(page.freshUntil - now + staleIfErrorMs(settings), (page.keepUntil ?? Infinity) - now);
}

/** The key a page is kept under: the backend that made it (two backends never share a page) and its normalised address. */
export function pageCacheKey(settings: CacheSettings, address: string): string {
  return `${settings.backendUrl ?? 'embedded'} ${address}`;
}

/**
 * `Cache-Control` of a kept page (RFC 9111, RFC 5861): browsers revalidate at once (with the ETag, so a
 * 304), while a CDN or caching proxy in front keeps it for what is left of its window (`freshUntil`), may
 * serve it for a window more while it fetches a new copy, and for STALE_IF_ERROR_SECONDS while the site fails.
 * A page holding figures with their own age limit (`keepUntil`) is served stale by neither later than that.
 */
export function pageCacheControl(settings: CacheSettings, freshUntil: number, now: number, keepUntil?: number): string {
  const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
  // Whole seconds rounded down here: a cache in front may not overstep the limit by a fraction.
  const beyond = (ms: number) =>
    keepUntil === undefined ? seconds(ms) : Math.max(0, Math.floor(Math.min(ms, keepUntil - freshUntil) / 1000));
  const staleIfError = staleIfErrorMs(settings);
  return [
    'public',
    'max-age=0',
    `s-maxage=${seconds(freshUntil - now)}`,
    `stale-while-revalidate=${beyond(freshWindowMs(settings))}`,
    ...(staleIfError > 0 ? [`stale-if-error=${beyond(staleIfError)}`] : []),
  ].join(', ');
}

/**
 * An HTML answer's Cache-Control, with `no-transform` (issue 47): Baidu's mobile search, and the proxies of some
 * networks, otherwise transcode a page they pass on (its scripts, its markup) into pages of their own.
 */
export function withNoTransform(cacheControl: string | undefined): string {
  const value = (cacheControl ?? '').trim();
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, no-transform` : 'no-transform';
}
