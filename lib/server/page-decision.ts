/**
 * What the site server does with a page view: the decisions of lib/server/site-server.ts as pure
 * functions, the I/O left there.
 *
 * Before a render: a kept copy within its window, and not older than a revalidation of its content, is
 * served (`hit`); anything else is rendered. After the render: the new page is kept and served (`store`),
 * or served without being kept (`pass`), or the kept copy stands in for a render the backend spoiled
 * (`stale`), or the view is a 503 (`unavailable`).
 */
import type { PreparedResponse } from './prepared-response';
import type { RenderReport } from '@/lib/core/render-report';
import { RETRY_AFTER_FAILURE_MS } from '@/lib/core/cache-policy';

/** Kinds of answer worth keeping: pages, the sitemap, robots.txt, the icon, the feeds, the price chart's days. */
const CACHEABLE_TYPE =
  /^(text\/html|application\/xml|text\/xml|text\/plain|image\/svg\+xml|application\/rss\+xml|text\/calendar|application\/json)/i;

/**
 * What a kept copy needs for the decisions: when it was rendered, until when it is fresh, and until when
 * it may be shown at all when it holds figures with their own age limit (RenderReport.keepUntil).
 */
export type KeptTimes = { renderedAt: number; freshUntil: number; heldUntil?: number; keepUntil?: number };

/**
 * Whether a kept copy is served as it is: within its window, and rendered after the latest revalidation
 * of anything it shows (`expiredAt`: the latest expiry time of its tags and path, 0 if none; the same
 * millisecond counts as before). Or held: a render failed a moment ago and the backend is left alone.
 */
export function isFresh(kept: KeptTimes, now: number, expiredAt: number): boolean {
  return (now < kept.freshUntil && (expiredAt === 0 || kept.renderedAt > expiredAt)) || now < (kept.heldUntil ?? 0);
}

export type RenderOutcome = { prepared: PreparedResponse; report: RenderReport } | { prepared: null; reason: string };

export type Decision =
  /** Serve the kept copy; ask the backend again from `retryAt`. */
  | { action: 'stale'; retryAt: number }
  /** No render came back: the plain 503 page. */
  | { action: 'unavailable-plain'; reason: string }
  /** The render showed the unavailable view (or failed with a 5xx): its page, as a 503. */
  | { action: 'unavailable' }
  /** Serve the render as it is, with this status, without keeping it; `drop` the kept copy (gone, moved). */
  | { action: 'pass'; status: number; drop: boolean; brokenLink?: true }
  /** Keep the render and serve it; never past `keepUntil` when it is set. */
  | { action: 'store'; freshUntil: number; keepUntil?: number };

export type DecisionInput = {
  outcome: RenderOutcome;
  kept: KeptTimes | undefined;
  /** When the render started: a revalidation after this moment is not in it. */
  startedAt: number;
  now: number;
  windowMs: number;
  staleIfErrorMs: number;
};

/**
 * Whether an answer may be kept and served to everyone. Never one that sets a cookie, names the visitor's
 * cookies or credentials in Vary, or was made while a visitor's own token was in use.
 */
export function isShareable(prepared: PreparedResponse, report: RenderReport): boolean {
  const vary = (prepared.headers.vary ?? '').toLowerCase();
  return (
    prepared.status === 200 &&
    !report.failed &&
    !report.personal &&
    prepared.setCookies.length === 0 &&
    !/\b(cookie|authorization|token)\b/.test(vary) &&
    CACHEABLE_TYPE.test(prepared.headers['content-type'] ?? '')
  );
}

export function decideAfterRender({ outcome, kept, startedAt, now, windowMs, staleIfErrorMs }: DecisionInput): Decision {
  const fault = outcome.prepared === null || outcome.report.unavailable || outcome.report.failed || outcome.prepared.status >= 500;
  const keptUntil = kept?.keepUntil ?? Infinity;
  if (fault && kept && now - kept.renderedAt <= staleIfErrorMs && now < keptUntil)
    return { action: 'stale', retryAt: Math.min(now + Math.min(RETRY_AFTER_FAILURE_MS, windowMs), keptUntil) };
  if (outcome.prepared === null) return { action: 'unavailable-plain', reason: outcome.reason };
  const { prepared, report } = outcome;
  if (report.unavailable || (prepared.status >= 500 && report.failed)) return { action: 'unavailable' };
  // A page that rendered the 404 view in place of its content (lib/core/not-found.ts).
  const status = report.notFound ? 404 : prepared.status;
  const gone = status === 404 || status === 410 || (status >= 300 && status < 400);
  // Figures that may not be shown any longer (an age limit of 0) are not kept.
  const due = report.keepUntil !== undefined && report.keepUntil <= now;
  if (windowMs <= 0 || report.notFound || due || !isShareable(prepared, report)) return { action: 'pass', status, drop: gone };
  // Every page render reads the site's settings: a page whose report heard of no call at all was rendered
  // where the report does not reach (lib/core/render-report.ts), and what it shows cannot be known.
  if (/^text\/html/i.test(prepared.headers['content-type'] ?? '') && report.calls === 0)
    return { action: 'pass', status, drop: false, brokenLink: true };
  // A page drawn partly from kept answers is kept briefly: the backend is asked again soon.
  const freshFor = report.stale ? Math.min(RETRY_AFTER_FAILURE_MS, windowMs) : windowMs;
  // Counted from the oldest answer the render took from the data cache, so the page is never older than
  // the window, nor than what its figures allow.
  const freshUntil = Math.min(startedAt + freshFor, (report.oldestAnswerAt ?? Infinity) + windowMs, report.keepUntil ?? Infinity);
  return report.keepUntil === undefined ? { action: 'store', freshUntil } : { action: 'store', freshUntil, keepUntil: report.keepUntil };
}
