/**
 * A rendered answer made ready to send many times: the headers worth replaying, the body in identity,
 * gzip and brotli, an ETag, and the hashes of its inline scripts for the Content-Security-Policy. Done
 * once per render, so serving a cached page costs a lookup and a write.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

export type PreparedResponse = {
  status: number;
  /** Lower-case names; never hop-by-hop, length, encoding, date, ETag or security policy headers. */
  headers: Record<string, string>;
  /** Each `Set-Cookie` on its own: joined into one field they would read as a single cookie. */
  setCookies: string[];
  body: Buffer;
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  etag: string;
  /** `'sha256-…'` sources for each inline script of an HTML body; null when the body is not HTML. */
  scriptHashes: string[] | null;
  /** The brotli quality `encoded.br` was made at (a kept page's is made again at the best: lib/server/recompress.ts). */
  brotliQuality?: number;
};

/**
 * The brotli quality of a render's answer: most of brotli's gain at a small share of quality 11's time (10 ms
 * against 280 for `/investor`'s 200 KB on this machine), since the answer waits for it.
 */
export const FIRST_BROTLI_QUALITY = 6;

/** Headers the site's server sets itself per answer, or that describe one connection only. */
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'etag',
  'content-security-policy',
  'strict-transport-security',
  'x-powered-by',
]);

/** Bodies smaller than this are sent as they are: compression would not pay for its header. */
const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json|ld\+json)|image\/svg\+xml)/i;

/** Script types a browser executes (and CSP governs); JSON-LD and other data blocks are not among them. */
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The CSP hash source of every inline script in an HTML document. Script text is raw (no entities), so
 * the hash is over the bytes between the tags, as the browser computes it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const text = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || text === '') continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (type && !EXECUTABLE_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export async function prepareResponse(
  status: number,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): Promise<PreparedResponse> {
  const kept: Record<string, string> = {};
  const setCookies: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    // Next.js' own internal fields (`x-middleware-rewrite` names the internal locale path) are nobody else's.
    if (value === undefined || DROPPED.has(lower) || lower.startsWith('x-nextjs-') || lower.startsWith('x-middleware-')) continue;
    if (lower === 'set-cookie') setCookies.push(...(Array.isArray(value) ? value : [value]));
    else kept[lower] = Array.isArray(value) ? value.join(', ') : value;
  }
  const type = kept['content-type'] ?? '';
  const isHtml = /^text\/html/i.test(type);
  const encoded: PreparedResponse['encoded'] = {};
  if (body.length >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(type)) {
    const [br, gz] = await Promise.all([
      brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: FIRST_BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 6 }),
    ]);
    encoded.br = br;
    encoded.gzip = gz;
  }
  if (Object.keys(encoded).length > 0) kept.vary = addVary(kept.vary, 'Accept-Encoding');
  return {
    status,
    headers: kept,
    setCookies,
    body,
    encoded,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    scriptHashes: isHtml ? inlineScriptHashes(body.toString('utf8')) : null,
    ...(encoded.br ? { brotliQuality: FIRST_BROTLI_QUALITY } : {}),
  };
}

function addVary(current: string | undefined, name: string): string {
  if (!current) return name;
  return current.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase()) ? current : `${current}, ${name}`;
}

/** The best encoding the visitor accepts among those prepared: brotli, then gzip, then none. */
export function negotiateEncoding(acceptEncoding: string | undefined, available: ReadonlyArray<Encoding>): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  for (const candidate of ['br', 'gzip'] as const) {
    if (available.includes(candidate) && weight(candidate) > 0) return candidate;
  }
  return 'identity';
}

/** Whether an If-None-Match header matches the ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}
