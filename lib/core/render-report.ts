/**
 * What one page render learned about the backend, handed from the render (server components, through the
 * transport) to the site's HTTP server (lib/server/site-server.ts), which decides from it whether the page
 * may be cached, under which content tags, and whether the answer is a 503.
 *
 * The two sides are compiled separately (Next.js bundles the app; the HTTP server is compiled on its own), so they
 * share the AsyncLocalStorage as a process global (./process-global.ts) rather than through a module instance. Under
 * `next dev` or a bare `next start` nothing runs a report and every function here does nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { processGlobal } from './process-global';

/** Content types a page can depend on; an on-demand revalidation names one or more of them. */
export const CONTENT_TAGS = ['site', 'banner', 'page', 'company', 'milestone', 'product', 'news', 'investor'] as const;
export type ContentTag = (typeof CONTENT_TAGS)[number];

export function isContentTag(value: unknown): value is ContentTag {
  return typeof value === 'string' && (CONTENT_TAGS as readonly string[]).includes(value);
}

export type RenderReport = {
  /** Content the render read. */
  tags: Set<ContentTag>;
  /** Some datum was a kept answer served while the backend failed. */
  stale: boolean;
  /** Some call failed with nothing to serve in its place. */
  failed: boolean;
  /** The page showed the "service unavailable" view instead of its content. */
  unavailable: boolean;
  /** The page showed the 404 view: what it was asked for does not exist. */
  notFound: boolean;
  /** When the backend gave the oldest answer the render took from the data cache; unset: all asked now. */
  oldestAnswerAt?: number;
  /**
   * The earliest moment an answer the render showed may no longer be shown, by the answer's own age limit
   * (stock figures: docs/backend-api.md, `web/get_inventory`); unset: no such limit.
   */
  keepUntil?: number;
  /** Backend reads the render made (every page reads at least the site's settings): 0 means the report never reached it. */
  calls: number;
  /** A visitor's own read (with their token) ran in it: the answer is theirs, never shared. */
  personal: boolean;
};

export function createRenderReport(): RenderReport {
  return { tags: new Set(), stale: false, failed: false, unavailable: false, notFound: false, calls: 0, personal: false };
}

const storage = processGlobal('render-report', () => new AsyncLocalStorage<RenderReport>());

export function renderReportStorage(): AsyncLocalStorage<RenderReport> {
  return storage;
}

/** The report of the render in progress, if the site's HTTP server started one. */
export function currentRenderReport(): RenderReport | undefined {
  return renderReportStorage().getStore();
}
