/**
 * `tsx scripts/served-html.ts <built checkout> <output folder>`: what a visitor and a crawler are served, page
 * type by page type in both languages, for comparing two builds (a refactor must not change it: issue 43).
 * Starts `<checkout>/dist/server/start.cjs` on the embedded demo backend at the suite's clock, fetches every
 * address of e2e/support/page-types.ts in Chinese and English plus the files the site makes (sitemap, robots,
 * feeds, calendar, CSV), and writes each answer with what differs between two builds of the same code
 * removed: build hashes, per-view nonces, captcha pictures and keys.
 *
 * `tsx scripts/served-html.ts --compare <before> <after>`: each answer of two such folders, as identical, the
 * same in another order (the same markup, the same CSS rules and the same RSC rows, ordered otherwise by the
 * bundler or the stream), or different; exits 1 on a difference.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_TYPES, inEnglish } from '../e2e/support/page-types';
import { SITE_NOW } from '../e2e/support/clock';

const FILES = [
  '/sitemap.xml',
  '/robots.txt',
  '/feed/news.xml',
  '/en/feed/announcements.xml',
  '/feed/change-notices.xml',
  '/investor/events.ics',
  '/investor/dividends.csv',
  '/product/export?category=11',
  '/home',
  '/join',
];

/** What two builds of the same code serve differently: nothing a visitor sees. */
export function normalise(body: string): string {
  return (
    body
      // Captcha pictures, and the length of the RSC payload's text chunk that carries one.
      .replace(/data:image\/[a-z+]+;base64,[A-Za-z0-9+/=]+/g, 'data:image/…')
      .replace(/:T[0-9a-f]+,(?=data:image)/g, ':T…,')
      .replace(/\/_next\/static\/[^"'\s)\\]+/g, '/_next/static/…')
      // Script chunks named by their hash where the runtime lists them (TURBOPACK's `otherChunks`).
      .replace(/\bstatic\/chunks\/[A-Za-z0-9_.-]+\.js/g, 'static/chunks/…')
      .replace(/nonce="[^"]*"/g, 'nonce="…"')
      // Per-view nonces wherever they are written (the RSC payload too), and captcha keys and sealed tokens.
      .replace(/[A-Za-z0-9+/]{22}==/g, 'nonce…')
      .replace(/[A-Za-z0-9_.~-]{64,}/g, 'token…')
      // CSS modules' class names start with a hash of the module's file: moving a file changes it.
      .replace(/(?<![A-Za-z0-9_-])_?[A-Za-z0-9_-]{6}_(?=[A-Za-z])/g, 'css_')
      // Server actions' ids: a hash of the action's file and name.
      .replace(/\b[0-9a-f]{42}\b/g, 'action-id')
      .replace(/"buildId":"[^"]*"|\\"b\\":\\"[^"\\]*\\"/g, 'build-id')
      .replace(/\b(captcha_key|key)(\\?"?\s*[:=]\s*\\?"?)[A-Za-z0-9._~-]{16,}/g, '$1$2…')
  );
}

/** An answer's parts as a visitor gets them: its markup (structured data included) without styles and scripts, its CSS rules, its RSC rows. */
function partsOf(answer: string) {
  const sorted = (items: string[]) => [...items].sort().join('\n');
  const styles = [...answer.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('');
  const scripts = [...answer.matchAll(/<script(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join('');
  const page = answer.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/<script(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, '');
  // A sitemap's entries in any order are the same sitemap.
  const markup = page.includes('<urlset') ? sorted(page.match(/<url>[\s\S]*?<\/url>/g) ?? []) : page;
  // RSC rows by their content: the stream numbers them (and the references between them) in the order they
  // are written, and a client module's id is a hash of its file.
  const rows = scripts.split(/\\n|\n/).map((row) =>
    row
      .replace(/^[0-9a-f]+:/, '#:')
      .replace(/\$(L|@)?[0-9a-f]+\b/g, '$$$1#')
      .replace(/I\[\d+,/g, 'I[#,'),
  );
  return { markup, rules: sorted(styles.match(/[^{}]+\{[^{}]*\}/g) ?? []), rows: sorted(rows) };
}

export type Comparison = 'identical' | 'reordered' | 'different';

/** Two builds' answers: identical, the same parts in another order, or different. */
export function compareAnswers(before: string, after: string): Comparison {
  if (before === after) return 'identical';
  const [a, b] = [partsOf(before), partsOf(after)];
  return a.markup === b.markup && a.rules === b.rules && a.rows === b.rows ? 'reordered' : 'different';
}

function compareFolders(before: string, after: string): void {
  const names = [...new Set([...readdirSync(before), ...readdirSync(after)])].sort();
  const results = names.map((name) => {
    const [a, b] = [path.join(before, name), path.join(after, name)];
    const outcome: Comparison =
      existsSync(a) && existsSync(b) ? compareAnswers(readFileSync(a, 'utf8'), readFileSync(b, 'utf8')) : 'different';
    return { name, outcome };
  });
  for (const { name, outcome } of results) if (outcome !== 'identical') console.log(`${outcome.padEnd(10)} ${name}`);
  const count = (outcome: Comparison) => results.filter((result) => result.outcome === outcome).length;
  console.log(`${count('identical')} identical, ${count('reordered')} the same in another order, ${count('different')} different`);
  if (count('different') > 0) process.exitCode = 1;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function main(): Promise<void> {
  if (process.argv[2] === '--compare') return compareFolders(process.argv[3]!, process.argv[4]!);
  const [checkout, out] = process.argv.slice(2);
  if (!checkout || !out) throw new Error('usage: tsx scripts/served-html.ts <built checkout> <output folder>');
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['dist/server/start.cjs'], {
    cwd: path.resolve(checkout),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME_BIND: '127.0.0.1',
      BACKEND_URL: '',
      SITE_URL: site,
      SITE_NOW,
      DEMO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'served-html-')),
      RATE_LIMIT_MULTIPLIER: '100',
    },
  });
  try {
    for (let tries = 0; ; tries++) {
      const up = await fetch(`${site}/icon.svg`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (up) break;
      if (tries > 600) throw new Error('the site did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    mkdirSync(out, { recursive: true });
    const addresses = [...PAGE_TYPES.flatMap((page) => [page, inEnglish(page)]), ...FILES];
    for (const address of addresses) {
      const answer = await fetch(`${site}${address}`, { redirect: 'manual', headers: { 'user-agent': 'served-html' } });
      const head = `${answer.status} ${answer.headers.get('content-type') ?? ''} ${answer.headers.get('location') ?? ''}\n`;
      const name = address.replace(/[^A-Za-z0-9.-]+/g, '_').replace(/^_/, '') || 'root';
      writeFileSync(path.join(out, `${name}.txt`), normalise(head + (await answer.text())).replaceAll(site, 'SITE'));
    }
    console.log(`${addresses.length} answers written to ${out}`);
  } finally {
    child.kill();
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
