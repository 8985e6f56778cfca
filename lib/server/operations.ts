/**
 * The operators' routes of the site server: `/_site/live` (the process answers), `/_site/ready` (it takes
 * traffic: configuration valid, not draining), `POST /_site/revalidate` (expire pages, and the backend
 * answers behind them, by content tag or path, here and on the other instances) and `GET /_site/metrics` (the
 * Prometheus text format: lib/server/metrics.ts; with METRICS_SECRET to the bearer of it, else to this machine only).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '@/lib/core/config';
import { answersField, pathField, tagField, type ExpiryField } from '@/lib/core/expiries';
import type { Logger } from '@/lib/core/log';
import type { ContentTag } from '@/lib/core/render-report';
import type { AnswerStore } from '@/lib/backend/answer-store';
import { pathInEveryLanguage } from '@/i18n/paths';
import type { PageCache } from './page-cache';
import type { SharedCache } from './shared-cache';
import { normalisePath } from './page-key';
import { json } from './answer-writer';
import { bearerMatches, MAX_REVALIDATE_BODY, parseRevalidateRequest } from './revalidate-request';
import { BodyTooLarge, readBody } from './read-body';
import { metricsAccess, NO_METRICS, type SiteMetrics } from './site-metrics';

export const REVALIDATE_PATH = '/_site/revalidate';
/** The process answers (liveness). */
export const LIVE_PATH = '/_site/live';
/** The process takes traffic (readiness): configuration valid, not draining. */
export const READY_PATH = '/_site/ready';
/** The metrics, for Prometheus (issue 47). */
export const METRICS_PATH = '/_site/metrics';

/** The probes a balancer asks (answered before anything else, without the demo's robots header). */
export function isProbePath(path: string): boolean {
  return path === LIVE_PATH || path === READY_PATH;
}

export type OperationsOptions = {
  config: () => ServerConfig;
  now: () => number;
  /** This process's pages (counted and read for the tags of a path's render). */
  pages: PageCache;
  answers: AnswerStore;
  /** Hands revalidations to the other instances (Redis); none without it. */
  shared?: Pick<SharedCache, 'publishExpiries'>;
  draining: () => boolean;
  logger: Logger;
  /** What the server counts; without, `/_site/metrics` is not answered (METRICS=off). */
  metrics?: SiteMetrics;
  /** The bearer secret of `/_site/metrics`; unset: this machine's requests that no proxy passed on. */
  metricsSecret?: string;
  /** Told of the paths of each revalidation applied (both languages): the search engines' push (lib/server/search-push.ts). */
  onRevalidated?: (paths: readonly string[]) => void;
};

export type Operations = {
  /** The handler of an operations path, or null when the path is not one. */
  route: (path: string) => ((req: IncomingMessage, res: ServerResponse) => Promise<void> | void) | null;
};

export function createOperations(options: OperationsOptions): Operations {
  const { now, pages, answers, logger } = options;
  const expiries = answers.expiries;
  const metrics = options.metrics ?? NO_METRICS;

  async function serveMetrics(req: IncomingMessage, res: ServerResponse) {
    if (!options.metrics) return json(res, 404, { status: 'not found' });
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { status: 'method not allowed' }, { allow: 'GET, HEAD' });
    const access = metricsAccess(
      options.metricsSecret,
      {
        authorization: req.headers.authorization,
        peer: req.socket.remoteAddress,
        // A request a proxy passed on says so; the site's own proxies (nginx of deploy/) close /_site/ anyway.
        forwarded: ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => req.headers[name] !== undefined),
      },
      bearerMatches,
    );
    if (access === 'unauthorized') return json(res, 401, { status: 'unauthorized' }, { 'www-authenticate': 'Bearer realm="metrics"' });
    if (access === 'forbidden') return json(res, 403, { status: 'forbidden: set METRICS_SECRET to read the metrics from elsewhere' });
    const { contentType, body } = await options.metrics.render();
    res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function serveProbe(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { status: 'method not allowed' }, { allow: 'GET, HEAD' });
    if (path === LIVE_PATH) return json(res, 200, { status: 'live' });
    // The build is there: the server starts after Next.js prepared it.
    let problem: string | null = options.draining() ? 'draining' : null;
    try {
      options.config();
    } catch (error) {
      problem ??= `configuration: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }
    json(res, problem ? 503 : 200, { status: problem ? 'unready' : 'ready', ...(problem ? { reason: problem } : {}) });
  }

  async function serveRevalidate(req: IncomingMessage, res: ServerResponse) {
    const secret = options.config().revalidateSecret;
    if (!secret) {
      metrics.revalidationReceived('disabled');
      return json(res, 404, { code: 0, msg: '未启用', data: null });
    }
    if (req.method !== 'POST') return json(res, 405, { code: 0, msg: '只接受 POST', data: null }, { allow: 'POST' });
    if (!bearerMatches(req.headers.authorization, secret)) {
      metrics.revalidationReceived('unauthorized');
      return json(res, 401, { code: 0, msg: '未授权', data: null });
    }
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req, MAX_REVALIDATE_BODY)) || '{}');
    } catch (error) {
      metrics.revalidationReceived('invalid');
      if (error instanceof BodyTooLarge) return json(res, 413, { code: 0, msg: '请求体过大', data: null });
      return json(res, 400, { code: 0, msg: '请求体不是 JSON', data: null });
    }
    const request = parseRevalidateRequest(body);
    if (typeof request === 'string') {
      metrics.revalidationReceived('invalid');
      return json(res, 400, { code: 0, msg: request, data: null });
    }
    // A page is one page in two languages: a path expires both; `/./about` and `/about` are one path.
    const parsed = { ...request, paths: [...new Set(request.paths.map(normalisePath).flatMap(pathInEveryLanguage))] };
    const at = now();
    // The answers go too, or the pages' next renders would be made of the same data: by tag, and for a
    // path by the tags its kept render read (those answers only: other pages showing them stay).
    const pathTags = [...pages.tagsOfPaths(parsed.paths)].filter((tag) => !parsed.tags.includes(tag as ContentTag));
    // Recorded here, and handed to the other instances, which apply them the same way.
    const records: Array<[ExpiryField, number]> = [
      ...parsed.tags.map((tag): [ExpiryField, number] => [tagField(tag), at]),
      ...pathTags.map((tag): [ExpiryField, number] => [answersField(tag), at]),
      ...parsed.paths.map((path): [ExpiryField, number] => [pathField(path), at]),
    ];
    const expired = pages.countMatching(parsed.tags, parsed.paths);
    const expiredAnswers = answers.countDue([...parsed.tags, ...pathTags], at);
    for (const [field, time] of records) expiries.record(field, time);
    metrics.revalidationReceived('applied');
    metrics.revalidationApplied('request', 0);
    // Never in the revalidation's way: the push gathers the paths and goes on its own.
    options.onRevalidated?.(parsed.paths);
    const shared = options.shared ? await options.shared.publishExpiries(records) : undefined;
    if (shared === false)
      logger.warn("[site] revalidation not shared: Redis did not take it; the other instances see it when their pages' windows end");
    logger.info(
      `[site] revalidate ${[...parsed.tags.map((tag) => `tag ${tag}`), ...parsed.paths.map((path) => `path ${path}`)].join(', ')}: ${expired} cached page(s) and ${expiredAnswers} backend answer(s) expired`,
    );
    return json(res, 200, { code: 1, msg: 'ok', data: { expired, expiredAnswers, ...(shared === undefined ? {} : { shared }) } });
  }

  return {
    route: (path) => {
      if (isProbePath(path)) return (req, res) => serveProbe(req, res, path);
      if (path === REVALIDATE_PATH) return serveRevalidate;
      if (path === METRICS_PATH) return serveMetrics;
      return null;
    },
  };
}
