/**
 * `npm run cms:crawl [-- --json <file>]`: the whole site crawled in front of the seeded CMS, beside the same site in
 * front of the demo backend (issue 45 §3: same pages, same status codes, same text).
 *
 * Sets up a CMS of its own from scratch (the demo's content, the migrations, the seed: scripts/support/cms-process.ts;
 * the CMS must be built, `npm run cms -- --setup-only`) and starts two instances of the built site (`npm run build`):
 * one in front of the CMS, one with the embedded demo backend, on the suite's clock (SITE_NOW) and with one site
 * address, so that both print the same links. From both sites' home pages and sitemaps, it follows every link either
 * prints (pages, files, feeds, pictures; scripts/support/crawl.ts says which), and reads each address on both: its
 * status, its type, where it redirects, and what a reader or a search engine takes from it (scripts/support/crawl.ts:
 * readingOf); other answers by their bytes.
 *
 * Prints the differences, and the addresses that fail (a 5xx or no answer) or that a link names but that answer 404,
 * on either side. Exits 1 on any of them but the differences that ALLOWED lists, each with its reason.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_NOW } from '../e2e/support/clock';
import { setUpCms, startCms } from './support/cms-process';
import {
  addressOf,
  allowed,
  contentOf,
  differenceOf,
  excused,
  linksOf,
  readingOf,
  type Allowance,
  type Difference,
  type Reading,
} from './support/crawl';
import { HOST, requireBuild } from './support/harness';
import { endWithThisProcess, startInstance, stop, type Started } from './support/topology';

const PORTS = { cms: 4594, demo: 3434, cms_site: 3435 };
/** Both sites print links to one public address; the crawl reads it as each site's own. */
const SITE_URL = 'https://www.xingyuan-micro.example';
/** The crawl stops here, as a failure: the site links to more addresses than a site of this size has. */
const MOST = 5000;
const WORKERS = 3;
/**
 * The crawl's own limit (a CI run on 2026-12-04 read its 1,119 addresses in 58 s): past it, no address is read any more and
 * the crawl fails, saying what it had left and what was slowest, rather than waiting on for as long as a site is slow.
 */
const CRAWL_LIMIT_MS = 12 * 60_000;
/** The slowest reads are printed, for a crawl that took long. */
const SLOWEST = 5;

/** The differences that are meant, each with its reason. */
const ALLOWED: Allowance[] = [
  {
    address: /./,
    hide: /^robots: noindex, nofollow\n/m,
    why:
      'the site tells search engines not to index the fictional company of its embedded demo backend (lib/server/site-server.ts: DEMO_ROBOTS), ' +
      'so a page\'s own "noindex, nofollow" cannot be told from it on the demo\'s side',
  },
  {
    address: /[?&]captcha=text\b/,
    hide: /(?<=验证码 ).*?请填写阿拉伯数字。|(?<=Verification code ).*? Answer in digits\./,
    why: 'the question of a text captcha is drawn at random on every view',
  },
];

type Answer = { reading: Reading; links: string[] };

async function read(port: number, address: string): Promise<Answer> {
  const origin = `http://${HOST}:${port}`;
  const origins = [origin, SITE_URL];
  try {
    const response = await fetch(origin + address, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const location = response.headers.get('location');
    const target = location === null ? null : addressOf(location, address, origins);
    const links = target === null ? [] : [target];
    if (type === 'text/html') {
      const html = await response.text();
      links.push(...linksOf(html, address, origins));
      return { reading: { status: response.status, type, location: target, content: readingOf(html, origins) }, links };
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A sitemap names the pages it lists.
    if (type.endsWith('xml')) {
      for (const [, loc] of new TextDecoder().decode(bytes).matchAll(/<loc>([^<]+)<\/loc>/g)) {
        const page = addressOf(loc!, address, origins);
        if (page !== null) links.push(page);
      }
    }
    return { reading: { status: response.status, type, location: target, content: contentOf(type, bytes, origins) }, links };
  } catch (error) {
    return { reading: { status: -1, type: '', location: null, content: `no answer: ${(error as Error).message}` }, links: [] };
  }
}

type Crawled = {
  addresses: number;
  differences: Difference[];
  broken: string[];
  overflow: boolean;
  /** The addresses not read when the crawl reached its limit (none when it read them all). */
  unread: string[];
  slowest: { address: string; ms: number }[];
};

async function crawl(deadline: number): Promise<Crawled> {
  const queue = ['/', '/en', '/sitemap.xml', '/robots.txt'];
  const seen = new Set(queue);
  /** Who links to an address first: a 404 is a broken link only when a page names it. */
  const namedBy = new Map<string, string>();
  const differences: Difference[] = [];
  const broken: string[] = [];
  let overflow = false;
  let active = 0;
  let slowest: { address: string; ms: number }[] = [];

  async function visit(address: string): Promise<void> {
    const began = Date.now();
    const [demo, cms] = await Promise.all([read(PORTS.demo, address), read(PORTS.cms_site, address)]);
    slowest = [...slowest, { address, ms: Date.now() - began }].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
    for (const link of [...demo.links, ...cms.links]) {
      if (seen.has(link)) continue;
      if (seen.size >= MOST) {
        overflow = true;
        continue;
      }
      seen.add(link);
      namedBy.set(link, address);
      queue.push(link);
    }
    const difference = differenceOf(
      address,
      allowed(demo.reading, address, 'demo', ALLOWED),
      allowed(cms.reading, address, 'cms', ALLOWED),
    );
    if (difference) differences.push(difference);
    for (const [side, { reading }] of [
      ['demo', demo],
      ['cms', cms],
    ] as const) {
      const failed =
        reading.status < 0 || reading.status >= 500 || reading.status === 429 || (reading.status === 404 && namedBy.has(address));
      if (failed && !excused(address, ALLOWED, side))
        broken.push(`${address} (${side}: ${reading.status}${namedBy.has(address) ? `, linked from ${namedBy.get(address)}` : ''})`);
    }
  }

  async function worker(): Promise<void> {
    for (;;) {
      if (Date.now() > deadline) return;
      const next = queue.shift();
      if (next === undefined) {
        if (active === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      active += 1;
      try {
        await visit(next);
      } finally {
        active -= 1;
      }
    }
  }

  await Promise.all(Array.from({ length: WORKERS }, worker));
  return { addresses: seen.size, differences, broken, overflow, unread: queue, slowest };
}

async function main(): Promise<number> {
  requireBuild();
  endWithThisProcess();
  const jsonAt = process.argv.indexOf('--json');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-cms-crawl-'));
  const started: Started[] = [];
  const cmsEnv = { PAYLOAD_SECRET: 'crawl-only-payload-secret-0123456789', CMS_ADMIN_PASSWORD: 'crawl-only-password', SITE_NOW };
  const siteEnv = {
    SITE_URL,
    SITE_NOW,
    SITE_SECRET: 'crawl-only-site-secret-0123456789-abcdef',
    // The crawl reads every page once, faster than any visitor: no limit refuses it.
    RATE_LIMIT_MULTIPLIER: '1000',
    BACKEND_TIMEOUT_MS: '10000',
  };
  const began = Date.now();
  try {
    const data = path.join(dir, 'data');
    setUpCms(data, cmsEnv);
    // Said as it goes: a crawl ended from outside (scripts/test.sh's limit) shows where it was.
    console.log(`cms:crawl: the CMS set up in ${((Date.now() - began) / 1000).toFixed(0)} s`);
    started.push(await startCms(PORTS.cms, data, cmsEnv, dir));
    started.push(
      ...(await Promise.all([
        startInstance('demo-site', PORTS.demo, siteEnv, dir),
        startInstance('cms-site', PORTS.cms_site, { ...siteEnv, BACKEND_URL: `http://${HOST}:${PORTS.cms}` }, dir),
      ])),
    );
    const crawled = Date.now();
    console.log(`cms:crawl: the CMS and both sites answer, ${((crawled - began) / 1000).toFixed(0)} s from the start: crawling`);
    const result = await crawl(crawled + CRAWL_LIMIT_MS);
    const unexpected = result.differences.filter((difference) => !excused(difference.address, ALLOWED));
    const seconds = (to: number, from: number) => ((to - from) / 1000).toFixed(0);
    console.log(
      `cms:crawl: ${result.addresses} addresses read on both sites in ${seconds(Date.now(), crawled)} s (set-up ${seconds(crawled, began)} s): ` +
        `${result.addresses - result.differences.length} the same, ${result.differences.length} different (${unexpected.length} unexpected), ${result.broken.length} failing or broken`,
    );
    for (const difference of result.differences.slice(0, 40)) {
      const why = excused(difference.address, ALLOWED)?.why;
      console.log(
        `  ${difference.address}: ${difference.what}${why ? ` (expected: ${why})` : ''}\n    demo: ${difference.demo}\n    cms:  ${difference.cms}`,
      );
    }
    for (const address of result.broken.slice(0, 40)) console.log(`  broken: ${address}`);
    if (result.overflow) console.log(`  the site links to more than ${MOST} addresses: the crawl stopped there`);
    if (result.unread.length)
      console.log(
        `  the crawl reached its limit of ${CRAWL_LIMIT_MS / 60_000} min with ${result.unread.length} addresses unread: ${result.unread.slice(0, 10).join(', ')}`,
      );
    console.log(`  slowest reads (both sites at once): ${result.slowest.map(({ address, ms }) => `${address} ${ms} ms`).join(', ')}`);
    if (jsonAt > 0) {
      const file = process.argv[jsonAt + 1]!;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        JSON.stringify(
          {
            ...result,
            unexpected: unexpected.length,
            allowed: ALLOWED.map((allowance) => ({
              ...allowance,
              address: String(allowance.address),
              hide: allowance.hide && String(allowance.hide),
            })),
          },
          null,
          2,
        ),
      );
    }
    return unexpected.length === 0 && result.broken.length === 0 && !result.overflow && result.unread.length === 0 ? 0 : 1;
  } finally {
    for (const process of started.reverse()) await stop(process, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`cms:crawl: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
