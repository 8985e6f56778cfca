/** @jest-environment node */
/**
 * The metrics (issue 47) through the site server, with Next.js faked: every family, the labels a request is counted
 * by, who may read `/_site/metrics`, and that a stranger's made-up addresses add no series.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testServerConfig, TEST_REVALIDATE_SECRET } from '@/tests/support/server-config';
import { currentRenderReport } from '@/lib/core/render-report';
import { createLogger } from '@/lib/core/log';
import { resetTelemetry, telemetry } from '@/lib/core/telemetry';
import { BROWSER_CALLS, CALL_NAMES, RATE_LIMITS, SITE_PAGES } from '@/features';
import { createRateLimiter } from './rate-limit';
import { startSiteServer, type SiteServer } from './site-server';
import { createSiteMetrics } from './metrics';
import { isLoopback, metricsAccess } from './site-metrics';
import { bearerMatches } from './revalidate-request';
import { routeMatcher } from './route-template';

const ROUTES = [
  { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
  { page: '/[locale]/about', regex: '^/([^/]+?)/about(?:/)?$' },
  { page: '/[locale]/news/detail/[id]', regex: '^/([^/]+?)/news/detail/([^/]+?)(?:/)?$' },
  { page: '/[locale]/[...rest]', regex: '^/([^/]+?)/(.+?)(?:/)?$' },
];

async function fakeNext(req: IncomingMessage, res: ServerResponse) {
  const report = currentRenderReport();
  if (report) report.calls += 1;
  const found = report && !/\/missing/.test(req.url ?? '');
  res.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!DOCTYPE html><html><head><title>x</title></head><body><h1>${req.url}</h1></body></html>`);
}

let site: SiteServer;
let base: string;
const silent = createLogger({ destination: { write: () => undefined } });

async function start(metricsSecret?: string) {
  const metrics = createSiteMetrics({
    buildId: 'test-build',
    version: '0.1.0',
    calls: CALL_NAMES,
    limitedCalls: RATE_LIMITS.map((rule) => rule.call),
    ready: () => !site.draining(),
    inFlight: () => site.inFlight(),
    processDefaults: true,
  });
  const config = testServerConfig();
  site = await startSiteServer(
    {
      handle: fakeNext,
      pages: SITE_PAGES,
      browserCalls: BROWSER_CALLS,
      limiter: createRateLimiter({ rules: RATE_LIMITS }),
      config: () => config,
      logger: silent,
      metrics,
      metricsSecret,
      route: routeMatcher(ROUTES),
    },
    { port: 0, hostname: '127.0.0.1' },
  );
  base = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
}

function get(path: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET', body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The series of the metrics' text: every line that is not a comment. */
const series = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));

afterEach(async () => {
  await site.close();
  resetTelemetry();
});

describe('GET /_site/metrics', () => {
  it('has every family the site exports, in the Prometheus text format', async () => {
    await start();
    await get('/about');
    await get('/about');
    await get('/en/news/detail/201');
    await get('/news/missing');
    await get('/_site/revalidate', { authorization: 'Bearer wrong' }, 'POST', '{}');
    telemetry().backendCall('web/get_site_list', 0.012, null);
    telemetry().backendCall('web/get_info', 5, 'timeout');
    const answer = await get('/_site/metrics');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = answer.body;
    for (const family of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
      'nodejs_active_handles_total',
      'http_server_request_duration_seconds',
      'site_page_cache_lookups_total',
      'site_backend_call_duration_seconds',
      'site_backend_call_failures_total',
      'site_stale_pages_served_total',
      'site_unavailable_pages_served_total',
      'site_revalidations_received_total',
      'site_revalidations_applied_total',
      'site_revalidation_lag_seconds',
      'site_redis_up',
      'site_redis_errors_total',
      'site_rate_limit_refusals_total',
      'site_ready',
      'site_build_info',
      'site_requests_in_flight',
      'site_search_push_urls_total',
    ])
      expect(text).toContain(`# TYPE ${family} `);
    expect(text).toContain(
      'http_server_request_duration_seconds_count{kind="page",route="/about",method="GET",status_class="2xx",cache="MISS"} 1',
    );
    expect(text).toContain(
      'http_server_request_duration_seconds_count{kind="page",route="/about",method="GET",status_class="2xx",cache="HIT"} 1',
    );
    expect(text).toContain(
      'http_server_request_duration_seconds_count{kind="page",route="/news/detail/[id]",method="GET",status_class="2xx",cache="MISS"} 1',
    );
    expect(text).toContain(
      'http_server_request_duration_seconds_count{kind="page",route="/[...rest]",method="GET",status_class="4xx",cache="BYPASS"} 1',
    );
    expect(text).toContain('site_page_cache_lookups_total{layer="memory",result="hit"} 1');
    expect(text).toContain('site_page_cache_lookups_total{layer="memory",result="miss"} 3');
    expect(text).toContain('site_backend_call_duration_seconds_count{call="web/get_site_list",outcome="ok"} 1');
    expect(text).toContain('site_backend_call_failures_total{call="web/get_info",kind="timeout"} 1');
    expect(text).toContain('site_revalidations_received_total{result="unauthorized"} 1');
    expect(text).toMatch(/site_build_info\{build_id="test-build",version="0\.1\.0",node="v\d+\.\d+\.\d+"\} 1/);
    expect(text).toContain('site_ready 1');
    // This scrape is in flight as it is counted.
    expect(text).toContain('site_requests_in_flight 1');
  });

  it("counts a limit's refusals by the call it limits, and a revalidation applied", async () => {
    await start();
    for (let attempt = 0; attempt < 12; attempt += 1)
      await get(
        '/api/web/login',
        { 'content-type': 'application/json' },
        'POST',
        JSON.stringify({ username: `u${attempt}`, password: 'x' }),
      );
    await get(
      '/_site/revalidate',
      { authorization: `Bearer ${TEST_REVALIDATE_SECRET}`, 'content-type': 'application/json' },
      'POST',
      '{"tags":["news"]}',
    );
    const text = (await get('/_site/metrics')).body;
    expect(text).toMatch(/site_rate_limit_refusals_total\{call="web\/login"\} [1-9]/);
    expect(text).toContain('site_revalidations_received_total{result="applied"} 1');
    expect(text).toContain('site_revalidations_applied_total{source="request"} 1');
  });

  // Its budget from its cause: STRANGER_REQUESTS requests one after another, each a few ms, with an allowance generous
  // for a machine with other work beside it (the suite's CMS checks run beside Jest: 5 s alone was exceeded there).
  const STRANGER_REQUESTS = 2000;
  const PER_REQUEST_MS = 25;
  it(
    'adds no series for a stranger who asks for thousands of made-up addresses and queries',
    async () => {
      await start();
      // Each kind of address twice (a first view renders, a second may be a kept copy), and one scrape (counted after it).
      const kinds = ['/x', '/x', '/product/detail/1', '/en/a/b', '/en/a/b', '/about?q=1', '/about?q=2', '/api/web/made_up', '/%ZZ'];
      for (const path of kinds) await get(path);
      await get('/_site/metrics');
      const before = series((await get('/_site/metrics')).body).filter((line) => line.startsWith('http_server_request_duration_seconds'));
      for (let index = 0; index < STRANGER_REQUESTS; index += 1)
        await get([`/x${index}`, `/en/${index}/deep`, `/about?q=${index}`, `/api/web/made_up_${index}`, `/%ZZ${index}`][index % 5]!);
      const after = series((await get('/_site/metrics')).body).filter((line) => line.startsWith('http_server_request_duration_seconds'));
      expect(after.map((line) => line.split(' ')[0])).toEqual(before.map((line) => line.split(' ')[0]));
    },
    5_000 + STRANGER_REQUESTS * PER_REQUEST_MS,
  );

  it('answers this machine only, and no request a proxy passed on; with METRICS_SECRET, its bearer from anywhere', async () => {
    await start();
    expect((await get('/_site/metrics', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    expect((await get('/_site/metrics', { forwarded: 'for=203.0.113.9' })).status).toBe(403);
    expect((await get('/_site/metrics', {}, 'POST')).status).toBe(405);
    await site.close();
    await start('metrics-secret-0123456789');
    expect((await get('/_site/metrics')).status).toBe(401);
    expect((await get('/_site/metrics', { authorization: 'Bearer wrong-secret-0123456789' })).status).toBe(401);
    const allowed = await get('/_site/metrics', { authorization: 'Bearer metrics-secret-0123456789', 'x-forwarded-for': '203.0.113.9' });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toContain('site_ready 1');
  });
});

describe('who may read the metrics (pure)', () => {
  it('takes a loopback peer that no proxy passed on, or the bearer of the secret', () => {
    const none = { forwarded: false };
    expect(metricsAccess(undefined, { ...none, peer: '127.0.0.1' }, bearerMatches)).toBe('ok');
    expect(metricsAccess(undefined, { ...none, peer: '::ffff:127.0.0.1' }, bearerMatches)).toBe('ok');
    expect(metricsAccess(undefined, { ...none, peer: '::1' }, bearerMatches)).toBe('ok');
    expect(metricsAccess(undefined, { peer: '127.0.0.1', forwarded: true }, bearerMatches)).toBe('forbidden');
    expect(metricsAccess(undefined, { ...none, peer: '10.0.0.5' }, bearerMatches)).toBe('forbidden');
    expect(metricsAccess('s'.repeat(16), { ...none, peer: '127.0.0.1' }, bearerMatches)).toBe('unauthorized');
    expect(metricsAccess('s'.repeat(16), { ...none, authorization: `Bearer ${'s'.repeat(16)}` }, bearerMatches)).toBe('ok');
    expect(['127.1.2.3', '::ffff:127.0.0.1', '::1'].map(isLoopback)).toEqual([true, true, true]);
    expect(['128.0.0.1', '::2', '', undefined, '127.0.0.1.evil'].map(isLoopback)).toEqual([false, false, false, false, false]);
  });
});
