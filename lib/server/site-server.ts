/**
 * The site's HTTP server, in front of Next.js' request handler (started by lib/server/start.ts, compiled to
 * dist/server/start.cjs).
 *
 * A page view (GET or HEAD of a page address; not /api/, not build files, not a client-side navigation's
 * RSC request) goes through here:
 * - **Page cache.** A page rendered with good backend answers is kept for `REVALIDATE_SECONDS` (default
 *   60) and served from memory: a warm view asks neither React nor the backend anything. Concurrent views
 *   of an address that is not in the cache share one render.
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
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { ServerConfig } from '@/lib/core/config';
import { timer } from '@/lib/core/timer';
import { AnswerStore, STORE_MAX_BYTES } from '@/lib/backend/answer-store';
import { pathInEveryLanguage, splitLocalePath } from '@/i18n/paths';
import { PageCache, type CachedPage } from './page-cache';
import { decideAfterRender, isFresh, sharedCacheControl, type RenderOutcome } from './page-decision';
import { isSearchPath, normalisePath, pageAddress } from './page-key';
import { answersField, pathField, tagField, type ExpiryField } from '@/lib/core/expiries';
import { installSiteLink } from '@/lib/backend/site-link';
import type { SharedCache } from './shared-cache';
import { loggedPath, siteLog, type Logger } from '@/lib/core/log';
import { requestContextStorage, requestIdOf } from '@/lib/core/request-context';
import { prepareResponse } from './prepared-response';
import { deferScripts } from './deferred-scripts';
import { keepIdleConnections, LOOPBACK_KEEP_ALIVE_MS, loopbackAgent, metClosedSocket } from './loopback';
import { inlineStylesheets, withoutStylePreloads } from './inline-stylesheets';
import { normaliseRequestHeaders, screenRequest, sharedRenderHeaders, undecodablePageToNotFound } from './request-guard';
import { createRenderReport, renderReportStorage, type ContentTag, type RenderReport } from '@/lib/core/render-report';
import { asUnavailable, CACHE_STATE_HEADER, json, refuse, send, setSecurityHeaders, unavailable } from './answer-writer';
import { createRateLimiter, limitedCallOf, type RateLimiter } from './rate-limit';
import { createLimitedCallHandler } from './limited-call';
import { bearerMatches, MAX_REVALIDATE_BODY, parseRevalidateRequest } from './revalidate-request';
import { BodyTooLarge, readBody } from './read-body';

export { CACHE_STATE_HEADER } from './answer-writer';

export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export type SiteServerOptions = {
  handle: NextHandler;
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
  now?: () => number;
};

export type DrainOptions = {
  /** How long the server keeps taking new requests (answering them, with `ready` at 503) before it stops listening. */
  delayMs?: number;
  /** How long requests in flight may take to finish, counted from the start of the drain. */
  timeoutMs?: number;
};

/** What the site server needs of the cache shared between instances (lib/server/shared-cache.ts). */
export type SharedPages = Pick<SharedCache, 'getPage' | 'setPage' | 'publishExpiries'>;

export type SiteServer = {
  server: http.Server;
  internal: http.Server;
  cache: PageCache;
  /** Graceful shutdown: `ready` turns 503, requests in flight finish (up to the limit), then everything closes. */
  drain: (options?: DrainOptions) => Promise<{ cutOff: number }>;
  /** Closes at once (tests). */
  close: () => Promise<void>;
};

/**
 * The render's answer repeats the address in its header fields (the locale rewrite, percent-encoded, so up
 * to three times its length): more room than Node's 16 KiB default, which a visitor's long address fills.
 */
const RENDER_MAX_HEADER_BYTES = 256 * 1024;
/** Header that carries a render's report id over the loopback; set only by this server. */
const RENDER_HEADER = 'x-site-render';
export const REVALIDATE_PATH = '/_site/revalidate';
/** The process answers (liveness). */
export const LIVE_PATH = '/_site/live';
/** The process takes traffic (readiness): configuration valid, not draining. */
export const READY_PATH = '/_site/ready';

/** What every answer says to crawlers while the embedded demo backend answers (no BACKEND_URL). */
export const DEMO_ROBOTS = 'noindex, nofollow';
/** Beyond the backend budget, how long a render may take before it is abandoned. */
const RENDER_MARGIN_MS = 10_000;
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
/** How long the site keeps a visitor's or a proxy's idle connection open (see where the server listens). */
export const PUBLIC_KEEP_ALIVE_MS = 65_000;

type Rendered = RenderOutcome & { startedAt: number };

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

export async function startSiteServer(options: SiteServerOptions, listen: { port: number; hostname: string }): Promise<SiteServer> {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? siteLog();
  const cache = new PageCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
  const answers = options.answers ?? new AnswerStore(STORE_MAX_BYTES);
  const expiries = answers.expiries;
  installSiteLink(answers);
  const reports = new Map<string, RenderReport>();
  const renders = new Map<string, Promise<Rendered>>();
  const agent = loopbackAgent();

  // The loopback listener: Next.js' handler inside the report of the render that asked.
  const internal = http.createServer((req, res) => {
    const id = req.headers[RENDER_HEADER];
    delete req.headers[RENDER_HEADER];
    const report = typeof id === 'string' ? reports.get(id) : undefined;
    const run = () =>
      requestContextStorage().run({ requestId: typeof id === 'string' ? id : requestIdOf(undefined) }, () => options.handle(req, res));
    void (report ? renderReportStorage().run(report, run) : run()).catch((error: unknown) => failRequest(res, error));
  });
  keepIdleConnections(internal, LOOPBACK_KEEP_ALIVE_MS);
  await listenOn(internal, 0, '127.0.0.1');
  const internalPort = (internal.address() as AddressInfo).port;
  const serveLimitedCall = createLimitedCallHandler({
    limiter: options.limiter ?? createRateLimiter(),
    trustedHops: options.trustedHops ?? 0,
    internalPort: () => internalPort,
    agent,
    logger,
  });

  function failRequest(res: ServerResponse, error: unknown) {
    logger.error(
      { err: error instanceof Error ? { type: error.name, message: error.message } : String(error) },
      `[site] request failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (!res.headersSent) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('服务器内部错误');
    } else res.destroy();
  }

  /** One render of the address through Next.js, from a neutral request, its answer read whole and prepared. */
  async function render(url: string): Promise<Rendered> {
    const id = randomUUID();
    const report = createRenderReport();
    reports.set(id, report);
    const startedAt = now();
    const headers: http.OutgoingHttpHeaders = { ...sharedRenderHeaders(renderHost()), [RENDER_HEADER]: id };

    const limit = timer(options.config().backendTimeoutMs + (options.renderMarginMs ?? RENDER_MARGIN_MS));
    let request: http.ClientRequest | undefined;
    // Sent once more, on a new socket, if the kept-alive one was closed under it (lib/server/loopback.ts).
    const send = (again = false) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const sent = http.request(
          { host: '127.0.0.1', port: internalPort, method: 'GET', path: url, headers, agent, maxHeaderSize: RENDER_MAX_HEADER_BYTES },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 500, headers: response.headers, body: Buffer.concat(chunks) }),
            );
            response.on('error', reject);
          },
        );
        request = sent;
        sent.on('error', (error) => (!again && metClosedSocket(sent, error) ? send(true).then(resolve, reject) : reject(error)));
        sent.end();
      });
    const exchange = send();
    try {
      const result = await Promise.race([exchange, limit.promise]);
      if (result === 'timeout') {
        request?.destroy();
        return { prepared: null, reason: 'the render took too long', startedAt };
      }
      const page = rewrittenPage(result.headers, result.body);
      return { prepared: await prepareResponse(result.status, page.headers, page.body), report, startedAt };
    } catch (error) {
      return { prepared: null, reason: error instanceof Error ? error.message : String(error), startedAt };
    } finally {
      limit.clear();
      reports.delete(id);
    }
  }

  /**
   * An HTML page as it is kept and sent: its stylesheets written in and its Link header without their
   * preloads (lib/server/inline-stylesheets.ts), its script chunks requested once the HTML is parsed
   * (lib/server/deferred-scripts.ts); any other answer as it is.
   */
  function rewrittenPage(headers: http.IncomingHttpHeaders, body: Buffer): { headers: http.IncomingHttpHeaders; body: Buffer } {
    if (!/^text\/html/i.test(String(headers['content-type'] ?? ''))) return { headers, body };
    const read = options.stylesheet;
    const { html: styled, inlined } = read ? inlineStylesheets(body.toString('utf8'), read) : { html: body.toString('utf8'), inlined: [] };
    const { html, deferred } = deferScripts(styled);
    if (inlined.length === 0 && deferred.length === 0) return { headers, body };
    const link = headers.link === undefined ? null : withoutStylePreloads(String(headers.link), inlined);
    const { link: _dropped, ...others } = headers;
    return { headers: link === null ? others : { ...others, link }, body: Buffer.from(html, 'utf8') };
  }

  /** Concurrent views of one address share one render. */
  function renderShared(key: string, url: string): Promise<Rendered> {
    let pending = renders.get(key);
    if (!pending) {
      pending = render(url).finally(() => renders.delete(key));
      renders.set(key, pending);
    }
    return pending;
  }

  let brokenLinkLogged = false;
  let publicPort = listen.port;
  const renderHost = () => `localhost:${publicPort}`;

  async function servePage(req: IncomingMessage, res: ServerResponse) {
    const config = options.config();
    const address = pageAddress(req.url ?? '/');
    const key = `${config.backendUrl ?? 'embedded'} ${address.url}`;
    const windowMs = config.revalidateSeconds * 1000;
    const fresh = (page: CachedPage) => isFresh(page, now(), expiries.pageExpiredAt(page.tags, page.path));
    let kept = windowMs > 0 ? cache.get(key) : undefined;
    // Nothing fresh here: another instance may have rendered it (and a newer copy beats an older one).
    if (windowMs > 0 && options.shared && !(kept && fresh(kept))) {
      const theirs = await options.shared.getPage(key);
      if (theirs && (!kept || theirs.renderedAt > kept.renderedAt)) cache.set(key, (kept = theirs));
    }
    /** What a cache in front may do with a kept copy: keep it as long as it stays fresh here. */
    const cdn = (freshUntil: number) => ({
      'cache-control': sharedCacheControl({ freshMs: freshUntil - now(), windowMs, staleIfErrorMs: config.staleIfErrorSeconds * 1000 }),
    });
    if (kept && fresh(kept)) return send(req, res, kept, 'HIT', cdn(Math.max(kept.freshUntil, kept.heldUntil ?? 0)));

    const outcome = await renderShared(key, address.url);
    const decision = decideAfterRender({
      outcome,
      kept,
      startedAt: outcome.startedAt,
      now: now(),
      windowMs,
      staleIfErrorMs: config.staleIfErrorSeconds * 1000,
    });
    switch (decision.action) {
      case 'stale':
        kept!.heldUntil = decision.retryAt;
        return send(req, res, kept!, 'STALE', cdn(decision.retryAt));
      case 'unavailable-plain':
        logger.warn(`[site] GET ${loggedPath(address.url)}: ${decision.reason}; answered 503`);
        return send(req, res, await unavailable(splitLocalePath(address.path).locale), 'BYPASS');
      case 'unavailable':
        return send(req, res, asUnavailable(outcome.prepared!), 'BYPASS');
      case 'pass':
        if (decision.drop) cache.delete(key);
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
        };
        cache.set(key, page);
        // Kept in Redis as long as it can serve: its window, then as a stand-in while the backend fails. Not a
        // search: every query is a page of its own, asked by one visitor; memory (bounded) keeps those.
        if (!isSearchPath(address.path)) options.shared?.setPage(key, page, page.freshUntil - now() + config.staleIfErrorSeconds * 1000);
        return send(req, res, page, 'MISS', cdn(page.freshUntil));
      }
    }
  }

  async function serveRevalidate(req: IncomingMessage, res: ServerResponse) {
    const secret = options.config().revalidateSecret;
    if (!secret) return json(res, 404, { code: 0, msg: '未启用', data: null });
    if (req.method !== 'POST') return json(res, 405, { code: 0, msg: '只接受 POST', data: null }, { allow: 'POST' });
    if (!bearerMatches(req.headers.authorization, secret)) return json(res, 401, { code: 0, msg: '未授权', data: null });
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req, MAX_REVALIDATE_BODY)) || '{}');
    } catch (error) {
      if (error instanceof BodyTooLarge) return json(res, 413, { code: 0, msg: '请求体过大', data: null });
      return json(res, 400, { code: 0, msg: '请求体不是 JSON', data: null });
    }
    const request = parseRevalidateRequest(body);
    if (typeof request === 'string') return json(res, 400, { code: 0, msg: request, data: null });
    // A page is one page in two languages: a path expires both; `/./about` and `/about` are one path.
    const parsed = { ...request, paths: [...new Set(request.paths.map(normalisePath).flatMap(pathInEveryLanguage))] };
    const at = now();
    // The answers go too, or the pages' next renders would be made of the same data: by tag, and for a
    // path by the tags its kept render read (those answers only: other pages showing them stay).
    const pathTags = [...cache.tagsOfPaths(parsed.paths)].filter((tag) => !parsed.tags.includes(tag as ContentTag));
    // Recorded here, and handed to the other instances, which apply them the same way.
    const records: Array<[ExpiryField, number]> = [
      ...parsed.tags.map((tag): [ExpiryField, number] => [tagField(tag), at]),
      ...pathTags.map((tag): [ExpiryField, number] => [answersField(tag), at]),
      ...parsed.paths.map((path): [ExpiryField, number] => [pathField(path), at]),
    ];
    const expired = cache.countMatching(parsed.tags, parsed.paths);
    const expiredAnswers = answers.countDue([...parsed.tags, ...pathTags], at);
    for (const [field, time] of records) expiries.record(field, time);
    const shared = options.shared ? await options.shared.publishExpiries(records) : undefined;
    if (shared === false)
      logger.warn("[site] revalidation not shared: Redis did not take it; the other instances see it when their pages' windows end");
    logger.info(
      `[site] revalidate ${[...parsed.tags.map((tag) => `tag ${tag}`), ...parsed.paths.map((path) => `path ${path}`)].join(', ')}: ${expired} cached page(s) and ${expiredAnswers} backend answer(s) expired`,
    );
    return json(res, 200, { code: 1, msg: 'ok', data: { expired, expiredAnswers, ...(shared === undefined ? {} : { shared }) } });
  }

  let draining = false;
  let inFlight = 0;
  const idleWaiters = new Set<() => void>();

  /** `GET /_site/ready`: ready for traffic: configuration valid, not draining. The build is there (the server starts after Next.js prepared it). */
  function serveReady(res: ServerResponse) {
    let problem: string | null = draining ? 'draining' : null;
    try {
      options.config();
    } catch (error) {
      problem ??= `configuration: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }
    json(res, problem ? 503 : 200, { status: problem ? 'unready' : 'ready', ...(problem ? { reason: problem } : {}) });
  }

  const server = http.createServer((req, res) => {
    const started = performance.now();
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    // Every answer, whoever makes it; a page's own policy is added when it is sent.
    setSecurityHeaders(req, res);
    // While draining, each answer ends its connection: the client's next request goes to another instance.
    if (draining) res.setHeader('connection', 'close');
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      const cache = res.getHeader(CACHE_STATE_HEADER);
      logger.info(
        {
          reqId: requestId,
          method: req.method,
          path: loggedPath(req.url),
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
          ...(cache ? { cache } : {}),
        },
        'request',
      );
      if (inFlight === 0) for (const wake of idleWaiters) wake();
    });

    const screened = screenRequest(req.method, req.url);
    if (!screened.ok) return refuse(res, screened.status, screened.message);
    req.url = undecodablePageToNotFound(screened.url);
    req.headers = normaliseRequestHeaders(req.headers);
    req.headers['x-request-id'] = requestId;
    const path = req.url.split('?', 1)[0];
    if (path === LIVE_PATH || path === READY_PATH) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { status: 'method not allowed' }, { allow: 'GET, HEAD' });
      return path === LIVE_PATH ? json(res, 200, { status: 'live' }) : serveReady(res);
    }
    // The embedded demo backend shows a fictional company: never indexed (the layout says so in a meta tag).
    if (!options.config().backendUrl) res.setHeader('x-robots-tag', DEMO_ROBOTS);
    let work: Promise<void>;
    const limited = req.method === 'POST' ? limitedCallOf(path ?? '') : null;
    if (path === REVALIDATE_PATH) work = serveRevalidate(req, res);
    else if (limited) work = serveLimitedCall(req, res, limited);
    else if (isPageRequest(req)) work = servePage(req, res);
    else work = requestContextStorage().run({ requestId }, () => options.handle(req, res));
    work.catch((error: unknown) => failRequest(res, error));
  });
  // A render may take the backend budget and more; Node's default of 300 s per request is no bound here.
  server.requestTimeout = 120_000;
  // Longer than the proxies in front keep an idle connection to the site (nginx's upstream keepalive_timeout
  // and load balancers: 60 s), so that they let go first: a request sent on a connection the site had just
  // closed fails in the proxy, and a POST is not retried there. Node's default is 5 s.
  keepIdleConnections(server, PUBLIC_KEEP_ALIVE_MS);
  await listenOn(server, listen.port, listen.hostname);
  publicPort = (server.address() as AddressInfo).port;

  function whenIdle(deadline: number): Promise<void> {
    if (inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timeout);
        idleWaiters.delete(done);
        resolve();
      };
      const timeout = setTimeout(done, Math.max(0, deadline - Date.now()));
      idleWaiters.add(done);
    });
  }

  async function drain({ delayMs = 0, timeoutMs = 25_000 }: DrainOptions = {}): Promise<{ cutOff: number }> {
    const deadline = Date.now() + timeoutMs;
    if (!draining) {
      draining = true;
      logger.info(`[site] draining: not ready; finishing ${inFlight} request(s) in flight (up to ${Math.round(timeoutMs / 1000)} s)`);
    }
    // The balancer in front learns from /_site/ready that this instance is going; until it does, serve.
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(delayMs, timeoutMs)));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await whenIdle(deadline);
    const cutOff = inFlight;
    if (cutOff > 0)
      logger.warn(`[site] drained with ${cutOff} request(s) still in flight after ${Math.round(timeoutMs / 1000)} s: cut off`);
    server.closeAllConnections();
    await closed;
    agent.destroy();
    await closeServer(internal);
    return { cutOff };
  }

  return {
    server,
    internal,
    cache,
    drain,
    close: async () => {
      draining = true;
      agent.destroy();
      await Promise.all([closeServer(server), closeServer(internal)]);
    },
  };
}

function listenOn(server: http.Server, port: number, hostname: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
