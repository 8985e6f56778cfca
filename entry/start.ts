/**
 * `npm start` (compiled to dist/server/start.cjs by `npm run build`; no TypeScript at run time): checks the
 * configuration, then serves the production build through the site's HTTP server (lib/server/site-server.ts:
 * page cache, 503s, response headers, health, drain) in front of Next.js' request handler. A wrong value
 * stops here with a message that says what to fix, before any port is taken.
 *
 * Logs: one JSON object per line on standard output (lib/core/log.ts), Next.js' own console output
 * included. SIGTERM drains (`ready` turns 503, requests in flight finish up to SHUTDOWN_TIMEOUT_SECONDS),
 * then the process exits 0; SIGINT (Ctrl+C) does the same without the notice period.
 *
 * The composition root (issue 43): the one place that hands the site server what the features declare
 * (features/index.ts: the pages' queries and captchas, the browser's calls, the rate limits), since nothing in lib/ knows a feature.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import { ConfigError, getServerConfig, parseProcessSettings, parseServerConfig, type ProcessSettings } from '@/lib/core/config';
import { siteLog } from '@/lib/core/log';
import { sharedAnswerTtlMs } from '@/lib/core/cache-policy';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const portText = process.env.PORT ?? '3000';
const port = Number(portText);
if (!/^\d+$/.test(portText) || port < 1 || port > 65535)
  fail(`Invalid configuration:\n  - PORT must be a port number between 1 and 65535 (got ${JSON.stringify(portText)})`);

let settings: ProcessSettings;
let backendUrl: string | undefined;
try {
  backendUrl = parseServerConfig(process.env).backendUrl;
  settings = parseProcessSettings(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

if (!existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) fail('No production build found: run `npm run build` first.');

const hostname = process.env.HOSTNAME_BIND ?? '0.0.0.0';
const log = siteLog();

// Whatever prints to the console (Next.js, React, a library) goes to the log as one JSON line.
console.log = (...args: unknown[]) => log.info(format(...args));
console.info = console.log;
console.warn = (...args: unknown[]) => log.warn(format(...args));
console.error = (...args: unknown[]) => log.error(format(...args));

async function main() {
  if (backendUrl) log.info(`Backend: ${backendUrl}`);
  else {
    log.info('Backend: embedded demo backend (set BACKEND_URL to use another)');
    log.warn('No BACKEND_URL, so the site shows the fictional demo company; every page is marked noindex. Set BACKEND_URL in production.');
  }
  // As `next start` does: the production build runs with NODE_ENV=production.
  (process.env as Record<string, string>).NODE_ENV = 'production';
  // The build's id (next.config.mjs): pages and answers in Redis are kept apart by it.
  const buildId = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  // Traces (issue 47) only with an OTLP endpoint: nothing of OpenTelemetry is loaded otherwise. Started here, before
  // Next.js loads, so that its own spans find the tracer provider (lib/server/tracing.ts says why not instrumentation.ts).
  const otlp = process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (otlp && !/^https?:\/\/[^/\s]+/.test(otlp))
    fail(`Invalid configuration:\n  - OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL (got ${JSON.stringify(otlp)})`);
  const tracing = otlp ? (await import('@/lib/server/tracing')).startTracing({ serviceVersion: packageVersion(), buildId }) : undefined;
  if (tracing) log.info(`Traces: OpenTelemetry, to ${redactedUrl(otlp!)}`);
  const { default: next } = await import('next');
  const { startSiteServer } = await import('@/lib/server/site-server');
  const { AnswerStore, STORE_MAX_BYTES } = await import('@/lib/backend/answer-store');
  const { Expiries } = await import('@/lib/core/expiries');
  const { SharedCache } = await import('@/lib/server/shared-cache');
  const { createRateLimiter } = await import('@/lib/server/rate-limit');
  const { staticStylesheets } = await import('@/lib/server/static-stylesheets');
  const { BROWSER_CALLS, CALL_NAMES, RATE_LIMITS, SITE_PAGES } = await import('@/features');
  const { routeMatcher } = await import('@/lib/server/route-template');

  // The metrics (issue 47), unless METRICS=off: read at /_site/metrics. What they read of the server is bound below.
  const serving: { site?: Awaited<ReturnType<typeof startSiteServer>> } = {};
  const metrics = settings.metrics
    ? (await import('@/lib/server/metrics')).createSiteMetrics({
        buildId,
        version: packageVersion(),
        calls: CALL_NAMES,
        limitedCalls: RATE_LIMITS.map((rule) => rule.call),
        ready: () => serving.site !== undefined && !serving.site.draining(),
        inFlight: () => serving.site?.inFlight() ?? 0,
      })
    : undefined;

  // With REDIS_URL: pages, backend answers and revalidations shared with the other instances, keyed by build.
  // The settings require SITE_SECRET with REDIS_URL: every instance signs what it shares with it.
  const shared =
    settings.redisUrl && settings.siteSecret
      ? new SharedCache({
          url: settings.redisUrl,
          buildId,
          secret: settings.siteSecret,
          logger: log,
          observer: metrics && {
            state: metrics.redisState,
            error: metrics.redisError,
            applied: (lagMs) => metrics.revalidationApplied('shared', lagMs),
          },
        })
      : undefined;
  if (shared) metrics?.redisState(false);
  const expiries = new Expiries();
  const answers = new AnswerStore(
    STORE_MAX_BYTES,
    expiries,
    shared && {
      get: (key) => shared.getAnswer(key),
      set: (key, answer) => shared.setAnswer(key, answer, sharedAnswerTtlMs(getServerConfig())),
    },
  );
  if (shared) {
    log.info(`Shared cache: Redis at ${redactedUrl(settings.redisUrl!)} (build ${buildId})`);
    await shared.follow(expiries);
  }
  // No hostname for Next.js: it only builds its internal URLs from it. The proxy's rewrites (locale routing)
  // come back with a loopback host written as `localhost` (NextURL), and Next.js serves a rewrite in place
  // only when its origin matches the one it built; with `127.0.0.1` there it would proxy it over the network.
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const handle = app.getRequestHandler();
  // What was published, told to search engines at once (issue 47 §4), with BAIDU_PUSH_TOKEN or INDEXNOW_KEY, in front
  // of a real backend, from SITE_URL. A page is asked for first, as a crawler would: only an indexable one is pushed.
  const siteUrl = getServerConfig().siteUrl;
  if ((settings.baiduPush || settings.indexNow) && !siteUrl)
    fail(
      'Invalid configuration:\n  - SITE_URL must be set with BAIDU_PUSH_TOKEN or INDEXNOW_KEY: it is the site the pushed addresses are of',
    );
  const targets = [
    ...(settings.baiduPush ? [{ engine: 'baidu' as const, ...settings.baiduPush }] : []),
    ...(settings.indexNow ? [{ engine: 'indexnow' as const, ...settings.indexNow }] : []),
  ];
  const searchPush =
    targets.length > 0 && siteUrl
      ? (await import('@/lib/server/search-push')).createSearchPush({
          site: siteUrl,
          targets,
          redis: shared?.redis,
          logger: log,
          metrics: metrics ?? (await import('@/lib/server/site-metrics')).NO_METRICS,
          indexable: async (path) => {
            const { isIndexable } = await import('@/lib/server/search-push');
            const own = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
            const response = await fetch(`http://${own.includes(':') ? `[${own}]` : own}:${port}${path}`, {
              signal: AbortSignal.timeout(30_000),
            });
            const html = await response.text();
            return isIndexable(
              response.status,
              { robots: response.headers.get('x-robots-tag'), contentType: response.headers.get('content-type') },
              html,
            );
          },
        })
      : undefined;
  if (searchPush) log.info(`Search engines told of publications: ${targets.map((target) => target.engine).join(', ')}`);
  // Sign-in, captcha and message calls are limited; with Redis, all instances count together.
  const limiter = createRateLimiter({ rules: RATE_LIMITS, multiplier: settings.rateLimitMultiplier, redis: shared?.redis });
  const site = await startSiteServer(
    {
      handle: (req, res) => handle(req, res),
      pages: SITE_PAGES,
      browserCalls: BROWSER_CALLS,
      config: getServerConfig,
      logger: log,
      answers,
      shared,
      limiter,
      trustedHops: settings.trustProxyHops,
      stylesheet: staticStylesheets(path.join(process.cwd(), '.next')),
      metrics,
      metricsSecret: settings.metricsSecret,
      route: routeMatcher(buildRoutes(), publicFiles()),
      tracing,
      searchPush,
      indexNowKey: settings.indexNow?.key,
    },
    { port, hostname },
  );
  serving.site = site;
  log.info(`Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    const delayMs = signal === 'SIGTERM' ? settings.shutdownDelaySeconds * 1000 : 0;
    void site
      .drain({ delayMs, timeoutMs: settings.shutdownTimeoutSeconds * 1000 })
      .then(async ({ cutOff }) => {
        searchPush?.close();
        await shared?.close();
        await tracing?.shutdown().catch(() => undefined);
        log.info(`stopped${cutOff ? ` (${cutOff} request(s) cut off)` : ''}`);
      })
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** The build's routes, most specific first (Next.js' routes manifest): the metrics name a request by its template. */
function buildRoutes(): { page: string; regex: string }[] {
  try {
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'routes-manifest.json'), 'utf8')) as {
      staticRoutes?: { page: string; regex: string }[];
      dynamicRoutes?: { page: string; regex: string }[];
    };
    return [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])];
  } catch {
    return [];
  }
}

/** The files served from public/, by their address (`/icon.svg`). */
function publicFiles(): string[] {
  const root = path.join(process.cwd(), 'public');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
  } catch {
    return [];
  }
}

/** The site's version (package.json), for the metrics' build info. */
function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A Redis URL as logged: without its password. */
function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

main().catch((error: unknown) => {
  log.fatal(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
