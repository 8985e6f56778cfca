/**
 * A page view (GET or HEAD of a page address): served from the page store when a fresh copy is kept, else
 * rendered (lib/server/renderer.ts) and, by the pure decisions of lib/server/page-decision.ts, kept and
 * served, served as it is, stood in for by the kept copy (stale-if-error) or answered 503. Windows, keys,
 * time to live in Redis and Cache-Control are the cache policy's (lib/core/cache-policy.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '@/lib/core/config';
import type { Expiries } from '@/lib/core/expiries';
import { loggedPath, type Logger } from '@/lib/core/log';
import { freshWindowMs, pageCacheControl, pageCacheKey, sharedPageTtlMs, staleIfErrorMs } from '@/lib/core/cache-policy';
import { splitLocalePath } from '@/i18n/paths';
import type { CachedPage } from './page-cache';
import type { PageStore } from './page-store';
import { decideAfterRender, isFresh, type RenderOutcome } from './page-decision';
import { hasFreeText, isSearchPath, pageAddress } from './page-key';
import type { SitePages } from '@/lib/pages/page-queries';
import type { Renderer } from './renderer';
import { asUnavailable, send, tooMany, unavailable } from './answer-writer';

export type PageServerOptions = {
  config: () => ServerConfig;
  now: () => number;
  store: PageStore;
  /** When content and paths were revalidated on demand (lib/core/expiries.ts). */
  expiries: Expiries;
  renderer: Pick<Renderer, 'render'>;
  logger: Logger;
  /**
   * Whether this visitor may have one more address with a query rendered now (issue 42, finding 7: one
   * client made 70 renders in 5.7 s with random parameters); null: yes, a number: the seconds to wait. A page
   * without a query is one of the site's own, and is never held back. None by default.
   */
  queryRenderWait?: (req: IncomingMessage) => Promise<number | null>;
  /** Which query each page reads (features/index.ts): the page cache keeps exactly those parameters. */
  pages: Pick<SitePages, 'queryOf'>;
};

export function createPageServer({
  config: readConfig,
  now,
  store,
  expiries,
  renderer,
  logger,
  queryRenderWait,
  pages,
}: PageServerOptions) {
  let brokenLinkLogged = false;

  return async function servePage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const config = readConfig();
    const address = pageAddress(req.url ?? '/', pages);
    const key = pageCacheKey(config, address.url);
    const windowMs = freshWindowMs(config);
    const fresh = (page: CachedPage) => isFresh(page, now(), expiries.pageExpiredAt(page.tags, page.path));
    const kept = windowMs > 0 ? await store.lookup(key, fresh) : undefined;
    /** What a cache in front may do with a kept copy: keep it as long as it stays fresh here. */
    const cdn = (freshUntil: number, keepUntil?: number) => ({ 'cache-control': pageCacheControl(config, freshUntil, now(), keepUntil) });
    if (kept && fresh(kept)) return send(req, res, kept, 'HIT', cdn(Math.max(kept.freshUntil, kept.heldUntil ?? 0), kept.keepUntil));

    const wait = queryRenderWait && address.url.includes('?') ? await queryRenderWait(req) : null;
    if (wait !== null) {
      // Past the visitor's budget: the kept copy, however old, or a plain 429.
      if (kept) return send(req, res, kept, 'STALE', cdn(now(), kept.keepUntil));
      logger.warn(`[site] GET ${loggedPath(address.path)}: over the budget of renders of addresses with a query; answered 429`);
      return tooMany(req, res, splitLocalePath(address.path).locale, wait);
    }
    const outcome = await renderer.render(key, address.url);
    const decision = decideAfterRender({
      outcome,
      kept,
      startedAt: outcome.startedAt,
      now: now(),
      windowMs,
      staleIfErrorMs: staleIfErrorMs(config),
    });
    switch (decision.action) {
      case 'stale':
        kept!.heldUntil = decision.retryAt;
        return send(req, res, kept!, 'STALE', cdn(decision.retryAt, kept!.keepUntil));
      case 'unavailable-plain':
        logger.warn(`[site] GET ${loggedPath(address.url)}: ${decision.reason}; answered 503`);
        return send(req, res, await unavailable(splitLocalePath(address.path).locale), 'BYPASS');
      case 'unavailable':
        return send(req, res, asUnavailable(outcome.prepared!), 'BYPASS');
      case 'pass':
        if (decision.drop) store.drop(key);
        if (decision.brokenLink && !brokenLinkLogged) {
          brokenLinkLogged = true;
          logger.error(
            `[site] GET ${loggedPath(address.url)}: the render report heard of no backend call; the page is not kept (is the render report link broken? lib/core/render-report.ts)`,
          );
        }
        return send(req, res, { ...outcome.prepared!, status: decision.status }, 'BYPASS');
      case 'store': {
        const { prepared, report } = outcome as Extract<RenderOutcome, { report: unknown }>;
        const page: CachedPage = {
          ...prepared,
          path: address.path,
          tags: [...report.tags],
          renderedAt: outcome.startedAt,
          freshUntil: decision.freshUntil,
          ...(decision.keepUntil === undefined ? {} : { keepUntil: decision.keepUntil }),
        };
        const ttl = sharedPageTtlMs(
          config,
          { freshUntil: page.freshUntil, search: isSearchPath(address.path) || hasFreeText(address.url), keepUntil: page.keepUntil },
          now(),
        );
        store.keep(key, page, ttl);
        return send(req, res, page, 'MISS', cdn(page.freshUntil, page.keepUntil));
      }
    }
  };
}
