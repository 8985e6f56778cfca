/**
 * The site's metrics in the Prometheus text format (issue 47), with prom-client, answered at `GET /_site/metrics`
 * (lib/server/operations.ts). One registry per server: the process's defaults (event-loop lag, heap, GC, CPU,
 * handles) and what the site does: requests by route template, method, status class and cache result; page-cache
 * lookups by layer; backend calls by name and failure kind; stale pages and 503s served; revalidations received and
 * applied, with their lag; Redis; rate-limit refusals; readiness, build and requests in flight; pushes to search
 * engines. Every label's values are bounded: routes are templates (./route-template.ts), calls and limits are the
 * site's own names, anything else is `other`; so a visitor who asks for a million addresses adds no series.
 * docs/operations.md describes each family.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { installTelemetry } from '@/lib/core/telemetry';
import { methodLabel, statusClass } from './route-template';
import { OTHER, type SiteMetrics } from './site-metrics';

export type { SiteMetrics } from './site-metrics';

/** How a page view was answered (the `x-site-cache` header), or BYPASS for anything that is not a kept page. */
const CACHE_RESULTS = new Set(['HIT', 'MISS', 'STALE', 'BYPASS']);
const FAILURE_KINDS = new Set(['network', 'timeout', 'http', 'parse', 'envelope', 'code', 'shape']);

export type MetricsOptions = {
  buildId: string;
  version: string;
  /** The backend calls the site makes (features/index.ts): any other name is `other`. */
  calls: readonly string[];
  /** The calls the rate limits count. */
  limitedCalls: readonly string[];
  /** Read at each scrape. */
  ready: () => boolean;
  inFlight: () => number;
  /** Whether to count the process's defaults (off in unit tests that compare series). */
  processDefaults?: boolean;
};

const bounded = (allowed: ReadonlySet<string>) => (value: string) => (allowed.has(value) ? value : OTHER);

/** Request durations, seconds: from a cached page (a millisecond) to a render that took the whole backend budget. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const CALL_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LAG_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300];

export function createSiteMetrics(options: MetricsOptions): SiteMetrics {
  const registry = new Registry();
  if (options.processDefaults !== false) collectDefaultMetrics({ register: registry });
  const call = bounded(new Set(options.calls));
  const limited = bounded(new Set(options.limitedCalls));
  const registers = [registry];

  const requests = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Requests answered by the site server: by kind (page view, api, other), route template, method, status class and page-cache result',
    labelNames: ['kind', 'route', 'method', 'status_class', 'cache'],
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const lookups = new Counter({
    name: 'site_page_cache_lookups_total',
    help: 'Kept pages looked up, by layer (memory, redis) and result (hit, stale, miss)',
    labelNames: ['layer', 'result'],
    registers,
  });
  const calls = new Histogram({
    name: 'site_backend_call_duration_seconds',
    help: 'Calls made to the backend, by call name and outcome (ok, failed)',
    labelNames: ['call', 'outcome'],
    buckets: CALL_BUCKETS,
    registers,
  });
  const failures = new Counter({
    name: 'site_backend_call_failures_total',
    help: 'Failed calls to the backend, by call name and failure kind (network, timeout, http, parse, envelope, code, shape)',
    labelNames: ['call', 'kind'],
    registers,
  });
  const stale = new Counter({
    name: 'site_stale_pages_served_total',
    help: 'Page views answered with a kept copy because the backend failed (stale-if-error)',
    registers,
  });
  const unavailable = new Counter({
    name: 'site_unavailable_pages_served_total',
    help: 'Page views answered 503: the backend failed and nothing was kept to stand in',
    registers,
  });
  const received = new Counter({
    name: 'site_revalidations_received_total',
    help: 'POST /_site/revalidate requests, by result (applied, unauthorized, invalid, disabled)',
    labelNames: ['result'],
    registers,
  });
  const applied = new Counter({
    name: 'site_revalidations_applied_total',
    help: 'Revalidations applied here, by source (request: sent to this instance; shared: from another, through Redis)',
    labelNames: ['source'],
    registers,
  });
  const lag = new Histogram({
    name: 'site_revalidation_lag_seconds',
    help: 'From a revalidation being recorded (by the instance that received it) to its being applied here',
    labelNames: ['source'],
    buckets: LAG_BUCKETS,
    registers,
  });
  const redisUp = new Gauge({
    name: 'site_redis_up',
    help: '1 while Redis answers, 0 while it does not (absent without REDIS_URL)',
    registers,
  });
  const redisErrors = new Counter({ name: 'site_redis_errors_total', help: 'Errors of the connection to Redis', registers });
  const refusals = new Counter({
    name: 'site_rate_limit_refusals_total',
    help: 'Calls refused by a rate limit (HTTP 429), by the limited call',
    labelNames: ['call'],
    registers,
  });
  const pushes = new Counter({
    name: 'site_search_push_urls_total',
    help: 'URLs handed to a search engine (baidu, indexnow), by outcome',
    labelNames: ['engine', 'outcome'],
    registers,
  });
  new Gauge({
    name: 'site_ready',
    help: '1 while the instance takes traffic, 0 while it drains',
    registers,
    collect() {
      this.set(options.ready() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'site_requests_in_flight',
    help: 'Requests the site server is answering now',
    registers,
    collect() {
      this.set(options.inFlight());
    },
  });
  new Gauge({
    name: 'site_build_info',
    help: 'The build this instance runs: its id, the package version and Node.js',
    labelNames: ['build_id', 'version', 'node'],
    registers,
  }).set({ build_id: options.buildId, version: options.version, node: process.version }, 1);

  const metrics: SiteMetrics = {
    request(route, method, status, cache, seconds, page) {
      const result = cache && CACHE_RESULTS.has(cache) ? cache : 'BYPASS';
      const kind = page ? 'page' : route.startsWith('/api/') ? 'api' : 'other';
      requests.observe({ kind, route, method: methodLabel(method), status_class: statusClass(status), cache: result }, seconds);
      if (result === 'STALE') stale.inc();
      if (page && status === 503) unavailable.inc();
    },
    pageLookup: (layer, result) => lookups.inc({ layer, result }),
    backendCall(name, seconds, failure) {
      const label = call(name);
      calls.observe({ call: label, outcome: failure ? 'failed' : 'ok' }, seconds);
      if (failure) failures.inc({ call: label, kind: FAILURE_KINDS.has(failure) ? failure : OTHER });
    },
    revalidationReceived: (result) => received.inc({ result }),
    revalidationApplied(source, lagMs) {
      applied.inc({ source });
      lag.observe({ source }, Math.max(0, lagMs) / 1000);
    },
    redisState: (up) => redisUp.set(up ? 1 : 0),
    redisError: () => redisErrors.inc(),
    rateLimited: (name) => refusals.inc({ call: limited(name) }),
    searchPush: (engine, outcome, urls) => pushes.inc({ engine, outcome }, urls),
    render: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
  // The backend's calls are made in Next.js' bundles too: they reach these metrics through the telemetry hook.
  installTelemetry({ backendCall: metrics.backendCall });
  return metrics;
}
