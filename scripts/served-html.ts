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
import { chinaToday, SITE_NOW } from '../e2e/support/clock';

const FILES = [
  '/sitemap.xml',
  '/robots.txt',
  '/feed/news.xml',
  '/en/feed/announcements.xml',
  '/feed/change-notices.xml',
  '/investor/events.ics',
  '/investor/dividends.csv',
  // The price chart's days through the suite's day (its clock's: a weekday after the close).
  `/investor/price-days/${chinaToday()}.json`,
  '/product/export?category=11',
  '/home',
  '/join',
  // Narrowed lists, empty answers and forms without a part: the page kit's other branches.
  '/product/change-notices?line=11&type=pdn',
  '/en/product/resources?type=datasheet&q=XY',
  '/investor/qa?q=zzzz',
  '/product/cross-reference',
  '/en/product/cross-reference?q=zzzz',
  '/samples',
  '/en/samples?part=nope',
  '/quality',
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
      // In CSS a hash that starts with a digit (after a `-` or not) has it escaped: `.-\32 Ep1q_card`.
      .replace(/(?<![A-Za-z0-9_-])(?:-\\3\d [A-Za-z0-9_-]{4}|\\3\d [A-Za-z0-9_-]{5})_(?=[A-Za-z])/g, 'css_')
      .replace(/(?<![A-Za-z0-9_-])_?[A-Za-z0-9_-]{6}_(?=[A-Za-z])/g, 'css_')
      // Server actions' ids: a hash of the action's file and name.
      .replace(/\b[0-9a-f]{42}\b/g, 'action-id')
      .replace(/"buildId":"[^"]*"|\\"b\\":\\"[^"\\]*\\"/g, 'build-id')
      .replace(/\b(captcha_key|key)(\\?"?\s*[:=]\s*\\?"?)[A-Za-z0-9._~-]{16,}/g, '$1$2…')
  );
}

/**
 * An answer's parts as a visitor gets them: its markup (structured data included) without styles and scripts, its CSS
 * rules, its RSC rows.
 */
function partsOf(answer: string) {
  const sorted = (items: string[]) => [...items].sort().join('\n');
  const styles = [...answer.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('');
  const scripts = [...answer.matchAll(/<script(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  const page = answer.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/<script(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, '');
  // A sitemap's entries in any order are the same sitemap.
  const markup = page.includes('<urlset') ? sorted(page.match(/<url>[\s\S]*?<\/url>/g) ?? []) : page;
  return { markup, rules: sorted(styles.match(/[^{}]+\{[^{}]*\}/g) ?? []), rows: rscTree(scripts) };
}

/** The script bodies' text as the browser reads it: the RSC chunks (`self.__next_f.push([1,"…"])`, whose name the CSS normalising also touches) unescaped. */
function payloadOf(scripts: string[]): string {
  // A row may be split between two chunks, in two scripts: the chunks are one text, the other scripts apart.
  const chunks = scripts.flatMap((body) => [...body.matchAll(/self\.\w+\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]);
  const others = scripts.filter((body) => !/self\.\w+\.push\(\[1,/.test(body));
  return [chunks.map((chunk) => JSON.parse(chunk[1]!) as string).join(''), ...others].join('\n');
}

/** A React element in the payload: `["$", type, key, props]`. */
const isElement = (value: unknown): value is [string, unknown, unknown, Record<string, unknown>] =>
  Array.isArray(value) && value.length === 4 && value[0] === '$' && typeof value[3] === 'object' && value[3] !== null;

/**
 * Children as the DOM gets them: nested lists flattened, empty slots (null, false, `$undefined`) dropped and
 * keys left out, so that a view that groups its children in another list, passes an empty slot, or keys a
 * list it builds, is the same tree.
 */
function flattened(value: unknown): unknown {
  if (isElement(value)) {
    // A key names a child among its siblings for React; the DOM has none.
    const [, type, , props] = value;
    if (!('children' in props)) return ['$', type, null, props];
    const spread = (child: unknown): unknown[] => (Array.isArray(child) && !isElement(child) ? child.flatMap(spread) : [child]);
    const children = spread(props.children).filter((child) => child !== null && child !== false && child !== '$undefined');
    const normal = children.map(flattened);
    return ['$', type, null, { ...props, children: normal.length === 1 ? normal[0] : normal }];
  }
  if (Array.isArray(value)) return value.map(flattened);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, flattened(item)]));
  return value;
}

/**
 * The payload's rows: each up to its newline, but a text row (`2a:T4b2,…`) as long as its length says (in
 * UTF-8 bytes), which no newline ends. A captcha picture's text row, whose length normalise() removed, ends
 * with the picture.
 */
function rowsOf(payload: string): string[] {
  const bytes = Buffer.from(payload, 'utf8');
  const picture = Buffer.from('data:image/…');
  const rows: string[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at);
    const text = /^[0-9a-f]*$/.test(bytes.toString('utf8', at, colon))
      ? /^T([0-9a-f]+|…),/.exec(bytes.toString('utf8', colon + 1, colon + 16))
      : null;
    let end: number;
    if (colon >= 0 && text) {
      const start = colon + 1 + Buffer.byteLength(text[0]);
      end = text[1] === '…' ? bytes.indexOf(picture, start) + picture.length : start + parseInt(text[1]!, 16);
    } else {
      const newline = bytes.indexOf('\n', at);
      end = newline < 0 ? bytes.length : newline;
    }
    rows.push(bytes.toString('utf8', at, end));
    at = bytes[end] === 0x0a ? end + 1 : end;
  }
  return rows.filter(Boolean);
}

/**
 * The RSC payload as the trees it describes: each reference to a row (`"$L1a"`) replaced by that row, from
 * each row that no other row names down, children flattened, with the rows that are not JSON (hints, client
 * modules), in any order. The stream numbers rows in the order it writes them, and may write a part of the
 * tree as a row of its own or inline, so neither the numbers nor the split are compared; a client module's
 * id, a hash of its file, is not either.
 */
function rscTree(scripts: string[]): string {
  const rows = new Map<string, unknown>();
  const others: string[] = [];
  let unnamed = 0;
  for (const text of rowsOf(payloadOf(scripts))) {
    // A row whose id a captcha picture's base64 took (normalise() cannot tell where the picture ends).
    const row = /^:[[{]/.test(text) ? `fff${unnamed++}${text}` : text;
    const match = /^([0-9a-f]+):([[{"][\s\S]*)$/.exec(row);
    let value: unknown;
    try {
      value = match ? JSON.parse(match[2]!) : undefined;
    } catch {
      value = undefined;
    }
    if (match && value !== undefined) rows.set(match[1]!, value);
    else if (row) others.push(row.replace(/^[0-9a-f]+:/, '#:'));
  }
  const reference = (value: unknown) => (typeof value === 'string' ? /^\$L([0-9a-f]+)$/.exec(value)?.[1] : undefined);
  const referenced = new Set<string>();
  const collect = (value: unknown): void => {
    const id = reference(value);
    if (id) referenced.add(id);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  rows.forEach(collect);
  const inline = (value: unknown, depth: number): unknown => {
    const id = reference(value);
    if (id) return depth < 64 && rows.has(id) ? inline(rows.get(id), depth + 1) : '$L#';
    if (Array.isArray(value)) return value.map((item) => inline(item, depth));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, inline(item, depth)]));
    return value;
  };
  // References to rows (`$L1a`, a server action's `$h29`) are numbered as written; those into rows written
  // before (`$1a:props:children`) name a place the split decides.
  const normalised = (text: string) =>
    text
      .replace(/\$[0-9a-f]+(:[\w:]+)?(?=")/g, '$$#')
      .replace(/\$([A-Za-z@])[0-9a-f]+\b/g, '$$$1#')
      .replace(/I\[\d+,/g, 'I[#,');
  const trees = [...rows].filter(([id]) => !referenced.has(id)).map(([, row]) => normalised(JSON.stringify(flattened(inline(row, 0)))));
  return [...trees, ...others.map(normalised)].sort().join('\n');
}

export type Comparison = 'identical' | 'reordered' | 'different';

/** Two builds' answers: identical, the same parts in another order, or different. */
export function compareAnswers(before: string, after: string): Comparison {
  if (before === after) return 'identical';
  return differingParts(before, after).length === 0 ? 'reordered' : 'different';
}

/** Which parts of two answers differ (markup, CSS rules, RSC rows), with the markup's first difference in context. */
function differingParts(before: string, after: string): string[] {
  const [a, b] = [partsOf(before), partsOf(after)];
  const parts: string[] = [];
  if (a.markup !== b.markup) {
    let at = 0;
    while (a.markup[at] === b.markup[at]) at++;
    parts.push(`markup at ${at}: …${a.markup.slice(at - 80, at + 80)}… | …${b.markup.slice(at - 80, at + 80)}…`);
  }
  if (a.rules !== b.rules) parts.push('CSS rules');
  if (a.rows !== b.rows) parts.push('RSC rows');
  return parts;
}

function compareFolders(before: string, after: string): void {
  const names = [...new Set([...readdirSync(before), ...readdirSync(after)])].sort();
  const results = names.map((name) => {
    const [a, b] = [path.join(before, name), path.join(after, name)];
    const outcome: Comparison =
      existsSync(a) && existsSync(b) ? compareAnswers(readFileSync(a, 'utf8'), readFileSync(b, 'utf8')) : 'different';
    return { name, outcome };
  });
  for (const { name, outcome } of results) {
    if (outcome === 'identical') continue;
    const [a, b] = [path.join(before, name), path.join(after, name)];
    const why =
      outcome === 'different' && existsSync(a) && existsSync(b) ? differingParts(readFileSync(a, 'utf8'), readFileSync(b, 'utf8')) : [];
    console.log(`${outcome.padEnd(10)} ${name}${why.length > 0 ? `: ${why.join('; ')}` : ''}`);
  }
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
