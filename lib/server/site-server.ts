/**
 * The site's HTTP server, in front of Next.js' request handler (started by entry/start.ts, compiled to
 * dist/server/start.cjs).
 *
 * A page view (GET or HEAD of a page address; not /api/, not build files, not a client-side navigation's
 * RSC request) goes through here:
 * - **Page cache.** A page rendered with good backend answers is kept for `REVALIDATE_SECONDS` (default
 *   60) and served from memory: a warm view asks neither React nor the backend anything. Concurrent views
 *   of an address that is not in the cache share one render, unless it is a visitor's own (a form's captcha).
 * - **Freshness.** Past its window a page is rendered again on its next view (that view waits for the
 *   render, so no visitor sees content older than the window). The backend answers the renders use are
 *   cached for the same window (lib/backend/answer-store.ts), and a page's window counts from its oldest
 *   answer. `POST /_site/revalidate` expires pages, and the answers behind them, by content tag or path
 *   at once.
 * - **Stale-if-error.** If that render meets a failing backend, the last good copy is served (for up to
 *   `STALE_IF_ERROR_SECONDS`) and the backend is tried again a few seconds later.
 * - **503.** A page whose content could not be read at all shows the server-rendered "service
 *   unavailable" view (components/unavailable.tsx) and is answered 503 with Retry-After.
 * - **Headers.** Every answer gets the security headers (lib/security-headers.ts) and a request id; a page
 *   gets a Content-Security-Policy listing the hashes of its inline scripts, an ETag (304 on a match),
 *   brotli or gzip (prepared once per render), and a Cache-Control a CDN can keep it by.
 * - **Stylesheets.** A page's HTML carries its stylesheets' text (lib/server/inline-stylesheets.ts), written
 *   in once per render: the first paint waits for no other request. Its script chunks are requested once
 *   the HTML is parsed (lib/server/deferred-scripts.ts), not beside the first paint.
 * - **Keys.** A page is kept and rendered under its normalised path and the query parameters pages read
 *   (lib/server/page-key.ts); the decisions (fresh, stale, render, 503, keep or not) are the pure
 *   functions of lib/server/page-decision.ts.
 * - **Instances.** With a shared cache (Redis, lib/server/shared-cache.ts) a page one instance rendered is
 *   served by the others, and a revalidation reaches all of them.
 * - **Operations.** `/_site/live`, `/_site/ready`, a drain on shutdown, one JSON log line per request.
 *
 * The render itself is a loopback request to a second listener that runs Next.js' handler inside a render
 * report (lib/core/render-report.ts): the request stays a real Node.js request, and the report says
 * which content the page showed and whether the backend failed. Everything else (/api/, /_next/, RSC) goes
 * to Next.js directly and streams as it always did.
 */
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from '@/lib/core/config';
import { AnswerStore, STORE_MAX_BYTES } from '@/lib/backend/answer-store';
import { installSiteLink } from '@/lib/backend/site-link';
import { loggedPath, siteLog, type Logger } from '@/lib/core/log';
import { requestContextStorage, requestIdOf } from '@/lib/core/request-context';
import { PageCache } from './page-cache';
import { PageStore } from './page-store';
import { createRecompressor, type Recompressor } from './recompress';
import type { SharedCache } from './shared-cache';
import { keepIdleConnections } from './loopback';
import { normaliseRequestHeaders, screenRequest, undecodablePageToNotFound } from './request-guard';
import { CACHE_STATE_HEADER, failRequest, headerValue, refuse, setSecurityHeaders, tooMany } from './answer-writer';
import { clientAddress, CORE_LIMIT_RULES, createRateLimiter, QUERY_RENDER, type RateLimiter } from './rate-limit';
import { CLIENT_ADDRESS_HEADER, installFormLimiter } from '@/lib/core/form-limit';
import { createApiHandler, createLoopbackForward } from './api-handler';
import { createPagePostHandler } from './page-post';
import { normalisePath } from './page-key';
import type { SitePages } from '@/lib/pages/page-queries';
import { CALLS } from '@/lib/backend/calls';
import { splitLocalePath } from '@/i18n/paths';
import { isApiPath } from '@/lib/backend/api-door';
import { closeServer, listenOn, startRenderer, type NextHandler } from './renderer';
import { createPageServer } from './page-server';
import { createOperations, isProbePath } from './operations';
import { createLifecycle, type DrainOptions } from './lifecycle';
import { NO_METRICS, type SiteMetrics } from './site-metrics';
import { routeMatcher, type RouteMatcher } from './route-template';
import type { RequestTracing } from './tracing';
import type { SearchPush } from './search-push';
import { telemetry } from '@/lib/core/telemetry';

export { CACHE_STATE_HEADER } from './answer-writer';
export { LIVE_PATH, READY_PATH, REVALIDATE_PATH } from './operations';
export type { NextHandler } from './renderer';
export type { DrainOptions } from './lifecycle';

export type SiteServerOptions = {
  handle: NextHandler;
  /** What the site's pages read and draw (features/index.ts, handed over by the entry point entry/start.ts). */
  pages: SitePages;
  /** The calls the browser makes (features/index.ts): the only ones the `/api` door forwards. */
  browserCalls: readonly string[];
  config: () => ServerConfig;
  /** Where the server logs (pino); the process's JSON logger by default. */
  logger?: Logger;
  /** Bytes of rendered pages kept (all encodings counted). */
  cacheBytes?: number;
  /** Beyond the backend budget, how long a render may take before it is abandoned. */
  renderMarginMs?: number;
  /** The backend answers the renders use (the data cache); a new store by default. */
  answers?: AnswerStore;
  /** The cache shared with the other instances (Redis: lib/server/shared-cache.ts); none by default. */
  shared?: SharedPages;
  /** Limits on sign-in, captcha and message calls (lib/server/rate-limit.ts); one in memory by default. */
  limiter?: RateLimiter;
  /** Proxies in front that append to X-Forwarded-For (TRUST_PROXY_HOPS); 0 by default. */
  trustedHops?: number;
  /** The build's stylesheets by address (lib/server/static-stylesheets.ts), written into each page's HTML; none by default. */
  stylesheet?: (href: string) => string | null;
  /** What makes kept pages' brotli again at the best quality (lib/server/recompress.ts); one of its own by default. */
  recompressor?: Recompressor;
  /** What the server counts (lib/server/metrics.ts, `/_site/metrics`); none by default. */
  metrics?: SiteMetrics;
  /** Who may read `/_site/metrics` (METRICS_SECRET); unset: this machine only. */
  metricsSecret?: string;
  /** The route template of a request's path, for the metrics (lib/server/route-template.ts); the build's, from the entry point. */
  route?: RouteMatcher;
  /** With OTEL_EXPORTER_OTLP_ENDPOINT: a span around each request (lib/server/tracing.ts); none by default. */
  tracing?: Pick<RequestTracing, 'around'>;
  /** With BAIDU_PUSH_TOKEN or INDEXNOW_KEY: what was revalidated is pushed to search engines (lib/server/search-push.ts). */
  searchPush?: Pick<SearchPush, 'changed'>;
  /** IndexNow's key (INDEXNOW_KEY): its file is answered at `/<key>.txt`, as IndexNow checks it. */
  indexNowKey?: string;
  now?: () => number;
};

/** What the site server needs of the cache shared between instances (lib/server/shared-cache.ts). */
export type SharedPages = Pick<SharedCache, 'getPage' | 'setPage' | 'publishExpiries'>;

export type SiteServer = {
  server: http.Server;
  internal: http.Server;
  cache: PageCache;
  /** Graceful shutdown: `ready` turns 503, requests in flight finish (up to the limit), then everything closes. */
  drain: (options?: DrainOptions) => Promise<{ cutOff: number }>;
  /** Whether it drains, and how many requests are in flight (the metrics read both). */
  draining: () => boolean;
  inFlight: () => number;
  /** Closes at once (tests). */
  close: () => Promise<void>;
};

/** What every answer says to crawlers while the embedded demo backend answers (no BACKEND_URL). */
export const DEMO_ROBOTS = 'noindex, nofollow';
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
/** How long the site keeps a visitor's or a proxy's idle connection open (see where the server listens). */
export const PUBLIC_KEEP_ALIVE_MS = 65_000;

/** Whether Next.js answers this request with a whole page (as opposed to a file, a call or an RSC payload). */
export function isPageRequest(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  const path = url.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/_next/') || path.startsWith('/_site/')) return false;
  const headers = req.headers;
  if (
    headers.rsc !== undefined ||
    headers['next-router-prefetch'] !== undefined ||
    headers['next-router-state-tree'] !== undefined ||
    headers['next-action'] !== undefined
  ) {
    return false;
  }
  return !/[?&]_rsc=/.test(url);
}

/**
 * Starts the site server: the public listener, which screens each request and hands it to the operators'
 * routes (lib/server/operations.ts), the API door and its limits (lib/server/api-handler.ts), the page server
 * (lib/server/page-server.ts) or Next.js; the render listener behind it (lib/server/renderer.ts); and its
 * lifecycle (lib/server/lifecycle.ts).
 */
export async function startSiteServer(options: SiteServerOptions, listen: { port: number; hostname: string }): Promise<SiteServer> {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? siteLog();
  const cache = new PageCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
  const answers = options.answers ?? new AnswerStore(STORE_MAX_BYTES);
  installSiteLink(answers);
  const renderer = await startRenderer({
    handle: options.handle,
    config: options.config,
    logger,
    now,
    renderMarginMs: options.renderMarginMs,
    stylesheet: options.stylesheet,
  });
  const lifecycle = createLifecycle(logger);
  const metrics = options.metrics ?? NO_METRICS;
  const route = options.route ?? routeMatcher([]);
  const limiter = countedRefusals(options.limiter ?? createRateLimiter({ rules: CORE_LIMIT_RULES }), metrics);
  const servePage = createPageServer({
    config: options.config,
    now,
    store: new PageStore(cache, options.shared, metrics.pageLookup, options.recompressor ?? createRecompressor()),
    expiries: answers.expiries,
    renderer,
    logger,
    pages: options.pages,
    queryRenderWait: async (req) => {
      const limit = await limiter.consume(QUERY_RENDER, headerValue(req.headers[CLIENT_ADDRESS_HEADER]) ?? 'unknown', null);
      return limit.allowed ? null : limit.retryAfterSeconds;
    },
  });
  const operations = createOperations({
    config: options.config,
    now,
    pages: cache,
    answers,
    shared: options.shared,
    draining: lifecycle.draining,
    logger,
    metrics: options.metrics,
    metricsSecret: options.metricsSecret,
    // Pushed only in front of a real backend: the embedded demo's company is fictional, and never indexed.
    onRevalidated: options.searchPush && ((paths) => options.config().backendUrl && options.searchPush!.changed(paths)),
  });
  const indexNowFile = options.indexNowKey ? `/${options.indexNowKey}.txt` : null;
  const trustedHops = options.trustedHops ?? 0;
  // Forms posted to pages (a sample request) are limited by their server actions, with the same counts.
  installFormLimiter((call, address, recipient) => limiter.consume(call, address, recipient));
  const forward = createLoopbackForward({ internalPort: () => renderer.port, agent: renderer.agent, logger });
  const servePagePost = createPagePostHandler({ forward, siteUrl: () => options.config().siteUrl ?? null });
  const serveApi = createApiHandler({
    limiter,
    internalPort: () => renderer.port,
    agent: renderer.agent,
    logger,
    handle: (req, res) =>
      requestContextStorage().run({ requestId: requestIdOf(req.headers['x-request-id']) }, () => options.handle(req, res)),
    siteUrl: () => options.config().siteUrl ?? null,
    browserCalls: options.browserCalls,
  });

  /** A page that draws a captcha with every view: counted as a captcha (issue 42, finding 8). */
  async function serveCaptchaPage(req: IncomingMessage, res: http.ServerResponse, address: string): Promise<void> {
    const limit = await limiter.consume(CALLS.generateVerify, address, null);
    if (limit.allowed) return servePage(req, res);
    logger.warn(`[site] a captcha page: over the limit of ${limit.rule.points} per ${limit.rule.seconds} s by address; answered 429`);
    tooMany(req, res, splitLocalePath(normalisePath((req.url ?? '/').split('?', 1)[0]!)).locale, limit.retryAfterSeconds);
  }

  const tracing = options.tracing;
  const server = http.createServer((req, res) => {
    if (!tracing) return handleRequest(req, res);
    // The span is named by the route template, never the path a visitor made up.
    void tracing.around(req, res, route(req.url ?? '/'), async () => handleRequest(req, res));
  });

  function handleRequest(req: IncomingMessage, res: http.ServerResponse): void {
    const started = performance.now();
    // Read now: the answer's close is told outside the request's trace.
    const traceId = telemetry().traceId();
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    // Every answer, whoever makes it; a page's own policy is added when it is sent.
    setSecurityHeaders(req, res);
    // While draining, each answer ends its connection: the client's next request goes to another instance.
    if (lifecycle.draining()) res.setHeader('connection', 'close');
    res.once('close', () => {
      const cacheState = res.getHeader(CACHE_STATE_HEADER);
      const url = req.url ?? '/';
      metrics.request(
        route(url),
        req.method,
        res.statusCode,
        typeof cacheState === 'string' ? cacheState : undefined,
        (performance.now() - started) / 1000,
        isPageRequest(req),
      );
      logger.info(
        {
          reqId: requestId,
          method: req.method,
          path: loggedPath(req.url),
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          ...(cacheState ? { cache: cacheState } : {}),
          ...(traceId ? { trace_id: traceId } : {}),
        },
        'request',
      );
    });
    lifecycle.track(res);

    const screened = screenRequest(req.method, req.url);
    if (!screened.ok) return refuse(res, screened.status, screened.message);
    req.url = undecodablePageToNotFound(screened.url);
    req.headers = normaliseRequestHeaders(req.headers);
    req.headers['x-request-id'] = requestId;
    // The visitor's address, read once: for the limits here, and for the forms' server actions behind.
    const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops);
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    const path = req.url.split('?', 1)[0] ?? '';
    if (path === indexNowFile && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' });
      return void res.end(req.method === 'HEAD' ? undefined : options.indexNowKey);
    }
    const operation = operations.route(path);
    if (operation && isProbePath(path)) return void operation(req, res);
    // The embedded demo backend shows a fictional company: never indexed (the layout says so in a meta tag).
    if (!options.config().backendUrl) res.setHeader('x-robots-tag', DEMO_ROBOTS);
    let work: Promise<void>;
    if (operation) work = Promise.resolve(operation(req, res));
    else if (isApiPath(path)) work = serveApi(req, res, address);
    else if (isPageRequest(req))
      work = options.pages.drawsCaptcha(normalisePath(path)) ? serveCaptchaPage(req, res, address) : servePage(req, res);
    else if (req.method === 'POST') work = servePagePost(req, res, path);
    else work = requestContextStorage().run({ requestId }, () => options.handle(req, res));
    work.catch((error: unknown) => failRequest(res, error, logger));
  }
  // A render may take the backend budget and more; Node's default of 300 s per request is no bound here.
  server.requestTimeout = 120_000;
  // Longer than the proxies in front keep an idle connection to the site (nginx's upstream keepalive_timeout
  // and load balancers: 60 s), so that they let go first: a request sent on a connection the site had just
  // closed fails in the proxy, and a POST is not retried there. Node's default is 5 s.
  keepIdleConnections(server, PUBLIC_KEEP_ALIVE_MS);
  await listenOn(server, listen.port, listen.hostname);
  renderer.setPublicPort((server.address() as AddressInfo).port);

  return {
    server,
    internal: renderer.internal,
    cache,
    drain: (drainOptions = {}) => lifecycle.drain(server, drainOptions, renderer.close),
    draining: lifecycle.draining,
    inFlight: lifecycle.inFlight,
    close: async () => {
      lifecycle.stop();
      await Promise.all([closeServer(server), renderer.close()]);
    },
  };
}

/** The limiter, with each refusal counted by its call (a sign-in held back by its account's failures as `web/login`). */
function countedRefusals(limiter: RateLimiter, metrics: SiteMetrics): RateLimiter {
  return {
    ...limiter,
    async consume(call, address, recipient) {
      const decision = await limiter.consume(call, address, recipient);
      if (!decision.allowed) metrics.rateLimited(call);
      return decision;
    },
    signIn: {
      ...limiter.signIn,
      async waitFor(account) {
        const wait = await limiter.signIn.waitFor(account);
        if (wait > 0) metrics.rateLimited(CALLS.login);
        return wait;
      },
    },
  };
}
