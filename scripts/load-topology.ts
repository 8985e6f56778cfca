/**
 * The multi-instance part of `npm run load` (scripts/load.ts): two instances sharing Redis behind nginx
 * (scripts/support/topology.ts), in front of the demo backend, under LOAD_CONNECTIONS connections:
 *   1. through nginx without its cache (every request reaches an instance): throughput, p50/p99, errors;
 *   2. the same while one instance is killed (SIGKILL) halfway: nginx retries on the other, 0 failures;
 *   3. the same while Redis is killed halfway: the instances go on from memory, 0 failures;
 *   4. through nginx's cache;
 *   5. revalidation spread: a tag revalidated on one instance, the time until the other renders the page
 *      again (p50 and max of several rounds).
 * Meanwhile a real Prometheus scrapes both instances (issue 47, scripts/support/load-prometheus.ts): one instance's
 * `/_site/metrics` is read halfway through the first run and checked family by family (written to
 * reports/load-metrics-scrape.txt), the request rate and p95 read from Prometheus, and its graph of both is shot to
 * reports/load-prometheus.png.
 * Pages and a forwarded file only (GET): nginx does not retry a POST, by design.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { HOST, startInstance, startNginx, startRedis, stop, type Started } from './support/topology';
import { loadFigures, type LoadFigures } from './support/harness';
import { checkScrape, P95, queryValue, REQUEST_RATE, screenshotGraphs, startPrometheus, targetsUp } from './support/load-prometheus';

export type TopologyRun = { run: string } & LoadFigures;
/** What a real Prometheus saw of the two instances (issue 47), and a scrape of one of them during load. */
export type PrometheusFigures = {
  targets: string[];
  requestsPerSecond: number | null;
  p95Seconds: number | null;
  scrapeProblems: string[];
  quoted: string[];
  screenshot: string;
};
export type TopologyFigures = {
  runs: TopologyRun[];
  revalidationSpreadMs: { rounds: number; p50: number; max: number };
  prometheus: PrometheusFigures;
};

const PORTS = { redis: 6620, one: 3620, two: 3621, nginx: 3630, nginxPass: 3631, prometheus: 9615 };
/** Where the scrape and the screenshot of Prometheus's graphs are written. */
export const METRICS_SCRAPE = 'reports/load-metrics-scrape.txt';
export const PROMETHEUS_SCREENSHOT = 'reports/load-prometheus.png';
const SECRET = 'load-revalidate-secret-0123456789';

export async function topologyLoad({
  backendPort,
  seconds,
  connections,
  pages,
}: {
  backendPort: number;
  seconds: number;
  connections: number;
  pages: string[];
}): Promise<TopologyFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-load-topology-'));
  const env = {
    BACKEND_URL: `http://${HOST}:${backendPort}`,
    SITE_URL: `http://${HOST}:${PORTS.nginx}`,
    REDIS_URL: `redis://${HOST}:${PORTS.redis}`,
    SITE_SECRET: 'load-topology-site-secret-0123456789abcdef',
    TRUST_PROXY_HOPS: '1',
    REVALIDATE_SECRET: SECRET,
    LOG_LEVEL: 'warn',
  };
  const started: Started[] = [];
  try {
    let redis = await startRedis(PORTS.redis, dir);
    started.push(redis);
    const instance = async (name: 'one' | 'two') => {
      const made = await startInstance(`${name}-${Date.now()}`, PORTS[name], env, dir);
      started.push(made);
      return made;
    };
    const one = await instance('one');
    let two = await instance('two');
    const nginx = await startNginx(PORTS.nginx, [PORTS.one, PORTS.two], dir, PORTS.nginxPass);
    started.push(nginx);
    // A real Prometheus scrapes both instances each second, from loopback, with deploy/'s rules.
    const prometheus = await startPrometheus(PORTS.prometheus, [PORTS.one, PORTS.two], dir);
    started.push(prometheus);
    const loadStarted = Date.now();
    const requests = [
      ...pages.map((page) => ({ method: 'GET' as const, path: page })),
      { method: 'GET' as const, path: '/api/files/logo.png' },
    ];
    const load = async (run: string, port: number, halfway?: () => Promise<unknown>): Promise<TopologyRun> => {
      const pending = autocannon({ url: `http://${HOST}:${port}`, connections, duration: seconds, timeout: 10, requests });
      const event = halfway ? new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2)).then(halfway) : undefined;
      const result = await pending;
      await event;
      return { run, ...loadFigures(result) };
    };
    // Warm both instances (and Redis) a little, as a deploy would before taking traffic.
    for (const port of [PORTS.one, PORTS.two])
      for (const page of pages) await fetch(`http://${HOST}:${port}${page}`).then((response) => response.arrayBuffer());

    const runs: TopologyRun[] = [];
    // Halfway through the first run: one instance's metrics as a curl would read them, and Prometheus's view of both.
    const seen: Partial<PrometheusFigures> = {};
    mkdirSync('reports', { recursive: true });
    runs.push(
      await load('2 instances + Redis behind nginx (no nginx cache)', PORTS.nginxPass, async () => {
        const scrape = await (await fetch(`http://${HOST}:${PORTS.one}/_site/metrics`)).text();
        writeFileSync(METRICS_SCRAPE, scrape);
        const { problems, quoted } = checkScrape(scrape, { redis: true });
        seen.scrapeProblems = problems;
        seen.quoted = quoted;
        // Prometheus has had a few scrapes of the load by now.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        seen.requestsPerSecond = await queryValue(PORTS.prometheus, `sum(${REQUEST_RATE})`);
        seen.p95Seconds = await queryValue(PORTS.prometheus, `max(${P95})`);
        seen.targets = await targetsUp(PORTS.prometheus);
      }),
    );
    runs.push(await load('the same, one instance killed halfway', PORTS.nginxPass, () => stop(two, 'SIGKILL')));
    two = await instance('two');
    runs.push(await load('the same, Redis killed halfway', PORTS.nginxPass, () => stop(redis, 'SIGKILL')));
    redis = await startRedis(PORTS.redis, dir);
    started.push(redis);
    runs.push(await load("through nginx's cache", PORTS.nginx));
    // Both instances back on Redis before the spread is measured.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const revalidationSpreadMs = await spread(one, two);
    await screenshotGraphs(PORTS.prometheus, PROMETHEUS_SCREENSHOT, (Date.now() - loadStarted) / 1000 + 30);
    return {
      runs,
      revalidationSpreadMs,
      prometheus: {
        targets: seen.targets ?? [],
        requestsPerSecond: seen.requestsPerSecond ?? null,
        p95Seconds: seen.p95Seconds ?? null,
        scrapeProblems: seen.scrapeProblems ?? ['no scrape was taken'],
        quoted: seen.quoted ?? [],
        screenshot: PROMETHEUS_SCREENSHOT,
      },
    };
  } finally {
    for (const running of started.reverse()) await stop(running, running.name === 'nginx' ? 'SIGTERM' : 'SIGKILL');
  }
}

/** Rounds of: a page kept by the other instance, a revalidation sent to one, the time until the other renders it again. */
async function spread(one: Started, two: Started, rounds = 20): Promise<{ rounds: number; p50: number; max: number }> {
  const state = async (port: number) => (await fetch(`http://${HOST}:${port}/news`)).headers.get('x-site-cache');
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    await state(two.port);
    await state(two.port);
    const sent = Date.now();
    await fetch(`http://${HOST}:${one.port}/_site/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({ tags: ['news'] }),
    });
    while ((await state(two.port)) === 'HIT') {
      if (Date.now() - sent > 10_000) throw new Error('a revalidation did not reach the other instance within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(Date.now() - sent);
  }
  times.sort((a, b) => a - b);
  return { rounds, p50: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! };
}
