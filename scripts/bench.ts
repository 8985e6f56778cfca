/**
 * `npm run bench`: how fast the site is, next to a floor measured in the same run, on loopback only.
 *
 * Starts the standalone demo backend behind a counting doorway (every `web/*` call is counted), the site as
 * `npm start` runs it in front of it, and a floor: a bare Next.js + React page, built and served by this
 * script with the same Next.js and React. Then measures, per page type in both languages (home, product list
 * and detail, investor, news list and detail, about, contact, search, sign-in):
 *   1. Lighthouse (Debian Chromium, scripts/support/lighthouse.ts) three ways: mobile simulated, mobile with
 *      slow 4G and 4× CPU applied for real (first paint observed; Lighthouse's reading of its trace kept),
 *      and desktop: the four category scores, FCP, LCP, CLS, TBT, total bytes, for each page and the floor
 *      page. BENCH_LIGHTHOUSE_RUNS (default 3) completed runs per page and mode (failed runs are retried),
 *      reduced to each figure's median with the ranges; then each page against the floor and issue 21's
 *      targets (scripts/support/bench-figures.ts).
 *   2. JavaScript and CSS transferred in a real browser (Playwright), next to the floor page's.
 *   3. The HTML's compressed size (brotli and gzip, as the site serves it), and its first screen's (issue 48): the
 *      brotli bytes up to the last text the first screen shows, at a phone's and a desktop's width
 *      (scripts/support/first-screen.ts), against one round trip's 14 KB.
 *   4. Backend calls per page view in a real browser: cold (every page expired through the revalidation
 *      endpoint first) and warm (the same view again), including whatever the page's links prefetch.
 *   5. Cached-page throughput with autocannon (BENCH_CONNECTIONS connections, BENCH_SECONDS per page),
 *      next to a plain Node static file server serving the same HTML bytes in the same run.
 *   6. Search answer time: `web/search` suggestion queries asked through the site as the search field asks
 *      them (one after another, SEARCH_ROUNDS each), median, p95 and max per query.
 * Prints a table per measure and writes everything to reports/bench.json; server output goes to
 * reports/bench-*.log. BENCH_ONLY=lighthouse,weight,html,calls,throughput,search runs a subset of the
 * measures, BENCH_PAGES=/investor,/search?q=XY62 a subset of the pages. BENCH_BEFORE=<a built checkout of the
 * site> also serves that build (against the same backend) and measures each page there too, interleaved
 * with this build's, in the same run: Lighthouse, weight and HTML, as "before <page>" (BENCH_BEFORE_BACKEND=own: in
 * front of its own embedded demo backend, for a build that cannot read today's). BENCH_BESIDE=cpu runs Lighthouse's
 * runs (the floor's and every page's) with one CPU-bound process beside them (issue 48: the targets still held so).
 * Needs a production build (`npm run build`; `npm run bench` builds first).
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium, type Browser } from '@playwright/test';
import { createHarness, HOST, machine, requireBuild, TSX, waitFor } from './support/harness';
import { judge, round, summarise, TARGETS, type Figures, type Measured } from './support/bench-figures';
import { lighthouseRun, MODES } from './support/lighthouse';
import { QUIET_CHROMIUM_FLAGS } from './support/chromium';
import { firstScreen, ONE_ROUND_TRIP_BYTES, type FirstScreen } from './support/first-screen';
import { htmlParts, partsInPage, type HtmlParts, type PartInPage } from './support/html-parts';
import { bestBrotli } from '../lib/server/recompress';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product list', path: '/product' },
  { name: 'product detail', path: '/product/detail/101' },
  { name: 'investor', path: '/investor' },
  { name: 'news list', path: '/news' },
  { name: 'news detail', path: '/news/detail/201' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  // The same page types in English (issue 12): the same targets.
  { name: 'home (en)', path: '/en' },
  { name: 'product list (en)', path: '/en/product' },
  { name: 'product detail (en)', path: '/en/product/detail/101' },
  { name: 'investor (en)', path: '/en/investor' },
  { name: 'news list (en)', path: '/en/news' },
  { name: 'news detail (en)', path: '/en/news/detail/201' },
  { name: 'about (en)', path: '/en/about' },
  { name: 'contact (en)', path: '/en/contact' },
  // Site search (issue 14): a results page of each language.
  { name: 'search', path: '/search?q=XY62', noindex: true },
  { name: 'search (en)', path: '/en/search?q=LDO', noindex: true },
  // Sign-in (issue 21): kept out of search engines, like search.
  { name: 'sign-in', path: '/login', noindex: true },
  { name: 'sign-in (en)', path: '/en/login', noindex: true },
  // From a part number to a design-in (issue 23): a product with a members' document (its one island),
  // the cross-reference (a search, kept out of indexes, and a part's own page), the library, quality.
  { name: "product detail, members' document", path: '/product/detail/106' },
  { name: 'cross-reference search', path: '/product/cross-reference?q=nwp7a20', noindex: true },
  { name: 'cross-reference part', path: '/product/cross-reference/NWP7A2033' },
  { name: 'cross-reference part (en)', path: '/en/product/cross-reference/NWP7A2033' },
  { name: 'design resources', path: '/product/resources' },
  { name: 'quality', path: '/quality' },
] as const satisfies ReadonlyArray<{ name: string; path: string; noindex?: boolean }>;
/** BENCH_PAGES=/investor,/search?q=XY62 measures those pages alone (all of them by default). */
const CHOSEN_PAGES = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((item) => item.trim())
  .filter(Boolean);
const MEASURED = CHOSEN_PAGES.length > 0 ? PAGES.filter((page) => CHOSEN_PAGES.includes(page.path)) : PAGES;
/** Suggestion queries as a visitor types them, asked through the site like the search field does. */
const SEARCH_QUERIES = [
  { lang: 'zh', q: 'x' },
  { lang: 'zh', q: 'XY62' },
  { lang: 'zh', q: 'xy-6201' },
  { lang: 'zh', q: '业绩说明会' },
  { lang: 'zh', q: '降压 转换器' },
  { lang: 'en', q: 'results briefing' },
  { lang: 'en', q: 'LDO' },
  { lang: 'zh', q: '没有这样的东西 zzzz' },
] as const;
const SEARCH_ROUNDS = 50;
const PORTS = { backend: 4710, doorway: 4711, site: 3710, floor: 3711, static: 3712, before: 3713 };
const SITE = `http://${HOST}:${PORTS.site}`;
/** Another built checkout to measure beside this one (BENCH_BEFORE), served on its own port. */
const BEFORE_DIR = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
/**
 * BENCH_BEFORE_BACKEND=own: that build reads its own embedded demo backend (the content and the contract it
 * was built with) instead of today's, which a build from before a contract change may not read.
 */
const BEFORE_OWN_BACKEND = process.env.BENCH_BEFORE_BACKEND === 'own';
const BEFORE = `http://${HOST}:${PORTS.before}`;
/** Each measured page's label and address: this build's, and the same page on the build before when one is given. */
const MEASURED_TARGETS = MEASURED.flatMap((page) => [
  ...(BEFORE_DIR ? [{ page, label: `before ${page.path}`, url: BEFORE + page.path }] : []),
  { page, label: page.path, url: SITE + page.path },
]);
const FLOOR = `http://${HOST}:${PORTS.floor}`;
const STATIC = `http://${HOST}:${PORTS.static}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/** BENCH_BESIDE=cpu: one CPU-bound process beside Lighthouse's runs, for as long as they last. */
const CPU_BESIDE = (() => {
  const beside = process.env.BENCH_BESIDE ?? '';
  if (beside !== '' && beside !== 'cpu') throw new Error(`BENCH_BESIDE=${beside}: only "cpu" (one CPU-bound process) is known`);
  return beside === 'cpu';
})();
const ONLY = new Set((process.env.BENCH_ONLY ?? 'lighthouse,weight,html,calls,throughput,search').split(',').map((item) => item.trim()));
const SECRET = 'bench-revalidate-secret-0123456789';
const ALL_TAGS = ['site', 'banner', 'page', 'company', 'milestone', 'product', 'news', 'investor'];
const FLOOR_DIR = path.join('reports', 'bench-floor');
const FLOOR_LABEL = 'floor (bare Next.js + React)';
const KB = 1024;

const harness = createHarness('bench');
// About 190 Lighthouse runs of 10–30 s each, then the other measures.
harness.deadline(150 * 60, 'bench');

const kb = (bytes: number) => round(bytes / KB, 1);

// ---------------------------------------------------------------------------------------------------------
// Servers

/** Counts the `web/*` calls on their way to the demo backend, by call name and payload. */
function countingDoorway() {
  let calls: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.url?.startsWith('/api/web/')) calls.push(`${req.url.slice('/api/'.length)} ${body.toString('utf8')}`);
      const upstream = httpRequest(
        { host: HOST, port: PORTS.backend, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(body);
    });
  });
  harness.onCleanUp(() => server.close());
  return {
    listen: () => new Promise<void>((resolve) => server.listen(PORTS.doorway, HOST, resolve)),
    /** The calls counted since the last take. */
    take: () => {
      const taken = calls;
      calls = [];
      return taken;
    },
  };
}

/** A bare Next.js + React page (App Router, one server-rendered heading), built with this repo's Next.js. */
function buildFloor() {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  mkdirSync(path.join(FLOOR_DIR, 'app'), { recursive: true });
  writeFileSync(path.join(FLOOR_DIR, 'package.json'), JSON.stringify({ private: true, name: 'bench-floor' }));
  writeFileSync(path.join(FLOOR_DIR, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(
    path.join(FLOOR_DIR, 'app', 'layout.jsx'),
    'export const metadata = { title: "floor" };\nexport default function Layout({ children }) {\n  return <html lang="zh-CN"><body>{children}</body></html>;\n}\n',
  );
  writeFileSync(
    path.join(FLOOR_DIR, 'app', 'page.jsx'),
    'export default function Page() {\n  return <main><h1>星垣微电子</h1><p>Next.js + React</p></main>;\n}\n',
  );
  execFileSync(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build', FLOOR_DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

/** Builds the floor page and serves it on its port, once per bench run. */
let floorStarted: Promise<void> | null = null;
function startFloor(): Promise<void> {
  floorStarted ??= (async () => {
    buildFloor();
    harness.start(
      'floor',
      [
        process.execPath,
        path.join('node_modules', 'next', 'dist', 'bin', 'next'),
        'start',
        FLOOR_DIR,
        '-p',
        String(PORTS.floor),
        '-H',
        HOST,
      ],
      { NEXT_TELEMETRY_DISABLED: '1' },
    );
    await waitFor(FLOOR);
  })();
  return floorStarted;
}

/** A plain Node static file server: one file, read from disk per request, as `serve`-like servers do. */
function staticServer(file: string) {
  const server = createServer((req, res) => {
    const size = statSync(file).size;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': size });
    createReadStream(file).pipe(res);
  });
  harness.onCleanUp(() => server.close());
  return new Promise<void>((resolve) => server.listen(PORTS.static, HOST, resolve));
}

// ---------------------------------------------------------------------------------------------------------
// Measures

/**
 * LIGHTHOUSE_RUNS completed runs per page and mode (mobile simulated, mobile with throttling applied,
 * desktop; a failed run is retried, up to as many times again), reduced to each figure's median. The floor
 * page is measured the same way, in the same run, first.
 */
async function lighthouseRuns(): Promise<Record<string, Measured>> {
  const results: Record<string, Measured> = {};
  const targets = [{ label: FLOOR_LABEL, url: `${FLOOR}/` }, ...MEASURED_TARGETS];
  const beside = CPU_BESIDE ? harness.startCpuBound() : null;
  try {
    return await measureEach(targets, results);
  } finally {
    beside?.kill('SIGTERM');
  }
}

async function measureEach(targets: ReadonlyArray<{ label: string; url: string }>, results: Record<string, Measured>) {
  for (const target of targets) {
    const figures = {} as Measured;
    for (const mode of MODES) {
      const runs: Figures[] = [];
      let failed = 0;
      while (runs.length < LIGHTHOUSE_RUNS && failed < LIGHTHOUSE_RUNS) {
        const run = await lighthouseRun(target.url, mode, CHROMIUM, CHROME_FLAGS);
        if (run) runs.push(run);
        else failed += 1;
      }
      if (runs.length === 0) throw new Error(`Lighthouse failed ${failed} times on ${target.url} (${mode})`);
      figures[mode] = summarise(runs);
    }
    results[target.label] = figures;
    console.log(
      `bench: lighthouse ${target.label}: mobile ${figures.mobile.performance}, applied FCP ${figures['mobile-applied'].fcpMs} ms, desktop ${figures.desktop.performance}`,
    );
  }
  return results;
}

/** Lighthouse's tables: each mode's medians, then every page against the floor, then the traces' story. */
function printLighthouse(lighthouse: Record<string, Measured>) {
  const floor = lighthouse[FLOOR_LABEL]!;
  for (const mode of MODES) {
    console.log(
      `\nLighthouse ${mode === 'mobile-applied' ? 'mobile, slow 4G and 4× CPU applied (devtools)' : `${mode} (simulated)`}: medians of ${LIGHTHOUSE_RUNS} run(s), ranges of all${CPU_BESIDE ? '; one CPU-bound process beside' : ''}`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(lighthouse).map(([page, figures]) => {
          const figure = figures[mode];
          return [
            page,
            {
              perf: figure.performance,
              'perf range': figure.performanceRange.join('–'),
              'FCP ms': figure.fcpMs,
              'FCP range': figure.fcpRangeMs.join('–'),
              'LCP ms': figure.lcpMs,
              'TBT ms': figure.tbtMs,
              'TBT range': figure.tbtRangeMs.join('–'),
              CLS: figure.cls,
              a11y: figure.accessibility,
              'best pr.': figure.bestPractices,
              seo: figure.seo,
              'total KB': figure.totalKb,
            },
          ];
        }),
      ),
    );
  }
  console.log(
    `\nEach page against the floor in this run (targets: mobile within ${TARGETS.performancePoints} points, applied first paint within ${TARGETS.appliedFcpMs} ms, ` +
      `TBT at most ${TARGETS.tbtRatio}×, CLS 0, desktop 100, accessibility, best practices and SEO 100 (SEO not counted on noindex pages))`,
  );
  console.table(
    Object.fromEntries(
      MEASURED_TARGETS.filter(({ label }) => lighthouse[label]).map(({ page, label }) => {
        const verdict = judge(lighthouse[label]!, floor, { noindex: 'noindex' in page && page.noindex });
        return [
          label,
          {
            'points behind': verdict.performanceBehind,
            'applied FCP later ms': verdict.appliedFcpLaterMs,
            'TBT ×': verdict.tbtRatio,
            misses: verdict.misses.join('; ') || 'none',
          },
        ];
      }),
    ),
  );
  console.log(
    '\nWhere the time goes, throttling applied (the median-FCP run: main thread by kind, ms; what held the first paint; the largest paint)',
  );
  console.table(
    Object.fromEntries(
      Object.entries(lighthouse).map(([page, figures]) => {
        const story = figures['mobile-applied'].story;
        if (!story) return [page, {}];
        const thread = story.mainThread;
        return [
          page,
          {
            script: thread.scriptEvaluation ?? 0,
            compile: thread.scriptParseCompile ?? 0,
            'style+layout': thread.styleLayout ?? 0,
            'parse HTML+CSS': thread.parseHTML ?? 0,
            paint: thread.paintCompositeRender ?? 0,
            'held first paint': story.renderBlocking.map((item) => `${item.url.split('/').pop()} ${item.wastedMs}`).join(', '),
            'long tasks': story.longTasks.map((task) => task.durationMs).join(' '),
            'LCP phases': Object.values(story.lcpPhases).join(' / '),
            'LCP element': story.lcpElement,
          },
        ];
      }),
    ),
  );
}

type Weight = { jsKb: number; cssKb: number; jsFiles: number; cssFiles: number };

/** JavaScript and CSS transferred (encoded body bytes) by one fresh page load, until the network is idle. */
async function weightOf(browser: Browser, url: string, viewport: { width: number; height: number }): Promise<Weight> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const sizes: Array<Promise<{ type: string; bytes: number }>> = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') sizes.push(request.sizes().then((size) => ({ type, bytes: size.responseBodySize })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const settled = await Promise.all(sizes);
  await context.close();
  const sum = (type: string) => settled.filter((item) => item.type === type).reduce((total, item) => total + item.bytes, 0);
  const count = (type: string) => settled.filter((item) => item.type === type).length;
  return { jsKb: kb(sum('script')), cssKb: kb(sum('stylesheet')), jsFiles: count('script'), cssFiles: count('stylesheet') };
}

/** The body bytes as they travel, undecoded, for a client accepting `encoding`. */
function servedBody(url: string, encoding: string) {
  return new Promise<Buffer>((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const served = response.headers['content-encoding'] ?? 'identity';
      if (served !== encoding) reject(new Error(`${url} was served with ${served}, not ${encoding}`));
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    })
      .on('error', reject)
      .end();
  });
}

const servedBytes = async (url: string, encoding: string) => (await servedBody(url, encoding)).length;

/**
 * The page's brotli bytes as the site keeps it: a render's answer is compressed at quality 6, and the kept page's
 * brotli made again at the best once it is asked for again (lib/server/recompress.ts), one page at a time. Asked
 * until it is what the best quality makes of the page's body, the server's own function on the body it serves: after a
 * revalidation of every page, dozens wait their turn, and on a slow machine two answers a quarter second apart
 * could both still be the first (a run of 2026-12-02 read `/investor` as 29.9 KB, the page was 26.8 once made again).
 */
async function keptBrotliBytes(url: string): Promise<number> {
  const best = (await bestBrotli(await servedBody(url, 'identity'))).length;
  let last = -1;
  for (let asked = 0; asked < 240; asked++) {
    last = await servedBytes(url, 'br');
    if (last <= best) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.warn(
    `bench: ${url}'s brotli was not made again at the best quality within a minute: ${last} bytes as served, ${best} at the best`,
  );
  return last;
}

async function htmlSizes(url: string) {
  return {
    brotliKb: kb(await keptBrotliBytes(url)),
    gzipKb: kb(await servedBytes(url, 'gzip')),
    rawKb: kb(await servedBytes(url, 'identity')),
  };
}

async function revalidateAll() {
  const response = await fetch(`${SITE}/_site/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: ALL_TAGS }),
  });
  if (!response.ok) throw new Error(`revalidation endpoint answered ${response.status}`);
}

/** Backend calls made while a browser loads the page and its links' prefetches, until the network is idle. */
async function callsOfView(browser: Browser, url: string, doorway: ReturnType<typeof countingDoorway>) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  doorway.take();
  await page.goto(url, { waitUntil: 'networkidle' });
  // Prefetches start when links enter the viewport after hydration: give them time to finish.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await context.close();
  return doorway.take();
}

/** How long the site takes to answer each suggestion query, asked one after another (ms). */
async function searchTimes() {
  const rows: Record<string, { medianMs: number; p95Ms: number; maxMs: number; results: number }> = {};
  for (const { lang, q } of SEARCH_QUERIES) {
    const times: number[] = [];
    let results = 0;
    for (let round = 0; round < SEARCH_ROUNDS + 5; round += 1) {
      const started = performance.now();
      const response = await fetch(`${SITE}/api/web/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lang, q, page_size: 8 }),
      });
      const body = (await response.json()) as { code: number; data: { total: number } };
      if (body.code !== 1) throw new Error(`web/search "${q}" answered code ${body.code}`);
      results = body.data.total;
      // The first rounds warm the index and the connection.
      if (round >= 5) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows[`${lang}: ${q}`] = {
      medianMs: round(times[Math.floor(times.length / 2)]!, 1),
      p95Ms: round(times[Math.floor(times.length * 0.95)]!, 1),
      maxMs: round(times.at(-1)!, 1),
      results,
    };
  }
  return rows;
}

async function throughput(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { requestsPerSecond: round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  requireBuild();
  if (BEFORE_DIR) requireBuild(BEFORE_DIR);
  const doorway = countingDoorway();
  harness.start('backend', [TSX, 'demo/server.ts'], {
    DEMO_BACKEND_PORT: String(PORTS.backend),
    DEMO_DATA_DIR: path.join(os.tmpdir(), 'xingyuan-bench-data'),
  });
  await doorway.listen();
  // Both builds behind the same counting doorway, with the same revalidation secret.
  // Limits relaxed: the bench renders the same searches many times from one address, to measure them.
  const siteEnv = { BACKEND_URL: `http://${HOST}:${PORTS.doorway}`, REVALIDATE_SECRET: SECRET, RATE_LIMIT_MULTIPLIER: '100' };
  harness.startSite('site', PORTS.site, siteEnv);
  if (BEFORE_DIR) harness.startSite('before', PORTS.before, BEFORE_OWN_BACKEND ? { REVALIDATE_SECRET: SECRET } : siteEnv, [], BEFORE_DIR);
  await waitFor(`http://${HOST}:${PORTS.backend}/api/files/logo.svg`);
  await waitFor(`${SITE}/icon.svg`);
  if (BEFORE_DIR) await waitFor(`${BEFORE}/icon.svg`);
  const report: Record<string, unknown> = { date: new Date().toISOString(), machine: machine(), pages: MEASURED, before: BEFORE_DIR };

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: QUIET_CHROMIUM_FLAGS });
  try {
    if (ONLY.has('calls')) {
      const calls: Record<
        string,
        { htmlCold: number; htmlWarm: number; cold: number; coldRepeated: number; warm: number; coldCalls: string[]; warmCalls: string[] }
      > = {};
      for (const page of MEASURED) {
        // The page's own render: the HTML alone, cold then warm.
        await revalidateAll();
        doorway.take();
        await fetch(SITE + page.path);
        const htmlCold = doorway.take();
        await fetch(SITE + page.path);
        const htmlWarm = doorway.take();
        // A browser's view: the page, its islands' calls, and the renders of the links it prefetches.
        await revalidateAll();
        const cold = await callsOfView(browser, SITE + page.path, doorway);
        const warm = await callsOfView(browser, SITE + page.path, doorway);
        calls[page.path] = {
          htmlCold: htmlCold.length,
          htmlWarm: htmlWarm.length,
          cold: cold.length,
          coldRepeated: cold.length - new Set(cold).size,
          warm: warm.length,
          coldCalls: cold,
          warmCalls: warm,
        };
      }
      report.backendCallsPerView = calls;
      console.log('\nBackend calls per page view, counted at the demo backend (cold: every page and answer expired first)');
      console.table(
        Object.fromEntries(
          Object.entries(calls).map(([page, figure]) => [
            page,
            {
              'HTML cold': figure.htmlCold,
              'HTML warm': figure.htmlWarm,
              'browser cold (with prefetches)': figure.cold,
              'asked twice': figure.coldRepeated,
              'browser warm': figure.warm,
              'warm calls': figure.warmCalls.map((call) => call.split(' ', 1)[0]).join(' '),
            },
          ]),
        ),
      );
    }

    // Everything below measures warm, cached pages.
    for (const { url } of MEASURED_TARGETS) await fetch(url);

    if (ONLY.has('weight')) {
      await startFloor();
      const phone = { width: 390, height: 844 };
      const floor = await weightOf(browser, FLOOR, phone);
      const weights: Record<string, Weight & { jsOverFloorKb: number }> = {};
      for (const { label, url } of MEASURED_TARGETS) {
        const weight = await weightOf(browser, url, phone);
        weights[label] = { ...weight, jsOverFloorKb: round(weight.jsKb - floor.jsKb, 1) };
      }
      report.weight = { viewport: phone, floor, pages: weights };
      console.log(
        `\nJavaScript and CSS transferred per page, phone viewport, compressed KB (floor: bare Next.js + React page, JS ${floor.jsKb} KB in ${floor.jsFiles} files, CSS ${floor.cssKb} KB)`,
      );
      console.table(
        Object.fromEntries(
          Object.entries(weights).map(([page, weight]) => [
            page,
            {
              'JS KB': weight.jsKb,
              'JS over floor KB': weight.jsOverFloorKb,
              'JS files': weight.jsFiles,
              'CSS KB': weight.cssKb,
              'CSS files': weight.cssFiles,
            },
          ]),
        ),
      );
    }

    if (ONLY.has('html')) {
      const html: Record<
        string,
        Awaited<ReturnType<typeof htmlSizes>> & {
          firstScreen: Record<'phone' | 'desktop', FirstScreen>;
          parts: HtmlParts;
          partsInPage: PartInPage[];
        }
      > = {};
      for (const { label, url } of MEASURED_TARGETS) {
        const sizes = await htmlSizes(url);
        // The first screen at each width, from the HTML as served (uncompressed here, compressed as the site does).
        const served = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
        const parts = htmlParts(served);
        html[label] = {
          ...sizes,
          firstScreen: {
            phone: await firstScreen(browser, url, served, { width: 390, height: 844 }, parts.wholeBrotli),
            desktop: await firstScreen(browser, url, served, { width: 1440, height: 900 }, parts.wholeBrotli),
          },
          // What the page is made of, and the RSC payload's largest parts (its first 8).
          parts: { ...parts, payloadParts: parts.payloadParts.slice(0, 8) },
          // The page's main content and its four largest sections, priced in the page: not hydrated, or as data.
          partsInPage: partsInPage(served, [
            '#main',
            ...parts.payloadParts
              .map(({ part }) => part)
              .filter((part) => part.startsWith('#') && part !== '#main')
              .slice(0, 4),
          ]),
        };
      }
      report.html = html;
      const shown = (screen: FirstScreen) => (screen.bytes === null ? '-' : kb(screen.bytes));
      const fits = (screen: FirstScreen) => (screen.bytes === null ? '?' : screen.bytes <= ONE_ROUND_TRIP_BYTES ? 'yes' : 'NO');
      console.log(
        `\nHTML per page, KB; the first screen: the brotli bytes up to its last text (phone 390 × 844, desktop 1440 × 900), within one round trip (${ONE_ROUND_TRIP_BYTES / 1024} KB: issue 48)?`,
      );
      console.table(
        Object.fromEntries(
          Object.entries(html).map(([page, size]) => [
            page,
            {
              brotli: size.brotliKb,
              gzip: size.gzipKb,
              uncompressed: size.rawKb,
              'first screen, phone': shown(size.firstScreen.phone),
              'first screen, desktop': shown(size.firstScreen.desktop),
              'in one round trip': `${fits(size.firstScreen.phone)} / ${fits(size.firstScreen.desktop)}`,
              'last text of the phone screen': size.firstScreen.phone.lastText.slice(0, 24),
            },
          ]),
        ),
      );
      console.log(
        "\nWhat each page's HTML is made of, KB brotli (each part compressed alone; and in the page: what the page's brotli loses without it), and its RSC payload's three largest parts (KB uncompressed):",
      );
      console.table(
        Object.fromEntries(
          Object.entries(html).map(([page, { parts }]) => [
            page,
            {
              markup: kb(parts.brotli.markup),
              CSS: kb(parts.brotli.css),
              'RSC payload': kb(parts.brotli.payload),
              'other scripts': kb(parts.brotli.otherScripts),
              'CSS, in the page': kb(parts.inPage.css),
              'payload, in the page': kb(parts.inPage.payload),
              'payload, largest parts': parts.payloadParts
                .slice(0, 3)
                .map(({ part, bytes }) => `${part} ${kb(bytes)}`)
                .join(', '),
            },
          ]),
        ),
      );
      console.log(
        "\nWhat the payload's copy of the page's main content and of its four largest sections costs in the page, KB brotli: left out of the payload (the most not hydrating it could save), and as data only (its texts, links and dates: the most sending it as a client component's compact props could save, before that component's script):",
      );
      console.table(
        Object.fromEntries(
          Object.entries(html).map(([page, size]) => {
            const [main, ...sections] = size.partsInPage;
            const priced = ({ without, asData }: PartInPage) => `${kb(without)} / ${kb(asData)}`;
            return [
              page,
              {
                whole: kb(size.parts.wholeBrotli),
                '#main': main ? priced(main) : '-',
                'its largest sections': sections.map((part) => `${part.part} ${priced(part)}`).join(', '),
              },
            ];
          }),
        ),
      );
    }
  } finally {
    await browser.close();
  }

  // Lighthouse before the throughput runs, whose load would still weigh on the server and the machine.
  if (ONLY.has('lighthouse')) {
    await startFloor();
    const lighthouse = await lighthouseRuns();
    report.lighthouse = { runsPerPage: LIGHTHOUSE_RUNS, beside: CPU_BESIDE ? 'one CPU-bound process' : null, pages: lighthouse };
    printLighthouse(lighthouse);
  }

  if (ONLY.has('search')) {
    const search = await searchTimes();
    report.search = { rounds: SEARCH_ROUNDS, queries: search };
    console.log(`\nSearch answer time through the site (web/search, 8 suggestions, ${SEARCH_ROUNDS} rounds per query, one at a time), ms`);
    console.table(
      Object.fromEntries(
        Object.entries(search).map(([query, row]) => [
          query,
          { median: row.medianMs, p95: row.p95Ms, max: row.maxMs, results: row.results },
        ]),
      ),
    );
  }

  if (ONLY.has('throughput')) {
    const file = path.join('reports', 'bench-static.html');
    await staticServer(file);
    const rows: Record<
      string,
      { site: Awaited<ReturnType<typeof throughput>>; static: Awaited<ReturnType<typeof throughput>>; ratio: number }
    > = {};
    for (const page of MEASURED) {
      // The same bytes the site serves a client that asks for no compression (as autocannon asks).
      writeFileSync(file, Buffer.from(await (await fetch(SITE + page.path)).arrayBuffer()));
      const site = await throughput(SITE + page.path);
      const plain = await throughput(STATIC + '/');
      rows[page.path] = { site, static: plain, ratio: round(site.requestsPerSecond / plain.requestsPerSecond, 2) };
    }
    report.throughput = { connections: CONNECTIONS, seconds: SECONDS, pages: rows };
    console.log(
      `\nCached-page throughput, ${CONNECTIONS} connections, ${SECONDS} s per page and server, loopback (static: plain Node file server, same HTML)`,
    );
    console.table(
      Object.fromEntries(
        Object.entries(rows).map(([page, row]) => [
          page,
          {
            'site req/s': row.site.requestsPerSecond,
            'site p99 ms': row.site.p99Ms,
            'static req/s': row.static.requestsPerSecond,
            'site / static': row.ratio,
            'errors + non-2xx': row.site.errors + row.site.non2xx,
          },
        ]),
      ),
    );
  }

  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', JSON.stringify(report, null, 2));
  console.log(`\nbench: ${report.machine}; figures in reports/bench.json`);
}

main()
  .catch((error: unknown) => {
    console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => harness.cleanUp());
