/**
 * `npm run cms:scale [-- --products 2000 --articles 20000 --rounds 40 --only sqlite|postgres --json <file>]`: the
 * CMS at a real company's size (issue 45 §3), measured and reported, never a timed test.
 *
 * Grows the demo's content to `--products` products and `--articles` news and announcements, most announcements in
 * Chinese only (scripts/support/scale-content.ts), and seeds a CMS of its own with it: on SQLite, then on a Postgres
 * it starts for the purpose (scripts/support/postgres.sh). On each it reports:
 *   - how long the seed took;
 *   - p50, p95 and max of every contract call the CMS answers for the content (`--rounds` calls each, one after
 *     another, with ids, pages and words drawn from the whole content, after a few calls to warm it), asked of the
 *     CMS directly. Not measured: `web/login`, `web/get_member_profile` and `web/get_document_file`, whose cost is
 *     a password hash and one member's row, not the content's size;
 *   - the site's uncached render (REVALIDATE_SECONDS=0: every view rendered) of a product page, a product line (its
 *     selection table, every product of the line), a page of the news list and /investor, in both languages, in
 *     front of the CMS and, in the same rounds (one view of each in turn), in front of the demo backend holding the
 *     same articles (scripts/support/scaled-demo.ts: its product pages are of the demo's own products, whose parts
 *     and quality data it has), run as a service of its own (demo/server.ts) and reached over HTTP as the CMS is.
 * Targets: no page type over 2× the demo's median render, no call over 100 ms at p95.
 * `--seeded <data folder>` measures a CMS already seeded with such content instead (one database: SQLite in the folder,
 * or Postgres with DATABASE_URL; the content is read from the folder's seed/content.json), for example one seeded by
 * an earlier run with `--keep` (which keeps the data folder, and the Postgres cluster, and prints how to start it), or a
 * company's own.
 * Needs the site built (`npm run build`) and the CMS built (`npm run cms -- --setup-only`). Writes its servers'
 * logs in a temporary folder, printed on failure.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_NOW } from '../e2e/support/clock';
import { answering, seedCms, startCms, type CmsEnv } from './support/cms-process';
import { HOST, machine, requireBuild } from './support/harness';
import { scaledContent, type ScalableContent } from './support/scale-content';
import { endWithThisProcess, startInstance, startProcess, stop, type Started } from './support/topology';

const TARGET = { renderRatio: 2, callP95Ms: 100 };

const option = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const SIZE = { products: Number(option('products', '2000')), articles: Number(option('articles', '20000')) };
const ROUNDS = Number(option('rounds', '40'));
/** `--ports <offset>`: another set of loopback ports, to run beside another run. */
const OFFSET = Number(option('ports', '0'));
const PORTS = { cms: 4604 + OFFSET, demoBackend: 4605 + OFFSET, postgres: 4606 + OFFSET, demoSite: 3444 + OFFSET, cmsSite: 3445 + OFFSET };
const SEEDED = option('seeded', '');
/** `--keep`: the data folder (its SQLite database, or the Postgres cluster beside it) is kept and named, to measure it again with `--seeded`. */
const KEEP = process.argv.includes('--keep');
const DATABASES = SEEDED ? [process.env.DATABASE_URL ? 'postgres' : 'sqlite'] : option('only', 'sqlite,postgres').split(',');

/** A repeatable draw (a linear congruential generator): the same ids on every run. */
function draw(seed: number): (count: number) => number {
  let state = seed;
  return (count) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % count;
  };
}

type Stats = { p50: number; p95: number; max: number };
function statsOf(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}

/** What the calls are asked, drawn from the content. */
function callBodies(content: ScalableContent): Record<string, (pick: (count: number) => number) => Record<string, unknown>> {
  const zh = content.articles.zh;
  const products = zh.filter((article) => article.product && article.access !== 'member');
  const others = zh.filter((article) => !article.product && article.access !== 'member');
  const parts = products.flatMap((article) => (article.product!.ordering ?? []).map((part) => part.part_number));
  const categories = [11, 12, 13, 14, 21, 22, 31, 32, 33, 34, 1, 2, 3];
  const lang = (pick: (count: number) => number) => (pick(2) ? 'zh' : 'en');
  const crossParts = (content as { crossReferences?: { zh?: { part_number: string }[] } }).crossReferences?.zh ?? [];
  const notices = (content as { notices?: { number: string }[] }).notices ?? [];
  const words = ['电源', 'LDO', 'XY62', '公告', 'ADC', '传感器', '年度报告', 'Bluetooth'];
  return {
    'web/get_site_list': (pick) => ({ lang: lang(pick) }),
    'web/get_info': (pick) => ({ lang: lang(pick) }),
    'web/get_banner_list': (pick) => ({ lang: lang(pick), position: 'home' }),
    'web/get_experience_list': (pick) => ({ lang: lang(pick) }),
    'web/get_info_by_slug': (pick) => ({ lang: lang(pick), slug: 'about' }),
    'web/get_category_info_by_id': (pick) => ({
      lang: lang(pick),
      id: categories[pick(categories.length)],
      page: 1 + pick(50),
      page_size: 10,
    }),
    'web/get_article_info_by_id': (pick) => ({
      lang: lang(pick),
      id: (pick(2) ? products[pick(products.length)]! : others[pick(others.length)]!).id,
    }),
    'web/generate_verify': (pick) => ({ lang: lang(pick), for: 'web/login' }),
    'web/get_company_profile': (pick) => ({ lang: lang(pick) }),
    'web/get_ir_events': (pick) => ({ lang: lang(pick) }),
    'web/get_stock_quote': (pick) => ({ lang: lang(pick) }),
    'web/get_financials': (pick) => ({ lang: lang(pick) }),
    'web/get_dividends': (pick) => ({ lang: lang(pick) }),
    'web/get_meetings': (pick) => ({ lang: lang(pick) }),
    'web/get_briefings': (pick) => ({ lang: lang(pick) }),
    'web/get_esg': (pick) => ({ lang: lang(pick) }),
    'web/get_compliance': (pick) =>
      pick(2)
        ? { lang: lang(pick), product_id: products[pick(products.length)]!.id }
        : { lang: lang(pick), part: parts[pick(parts.length)] },
    'web/get_sample_options': (pick) => ({ lang: lang(pick), product_id: products[pick(products.length)]!.id }),
    'web/get_change_notices': (pick) =>
      pick(3) === 0 && notices.length
        ? { lang: lang(pick), number: notices[pick(notices.length)]!.number }
        : pick(2)
          ? { lang: lang(pick), product_id: products[pick(products.length)]!.id }
          : { lang: lang(pick), page: 1 },
    'web/get_cross_reference': (pick) =>
      pick(2) && crossParts.length
        ? { lang: lang(pick), part: crossParts[pick(crossParts.length)]!.part_number }
        : { lang: lang(pick), product_id: products[pick(products.length)]!.id },
    'web/get_inventory': (pick) => ({ lang: lang(pick), product_id: products[pick(products.length)]!.id }),
    'web/get_documents': (pick) => ({ lang: lang(pick), page: 1 + pick(5), ...(pick(2) ? { q: 'XY' } : {}) }),
    'web/search': (pick) => ({ lang: lang(pick), q: words[pick(words.length)], page: 1 + pick(3) }),
  };
}

async function timed(run: () => Promise<Response>): Promise<{ ms: number; status: number; code?: number }> {
  const began = performance.now();
  const response = await run();
  const text = await response.text();
  const ms = performance.now() - began;
  let code: number | undefined;
  try {
    code = (JSON.parse(text) as { code?: number }).code;
  } catch {
    code = undefined;
  }
  return { ms, status: response.status, code };
}

async function measureCalls(cms: string, content: ScalableContent): Promise<Record<string, Stats & { failed: number }>> {
  const result: Record<string, Stats & { failed: number }> = {};
  for (const [call, body] of Object.entries(callBodies(content))) {
    const pick = draw(call.length * 7919);
    const ask = () =>
      fetch(`${cms}/api/${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body(pick)) });
    for (let warm = 0; warm < 3; warm += 1) await timed(ask);
    const times: number[] = [];
    let failed = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { ms, status, code } = await timed(ask);
      times.push(ms);
      // A call answers 200 with code 1, or the contract's "not found" (0) for an id it does not have.
      if (status !== 200 || (code !== 1 && code !== 0)) failed += 1;
    }
    result[call] = { ...statsOf(times), failed };
  }
  return result;
}

/**
 * The product selection of a product line (/product?category=…) shows the whole line, every product of it (the site
 * reads all its pages of 50); the news list shows a page of 10, drawn from the first 50.
 */
const PAGE_TYPES = ['product page', 'product line', 'news list', '/investor'] as const;

/**
 * The pages of each type, in both languages: the product pages drawn from `productIds` (on the CMS, all of its
 * products; on the demo, its own, whose parts and quality data it holds).
 */
function pagesOf(productIds: number[], pick: (count: number) => number, type: (typeof PAGE_TYPES)[number]): string {
  const prefix = pick(2) ? '' : '/en';
  if (type === 'product page') return `${prefix}/product/detail/${productIds[pick(productIds.length)]}`;
  if (type === 'product line') return `${prefix}/product?category=${11 + pick(4)}`;
  if (type === 'news list') return `${prefix}/news?category=21&page=${1 + pick(50)}`;
  return `${prefix}/investor`;
}

async function measurePages(
  sites: { demo: string; cms: string },
  products: { demo: number[]; cms: number[] },
): Promise<Record<string, { demo: Stats; cms: Stats; ratio: number; failed: number }>> {
  const result: Record<string, { demo: Stats; cms: Stats; ratio: number; failed: number }> = {};
  for (const type of PAGE_TYPES) {
    const times = { demo: [] as number[], cms: [] as number[] };
    let failed = 0;
    const picks = { demo: draw(type.length), cms: draw(type.length) };
    for (let round = -3; round < ROUNDS; round += 1) {
      // One view of each in turn: both sides meet the same moments of the machine.
      for (const side of ['demo', 'cms'] as const) {
        const address = pagesOf(products[side], picks[side], type);
        const { ms, status } = await timed(() => fetch(sites[side] + address));
        if (round < 0) continue;
        times[side].push(ms);
        if (status !== 200) failed += 1;
      }
    }
    const demo = statsOf(times.demo);
    const cms = statsOf(times.cms);
    result[type] = { demo, cms, ratio: Math.round((cms.p50 / demo.p50) * 100) / 100, failed };
  }
  return result;
}

async function main(): Promise<void> {
  requireBuild();
  endWithThisProcess();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-cms-scale-'));
  const started: Started[] = [];
  let postgres: string | null = null;
  /** The Postgres cluster kept by `--keep` (stopped), to measure again. */
  let keptCluster: string | null = null;
  const report: Record<string, unknown> = { machine: machine(), size: SIZE, rounds: ROUNDS, targets: TARGET, databases: {} };
  const cmsEnv: CmsEnv = { PAYLOAD_SECRET: 'scale-only-payload-secret-0123456789', CMS_ADMIN_PASSWORD: 'scale-only-password', SITE_NOW };
  const siteEnv = {
    SITE_NOW,
    SITE_URL: 'https://www.xingyuan-micro.example',
    SITE_SECRET: 'scale-only-site-secret-0123456789-abcdef',
    REVALIDATE_SECONDS: '0',
    RATE_LIMIT_MULTIPLIER: '1000',
    BACKEND_TIMEOUT_MS: '10000',
  };
  /** Stops the Postgres cluster this run started, and removes it unless `--keep` keeps it. */
  const releaseCluster = () => {
    if (!postgres) return;
    execFileSync('bash', ['scripts/support/postgres.sh', 'stop', postgres]);
    if (KEEP) keptCluster = postgres;
    else rmSync(postgres, { recursive: true, force: true });
    postgres = null;
  };
  let ok = true;
  const data = SEEDED ? path.resolve(SEEDED) : path.join(dir, 'data');
  try {
    mkdirSync(path.join(data, 'seed'), { recursive: true });
    const basePath = path.join(dir, 'base.json');
    execFileSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/cms-seed-content.ts', basePath], {
      env: { ...process.env, SITE_NOW },
      stdio: 'pipe',
    });
    const base = JSON.parse(readFileSync(basePath, 'utf8')) as ScalableContent;
    const content = SEEDED
      ? (JSON.parse(readFileSync(path.join(data, 'seed', 'content.json'), 'utf8')) as ScalableContent)
      : scaledContent(base, SIZE);
    const productIds = (source: ScalableContent) =>
      source.articles.zh.filter((article) => article.product && article.access !== 'member').map((article) => article.id);
    console.log(
      `cms:scale: ${productIds(content).length} products and ${content.articles.zh.length - productIds(content).length} other articles ` +
        `(${content.articles.en.filter((article) => article.lang !== 'zh').length} of all in English too); ${ROUNDS} rounds; ${machine()}`,
    );
    if (!SEEDED) writeFileSync(path.join(data, 'seed', 'content.json'), JSON.stringify(content));

    // The demo backend as a service of its own (demo/server.ts), reached over HTTP as the CMS is: the same transport,
    // and the same articles (scripts/support/scaled-demo.ts).
    const scaledPath = path.join(dir, 'scaled.json');
    writeFileSync(scaledPath, JSON.stringify({ articles: content.articles }));
    const demoBackend = await startProcess(
      'demo-backend',
      process.execPath,
      ['--import', 'tsx', '--import', './scripts/support/scaled-demo.ts', 'demo/server.ts'],
      {
        DEMO_BACKEND_PORT: String(PORTS.demoBackend),
        DEMO_DATA_DIR: path.join(dir, 'demo-data'),
        DEMO_SCALED_CONTENT: scaledPath,
        SITE_NOW,
      },
      dir,
      PORTS.demoBackend,
    );
    started.push(demoBackend);
    await answering(demoBackend, 'the demo backend');
    started.push(await startInstance('demo-site', PORTS.demoSite, { ...siteEnv, BACKEND_URL: `http://${HOST}:${PORTS.demoBackend}` }, dir));
    for (const database of DATABASES) {
      const folder = database === 'postgres' && !SEEDED ? path.join(data, 'postgres') : data;
      const env: CmsEnv = { ...cmsEnv, ...(SEEDED && process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) };
      if (database === 'postgres' && !SEEDED) {
        mkdirSync(path.join(folder, 'seed'), { recursive: true });
        writeFileSync(path.join(folder, 'seed', 'content.json'), JSON.stringify(content));
        // A folder the `postgres` user may enter (the temporary folder is its owner's only).
        postgres = `/tmp/cms-scale-postgres-${process.pid}`;
        env.DATABASE_URL = execFileSync('bash', ['scripts/support/postgres.sh', 'start', String(PORTS.postgres), postgres], {
          encoding: 'utf8',
        }).trim();
      }
      const seedBegan = Date.now();
      if (!SEEDED) seedCms(folder, env);
      const seedSeconds = SEEDED ? null : Math.round((Date.now() - seedBegan) / 1000);
      const cms = await startCms(PORTS.cms, folder, env, dir);
      const site = await startInstance(
        `cms-site-${database}`,
        PORTS.cmsSite,
        { ...siteEnv, BACKEND_URL: `http://${HOST}:${PORTS.cms}` },
        dir,
      );
      // The CMS makes its search indexes when it starts (every listed article read once): measured apart, and over
      // before the calls are, as on a CMS that has been running.
      const indexBegan = Date.now();
      for (const lang of ['zh', 'en'])
        await fetch(`http://${HOST}:${PORTS.cms}/api/web/search`, {
          method: 'POST',
          body: JSON.stringify({ lang, q: 'XY' }),
          signal: AbortSignal.timeout(600_000),
        });
      const indexSeconds = Math.round((Date.now() - indexBegan) / 1000);
      const calls = await measureCalls(`http://${HOST}:${PORTS.cms}`, content);
      const pages = await measurePages(
        { demo: `http://${HOST}:${PORTS.demoSite}`, cms: `http://${HOST}:${PORTS.cmsSite}` },
        { demo: productIds(base), cms: productIds(content) },
      );
      const rss = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(cms.child.pid)], { encoding: 'utf8' }).trim()) * 1024;
      await stop(site, 'SIGKILL');
      await stop(cms, 'SIGKILL');
      (report.databases as Record<string, unknown>)[database] = { seedSeconds, indexSeconds, cmsRssBytes: rss, calls, pages };

      console.log(
        `\n${database}: ${seedSeconds === null ? 'seeded before' : `seeded in ${seedSeconds} s`}; search indexes made in ${indexSeconds} s after the start; the CMS process held ${Math.round(rss / 1e6)} MB after the calls`,
      );
      console.log('  call                            p50 ms   p95 ms   max ms  failed');
      for (const [call, stats] of Object.entries(calls)) {
        const over = stats.p95 > TARGET.callP95Ms || stats.failed > 0;
        if (over) ok = false;
        console.log(
          `  ${call.padEnd(30)} ${String(stats.p50).padStart(7)} ${String(stats.p95).padStart(8)} ${String(stats.max).padStart(8)} ${String(stats.failed).padStart(7)}${over ? '  ✗' : ''}`,
        );
      }
      console.log('  uncached render, ms (p50 / p95)   demo backend    CMS       CMS ÷ demo (p50)');
      for (const [type, figures] of Object.entries(pages)) {
        const over = figures.ratio > TARGET.renderRatio || figures.failed > 0;
        if (over) ok = false;
        console.log(
          `  ${type.padEnd(32)} ${`${figures.demo.p50} / ${figures.demo.p95}`.padEnd(15)} ${`${figures.cms.p50} / ${figures.cms.p95}`.padEnd(15)} ${figures.ratio}×${figures.failed ? `, ${figures.failed} failed` : ''}${over ? '  ✗' : ''}`,
        );
      }
      releaseCluster();
    }
    console.log(
      `\ntargets (every call ≤ ${TARGET.callP95Ms} ms at p95, every page type ≤ ${TARGET.renderRatio}× the demo's): ${ok ? 'met' : 'missed (✗)'}`,
    );
    report.targetsMet = ok;
    const json = option('json', '');
    if (json) {
      mkdirSync(path.dirname(json), { recursive: true });
      writeFileSync(json, JSON.stringify(report, null, 2));
    }
  } catch (error) {
    console.error(`cms:scale: ${(error as Error).stack ?? String(error)}\n(logs in ${dir})`);
    process.exitCode = 1;
  } finally {
    for (const process of started.reverse()) await stop(process, 'SIGKILL');
    releaseCluster();
    if (KEEP) console.log(`kept: ${data} (logs in ${dir})`);
    else if (process.exitCode !== 1) rmSync(dir, { recursive: true, force: true });
    if (keptCluster)
      console.log(
        `kept the Postgres cluster too; to measure it again:\n  DATABASE_URL=$(bash scripts/support/postgres.sh start ${PORTS.postgres} ${keptCluster}) ` +
          `npm run cms:scale -- --seeded ${path.join(data, 'postgres')}; bash scripts/support/postgres.sh stop ${keptCluster}`,
      );
  }
}

void main();
