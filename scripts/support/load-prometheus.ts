/**
 * A real Prometheus (Debian's `prometheus`) scraping the instances of `npm run load`'s topology (issue 47): their
 * `/_site/metrics` each second, from loopback, with deploy/prometheus/alerts.yml's rules loaded; the request rate and
 * the 95th percentile read back through its API; a screenshot of its graph of both, in headless Chromium. And one
 * instance's metrics read during the load, every family the site exports checked for a sensible value.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOST, startProcess, type Started } from './topology';
import { waitUntil } from './harness';

const PROMETHEUS = '/usr/bin/prometheus';

export async function startPrometheus(port: number, targets: number[], dir: string): Promise<Started> {
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(path.join(dir, 'alerts.yml'), readFileSync(path.join(process.cwd(), 'deploy', 'prometheus', 'alerts.yml')));
  writeFileSync(
    config,
    [
      'global: { scrape_interval: 1s, evaluation_interval: 1s }',
      'rule_files: [alerts.yml]',
      'scrape_configs:',
      '  - job_name: site',
      '    metrics_path: /_site/metrics',
      `    static_configs: [{ targets: [${targets.map((target) => `'${HOST}:${target}'`).join(', ')}] }]`,
      '',
    ].join('\n'),
  );
  const started = await startProcess(
    'prometheus',
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'prometheus-data')}`,
      `--web.listen-address=${HOST}:${port}`,
      '--web.console.templates=/usr/share/prometheus/consoles',
      '--web.console.libraries=/usr/share/prometheus/console_libraries',
    ],
    {},
    dir,
    port,
  );
  await waitUntil(async () => (await fetch(`http://${HOST}:${port}/-/ready`).catch(() => null))?.ok === true, 'prometheus ready');
  return started;
}

/** An instant query's single value, or null. */
export async function queryValue(port: number, expr: string): Promise<number | null> {
  const answer = (await (await fetch(`http://${HOST}:${port}/api/v1/query?query=${encodeURIComponent(expr)}`)).json()) as {
    data?: { result?: { value?: [number, string] }[] };
  };
  const value = answer.data?.result?.[0]?.value?.[1];
  return value === undefined || value === 'NaN' ? null : Number(value);
}

/** The scrape targets' health, as Prometheus sees them. */
export async function targetsUp(port: number): Promise<string[]> {
  const answer = (await (await fetch(`http://${HOST}:${port}/api/v1/targets`)).json()) as {
    data: { activeTargets: { scrapeUrl: string; health: string }[] };
  };
  return answer.data.activeTargets.map((target) => `${target.scrapeUrl}: ${target.health}`);
}

export const REQUEST_RATE = 'sum by (instance) (rate(http_server_request_duration_seconds_count[10s]))';
export const P95 = 'histogram_quantile(0.95, sum by (le, instance) (rate(http_server_request_duration_seconds_bucket[10s])))';

/** Prometheus's own graph page of the request rate and the 95th percentile, as a PNG. */
export async function screenshotGraphs(port: number, file: string, rangeSeconds: number): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1400 } });
    const range = `${Math.max(60, Math.ceil(rangeSeconds))}s`;
    const query = [REQUEST_RATE, P95]
      .map((expr, index) => `g${index}.expr=${encodeURIComponent(expr)}&g${index}.tab=0&g${index}.range_input=${range}`)
      .join('&');
    await page.goto(`http://${HOST}:${port}/graph?${query}`);
    // The classic UI draws its graphs once the data has come.
    await page.waitForSelector('.graph_area svg, .rickshaw_graph svg, svg', { timeout: 15_000 }).catch(() => undefined);
    await page.waitForTimeout(1500);
    mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, fullPage: true });
  } finally {
    await browser.close();
  }
}

/**
 * What a scrape of an instance during load should hold: each family with a sensible value. Returns the problems
 * (empty when all is well) and a few lines to quote.
 */
export function checkScrape(text: string, options: { redis: boolean }): { problems: string[]; quoted: string[] } {
  const lines = text.split('\n');
  const series = (name: string) => lines.filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));
  const sum = (name: string) => series(name).reduce((total, line) => total + Number(line.split(' ').at(-1)), 0);
  const problems: string[] = [];
  const expect = (ok: boolean, what: string) => void (ok || problems.push(what));
  expect(sum('http_server_request_duration_seconds_count') > 100, 'requests counted');
  expect(
    series('http_server_request_duration_seconds_count').some((line) => line.includes('cache="HIT"')),
    'page views from the cache',
  );
  expect(sum('site_page_cache_lookups_total') > 0, 'page-cache lookups');
  expect(sum('site_backend_call_duration_seconds_count') > 0, 'backend calls');
  expect(sum('site_ready') === 1, 'ready');
  expect(sum('site_requests_in_flight') >= 1, 'requests in flight (this scrape at least)');
  expect(series('site_build_info').length === 1, 'build info');
  expect(sum('process_cpu_seconds_total') > 0, 'CPU');
  expect(sum('nodejs_heap_size_used_bytes') > 0, 'heap');
  expect(series('nodejs_eventloop_lag_p99_seconds').length === 1, 'event-loop lag');
  expect(series('nodejs_gc_duration_seconds_count').length > 0, 'GC');
  expect(series('nodejs_active_handles_total').length > 0, 'handles');
  for (const family of [
    'site_backend_call_failures_total',
    'site_stale_pages_served_total',
    'site_unavailable_pages_served_total',
    'site_revalidations_received_total',
    'site_revalidations_applied_total',
    'site_revalidation_lag_seconds',
    'site_redis_errors_total',
    'site_rate_limit_refusals_total',
    'site_search_push_urls_total',
  ])
    expect(text.includes(`# TYPE ${family} `), `family ${family}`);
  if (options.redis) expect(sum('site_redis_up') === 1, 'Redis up');
  const quoted = [
    ...series('http_server_request_duration_seconds_count').filter((line) => line.includes('route="/product/detail/[id]"')),
    ...series('site_page_cache_lookups_total'),
    ...series('site_backend_call_duration_seconds_count').slice(0, 3),
    ...series('site_redis_up'),
    ...series('site_requests_in_flight'),
    ...series('site_ready'),
    ...series('nodejs_eventloop_lag_p99_seconds'),
  ];
  return { problems, quoted };
}
