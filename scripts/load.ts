/**
 * `npm run load`: the site under load, on loopback only, bounded in time (it stops by itself).
 *
 * First the compiled server's start-up: time to ready and memory, over three starts.
 *
 * Runs of LOAD_SECONDS (default 30) with LOAD_CONNECTIONS (default 50) connections each, over the main
 * pages, a forwarded call and a forwarded file, against the site as `npm start` runs it:
 *   1. in front of the standalone demo backend;
 *   2. in front of a backend that fails half of the calls (HTTP 500, connection reset, envelope code 503,
 *      HTML instead of JSON, in turn) and answers the other half normally;
 *   3. in front of the demo backend with the page cache off (REVALIDATE_SECONDS=0): every view rendered.
 * Prints requests/s, latency p50/p99, errors, non-2xx answers (and how many of them are failures the
 * faulty backend gave a forwarded call, passed on as they are), the answers by status, and the server's
 * memory before, at its peak, and after each of LOAD_RUNS (default 2) identical runs on the same process:
 * RSS, and the JavaScript heap in use after a full garbage collection (the server runs with --expose-gc
 * and a preloaded probe on a port of its own, scripts/support/heap-probe.cjs). Flat memory: the heap after
 * GC does not grow from run to run. Writes the figures to reports/load.json; each server's output goes to
 * reports/load-*.log. Then the same pages against
 * two instances sharing Redis behind nginx, with an instance and then Redis killed halfway, and the spread
 * of a revalidation between instances (scripts/load-topology.ts).
 * The metrics' cost (issue 47): cached pages only, against a site with METRICS on and one with it off, in alternated
 * rounds (LOAD_AB_ROUNDS, default 3, of LOAD_AB_SECONDS, default 15, each), the median throughput of each.
 * Needs a production build (`npm run build`).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createHarness, HOST, loadFigures, machine, requireBuild, TSX, waitFor, type LoadFigures } from './support/harness';
import { topologyLoad } from './load-topology';
import { startupFigures } from './support/startup-figures';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
/** Runs per scenario on the same server process (the first gives the throughput figures). */
const RUNS = Math.max(1, Number(process.env.LOAD_RUNS ?? 2));
const PORTS = { backend: 4610, faulty: 4611, site: 3610, siteFaulty: 3611, siteUncached: 3612, metricsOn: 3613, metricsOff: 3614 };
/** The metrics' cost (issue 47): rounds of cached pages against a site with metrics and one without, alternated. */
const AB_ROUNDS = Math.max(1, Number(process.env.LOAD_AB_ROUNDS ?? 5));
const AB_SECONDS = Number(process.env.LOAD_AB_SECONDS ?? Math.min(SECONDS, 15));
/** Marks the load's own forwarded calls, so the faulty backend can count the failures it gave them. */
const FORWARDED_MARK = 'x-load-forwarded';
/** Failures the faulty backend injected into forwarded calls that the visitor sees as non-2xx (500, reset). */
let injectedForwardedNon2xx = 0;
const PAGES = ['/', '/about', '/product', '/product/detail/101', '/investor', '/news', '/news/detail/201', '/contact'];

const harness = createHarness('load');
harness.deadline(SECONDS * 3 * RUNS + SECONDS * 4 + AB_ROUNDS * 2 * AB_SECONDS + 540, 'load');

/** RSS in MB of a process and all its descendants (Linux /proc). */
function treeRssMb(pid: number): number {
  const pids = [pid];
  for (let index = 0; index < pids.length; index += 1) {
    const taskDir = `/proc/${pids[index]}/task`;
    if (!existsSync(taskDir)) continue;
    for (const task of readdirSync(taskDir)) {
      const children = readFileSync(`${taskDir}/${task}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  let kb = 0;
  for (const id of pids) {
    const status = existsSync(`/proc/${id}/status`) ? readFileSync(`/proc/${id}/status`, 'utf8') : '';
    kb += Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}

/** A backend in front of the demo backend that fails every other call, in four different ways. */
function faultyBackend(): Promise<void> {
  let count = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const isCall = req.url?.startsWith('/api/web/');
    count += 1;
    // Half of the calls, at random (a strict alternation would fail the same call of a page every time).
    if (isCall && Math.random() < 0.5) {
      const forwarded = req.headers[FORWARDED_MARK] !== undefined;
      switch (count % 4) {
        case 0:
          if (forwarded) injectedForwardedNon2xx += 1;
          res.writeHead(500, { 'content-type': 'text/html' }).end('<html>500</html>');
          return;
        case 1:
          if (forwarded) injectedForwardedNon2xx += 1;
          req.socket.destroy();
          return;
        case 2:
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 503, msg: '服务繁忙', data: null }));
          return;
        default:
          res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><h1>维护中</h1>');
          return;
      }
    }
    const answer = await fetch(`http://${HOST}:${PORTS.backend}${req.url}`, {
      method: req.method,
      headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  harness.onCleanUp(() => server.close());
  return new Promise((resolve) => server.listen(PORTS.faulty, HOST, resolve));
}

type RunFigures = LoadFigures & {
  run: string;
  /** Of the non-2xx answers, the failures the faulty backend gave forwarded calls (passed on as they are). */
  forwardedFailures: number;
  memoryBeforeMb: number;
  memoryPeakMb: number;
  /** RSS after each run on the same process (LOAD_RUNS, default 2): flat memory does not climb run by run. */
  memoryAfterRunsMb: number[];
  /** JavaScript heap in use after a full garbage collection: before, and after each run. */
  heapBeforeMb: number;
  heapAfterRunsMb: number[];
  statusCodes: Record<string, number>;
  /** How the last run's page views were served (x-site-cache). */
  cacheStates: Record<string, number>;
};

/** The heap probe's port of a site (scripts/support/heap-probe.cjs). */
const probePort = (sitePort: number) => sitePort + 2000;

/** Heap in use after a full GC, in MB, from the heap probe preloaded into the site. */
async function heapAfterGcMb(sitePort: number): Promise<number> {
  const memory = (await (await fetch(`http://${HOST}:${probePort(sitePort)}/`)).json()) as { heapUsed: number; gcExposed: boolean };
  if (!memory.gcExposed) throw new Error('the site does not expose gc: run it with --expose-gc');
  return Math.round(memory.heapUsed / 2 ** 20);
}

async function run(name: string, port: number, pid: number): Promise<RunFigures> {
  const base = `http://${HOST}:${port}`;
  // Warm up: every page a few times (the first views compile nothing, but fill the kept answers).
  for (let round = 0; round < 4; round += 1) for (const page of PAGES) await fetch(base + page).then((response) => response.arrayBuffer());
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const heapBeforeMb = await heapAfterGcMb(port);
  const memoryBeforeMb = treeRssMb(pid);
  let memoryPeakMb = memoryBeforeMb;
  const sampler = setInterval(() => (memoryPeakMb = Math.max(memoryPeakMb, treeRssMb(pid))), 1000);

  const cacheStates: Record<string, number> = {};
  const load = (countStates = false) =>
    autocannon({
      url: base,
      setupClient: (client) => {
        if (!countStates) return;
        // autocannon hands over the parser's record: the raw headers as a flat [name, value, …] list.
        client.on('headers', (info) => {
          const raw = (info as unknown as { headers?: string[] }).headers ?? [];
          for (let index = 0; index + 1 < raw.length; index += 2) {
            if (raw[index]!.toLowerCase() !== 'x-site-cache') continue;
            const state = raw[index + 1]!;
            cacheStates[state] = (cacheStates[state] ?? 0) + 1;
          }
        });
      },
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      requests: [
        ...PAGES.map((page) => ({ method: 'GET' as const, path: page })),
        {
          method: 'POST' as const,
          path: '/api/web/get_site_list',
          headers: { 'content-type': 'application/json', [FORWARDED_MARK]: '1' },
          body: '{}',
        },
        { method: 'GET' as const, path: '/api/files/logo.png' },
      ],
    });
  injectedForwardedNon2xx = 0;
  const result = await load(RUNS === 1);
  const injected = injectedForwardedNon2xx;
  const memoryAfterRunsMb: number[] = [];
  const heapAfterRunsMb: number[] = [];
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    memoryAfterRunsMb.push(treeRssMb(pid));
    heapAfterRunsMb.push(await heapAfterGcMb(port));
  };
  await settle();
  // The same again: memory that keeps growing run after run is a leak; memory that settles is the heap
  // V8 grew for the load and keeps.
  for (let repeat = 1; repeat < RUNS; repeat += 1) {
    await load(repeat === RUNS - 1);
    await settle();
  }
  clearInterval(sampler);
  return {
    run: name,
    ...loadFigures(result),
    forwardedFailures: injected,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats as Record<string, { count: number }>).map(([code, stats]) => [code, stats.count]),
    ),
    memoryBeforeMb,
    memoryPeakMb,
    memoryAfterRunsMb,
    heapBeforeMb,
    heapAfterRunsMb,
    cacheStates,
  };
}

/**
 * Cached pages only, alternately against a site with the metrics and one without (issue 47). Two processes on two
 * cores shared with the load generator vary by several per cent from one run to the next, so each round is a pair, in
 * alternating order, and the cost is the median of the pairs' differences. Beside it, what the metrics' own work
 * costs a request, timed in this process over 200,000 requests: the part of the difference that is not noise.
 */
async function metricsCost() {
  const pages = PAGES.map((page) => ({ method: 'GET' as const, path: page }));
  const once = async (port: number) => {
    const result = await autocannon({
      url: `http://${HOST}:${port}`,
      connections: CONNECTIONS,
      duration: AB_SECONDS,
      timeout: 10,
      requests: pages,
    });
    if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`the metrics' A/B run on ${port} had failures`);
    return Math.round(result.requests.average);
  };
  for (const port of [PORTS.metricsOn, PORTS.metricsOff])
    for (let round = 0; round < 4; round += 1)
      for (const page of PAGES) await fetch(`http://${HOST}:${port}${page}`).then((response) => response.arrayBuffer());
  const onRps: number[] = [];
  const offRps: number[] = [];
  for (let round = 0; round < AB_ROUNDS; round += 1) {
    // Alternated, and which goes first alternated too: a machine's speed that drifts falls on both alike.
    const order = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
    for (const which of order) (which === 'on' ? onRps : offRps).push(await once(which === 'on' ? PORTS.metricsOn : PORTS.metricsOff));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const pairs = onRps.map((on, index) => ((offRps[index]! - on) / offRps[index]!) * 100);
  // The metrics' own work per request (the route's template, the request's histogram, the page-cache lookup), timed.
  const { createSiteMetrics } = await import('@/lib/server/metrics');
  const { routeMatcher } = await import('@/lib/server/route-template');
  const manifest = JSON.parse(readFileSync('.next/routes-manifest.json', 'utf8')) as { staticRoutes: []; dynamicRoutes: [] };
  const route = routeMatcher([...manifest.staticRoutes, ...manifest.dynamicRoutes]);
  const timed = createSiteMetrics({ buildId: 'x', version: 'x', calls: [], limitedCalls: [], ready: () => true, inFlight: () => 0 });
  const started = performance.now();
  for (let index = 0; index < 200_000; index += 1) {
    timed.request(route(PAGES[index % PAGES.length]!), 'GET', 200, 'HIT', 0.002, true);
    timed.pageLookup('memory', 'hit');
  }
  const microsecondsPerRequest = Math.round(((performance.now() - started) * 1000 * 100) / 200_000) / 100;
  return {
    onRps,
    offRps,
    medianOn: median(onRps),
    medianOff: median(offRps),
    pairOverheadPercent: pairs.map((pair) => Math.round(pair * 10) / 10),
    overheadPercent: Math.round(median(pairs) * 10) / 10,
    microsecondsPerRequest,
    // That work at the measured rate, as a share of one core.
    ownWorkPercentOfCore: Math.round(((microsecondsPerRequest * median(onRps)) / 1e6) * 1000) / 10,
  };
}

async function main() {
  requireBuild();
  const startup = await startupFigures(PORTS.site);
  console.log(
    `load: start-up of the compiled server (${startup.readyMs.length} starts): ready in ${startup.readyMs.join(', ')} ms; RSS idle ${startup.rssIdleMb.join(', ')} MB, after four pages ${startup.rssAfterPagesMb.join(', ')} MB`,
  );
  harness.start('backend', [TSX, 'demo/server.ts'], {
    DEMO_BACKEND_PORT: String(PORTS.backend),
    DEMO_DATA_DIR: path.join(os.tmpdir(), 'xingyuan-load-data'),
  });
  await faultyBackend();
  // As `npm start` runs the site, plus the heap probe and an exposed gc for the heap figures.
  const site = (port: number, backend: number, env: Record<string, string> = {}) =>
    harness.startSite(
      `site-${port}`,
      port,
      { BACKEND_URL: `http://${HOST}:${backend}`, HEAP_PROBE_PORT: String(probePort(port)), ...env },
      ['--expose-gc', '--require', './scripts/support/heap-probe.cjs'],
    );
  const healthy = site(PORTS.site, PORTS.backend);
  const failing = site(PORTS.siteFaulty, PORTS.faulty);
  const uncached = site(PORTS.siteUncached, PORTS.backend, { REVALIDATE_SECONDS: '0' });
  await waitFor(`http://${HOST}:${PORTS.backend}/api/files/logo.svg`);
  for (const port of [PORTS.site, PORTS.siteFaulty, PORTS.siteUncached]) await waitFor(`http://${HOST}:${port}/icon.svg`);

  console.log(
    `load: ${CONNECTIONS} connections, ${RUNS} runs of ${SECONDS} s per scenario, ${PAGES.length} pages + 1 forwarded call + 1 forwarded file, loopback`,
  );
  const figures = [
    await run('healthy backend', PORTS.site, healthy.pid!),
    await run('backend failing half of the calls', PORTS.siteFaulty, failing.pid!),
    await run('page cache off (every view rendered)', PORTS.siteUncached, uncached.pid!),
  ];
  const alive = [healthy, failing, uncached].every((child) => child.exitCode === null);
  for (const child of [healthy, failing, uncached]) child.kill('SIGTERM');
  console.log(`load: the metrics' cost: cached pages, metrics on and off, ${AB_ROUNDS} alternated rounds of ${AB_SECONDS} s ...`);
  const withMetrics = site(PORTS.metricsOn, PORTS.backend, { METRICS: 'on' });
  const withoutMetrics = site(PORTS.metricsOff, PORTS.backend, { METRICS: 'off' });
  for (const port of [PORTS.metricsOn, PORTS.metricsOff]) await waitFor(`http://${HOST}:${port}/icon.svg`);
  const metrics = await metricsCost();
  for (const child of [withMetrics, withoutMetrics]) child.kill('SIGTERM');
  console.log(
    `load: cached pages with metrics ${metrics.onRps.join(', ')} req/s, without ${metrics.offRps.join(', ')} req/s (medians ${metrics.medianOn} and ${metrics.medianOff}); the pairs' cost ${metrics.pairOverheadPercent.join(', ')} %, median ${metrics.overheadPercent} % (target: under 3 %); the metrics' own work ${metrics.microsecondsPerRequest} µs a request, ${metrics.ownWorkPercentOfCore} % of a core at that rate`,
  );
  console.log('load: two instances sharing Redis behind nginx (scripts/load-topology.ts) ...');
  const topology = await topologyLoad({ backendPort: PORTS.backend, seconds: SECONDS, connections: CONNECTIONS, pages: PAGES });

  console.table(
    Object.fromEntries(
      figures.map((figure) => [
        figure.run,
        {
          'req/s': figure.requestsPerSecond,
          'p50 ms': figure.latencyP50Ms,
          'p99 ms': figure.latencyP99Ms,
          requests: figure.requests,
          errors: figure.errors,
          timeouts: figure.timeouts,
          'non-2xx': figure.non2xx,
          'of which forwarded failures': figure.forwardedFailures,
          'RSS MB: before, peak, after each run': [figure.memoryBeforeMb, figure.memoryPeakMb, ...figure.memoryAfterRunsMb].join(' / '),
          'heap after GC MB: before, after each run': [figure.heapBeforeMb, ...figure.heapAfterRunsMb].join(' / '),
        },
      ]),
    ),
  );
  for (const figure of figures) {
    console.log(
      `load: ${figure.run}: first run's statuses ${JSON.stringify(figure.statusCodes)}; last run's page views served ${JSON.stringify(figure.cacheStates)}`,
    );
  }
  console.table(
    Object.fromEntries(
      topology.runs.map((run) => [
        run.run,
        {
          'req/s': run.requestsPerSecond,
          'p50 ms': run.latencyP50Ms,
          'p99 ms': run.latencyP99Ms,
          requests: run.requests,
          errors: run.errors,
          timeouts: run.timeouts,
          'non-2xx': run.non2xx,
        },
      ]),
    ),
  );
  const { rounds, p50, max } = topology.revalidationSpreadMs;
  console.log(`load: revalidation sent to one instance, seen by the other: p50 ${p50} ms, max ${max} ms (${rounds} rounds)`);
  const seen = topology.prometheus;
  console.log(
    `load: Prometheus scraped ${seen.targets.join(', ')}; halfway through the first run it read ${seen.requestsPerSecond?.toFixed(0) ?? '-'} req/s and a p95 of ${seen.p95Seconds === null ? '-' : `${Math.round(seen.p95Seconds * 1000)} ms`}; its graph: ${seen.screenshot}`,
  );
  console.log(
    `load: one instance's /_site/metrics during the load (reports/load-metrics-scrape.txt), a few lines:\n  ${seen.quoted.join('\n  ')}`,
  );
  if (seen.scrapeProblems.length > 0) console.log(`load: THE SCRAPE LACKED ${seen.scrapeProblems.join('; ')}`);
  const topologyFailures = topology.runs.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0);
  if (topologyFailures > 0) console.log(`load: ${topologyFailures} FAILED REQUESTS in the multi-instance runs`);
  console.log(alive ? 'load: every server still running' : 'load: A SERVER EXITED');
  mkdirSync('reports', { recursive: true });
  const measuredOn = machine();
  writeFileSync(
    'reports/load.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: measuredOn,
        connections: CONNECTIONS,
        seconds: SECONDS,
        runs: RUNS,
        startup,
        figures,
        metrics,
        topology,
        serversAlive: alive,
      },
      null,
      2,
    ),
  );
  console.log(`load: ${measuredOn}; figures in reports/load.json`);
  harness.cleanUp();
  if (!alive || topologyFailures > 0 || seen.scrapeProblems.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`load: ${error instanceof Error ? error.message : String(error)}`);
  harness.cleanUp();
  process.exitCode = 1;
});
