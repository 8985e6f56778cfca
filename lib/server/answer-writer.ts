/**
 * How the site server writes its answers: a prepared page (with its policy, ETag, encoding and cache state),
 * a refusal, a 503, JSON; and the security headers every answer carries. I/O helpers, no decisions.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { contentSecurityPolicy, FALLBACK_CONTENT_SECURITY_POLICY, isHttps, securityHeaders } from '@/lib/security-headers';
import type { Locale } from '@/i18n/config';
import { etagMatches, negotiateEncoding, prepareResponse, type Encoding, type PreparedResponse } from './prepared-response';
import { ALLOWED_METHODS } from './request-guard';
import { plainTooManyHtml, plainUnavailableHtml } from './plain-unavailable';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@/lib/core/cache-policy';
import type { Logger } from '@/lib/core/log';
import { withNoTransform } from '@/lib/core/cache-policy';

/** Where answers say how they were served: HIT, MISS, STALE or BYPASS. */
export const CACHE_STATE_HEADER = 'x-site-cache';
export type CacheState = 'HIT' | 'MISS' | 'STALE' | 'BYPASS';

/** The security headers of every answer, over http and over https: the same for every request, made once. */
const HTTP_FIELDS = Object.entries(securityHeaders({ https: false }));
const HTTPS_FIELDS = Object.entries(securityHeaders({ https: true }));

/**
 * Sets the security headers every answer carries (a page's own policy is added when it is sent), and
 * makes sure none goes out without a Content-Security-Policy: an answer whose maker set none when its
 * head is written (Next.js' own 404 for a missing build file, say) gets the fallback that runs nothing.
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of requestIsHttps(req) ? HTTPS_FIELDS : HTTP_FIELDS) res.setHeader(name, value);
  const writeHead = res.writeHead;
  // Node writes an implicit head through writeHead too (ServerResponse#_implicitHeader).
  res.writeHead = function writeHeadWithPolicy(this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    if (!this.hasHeader('content-security-policy') && !headersName(args, 'content-security-policy'))
      this.setHeader('content-security-policy', FALLBACK_CONTENT_SECURITY_POLICY);
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

/** Whether the headers given to writeHead (an object or a flat [name, value, …] list) name `field`. */
function headersName(args: unknown[], field: string): boolean {
  const headers = args.find((arg) => typeof arg === 'object' && arg !== null);
  if (!headers) return false;
  if (Array.isArray(headers))
    return headers.some((entry, index) =>
      Array.isArray(entry) ? String(entry[0]).toLowerCase() === field : index % 2 === 0 && String(entry).toLowerCase() === field,
    );
  return Object.keys(headers).some((name) => name.toLowerCase() === field);
}

/** Whether the visitor's connection is https: the server's own TLS, or a TLS-terminating proxy in front. */
export function requestIsHttps(req: IncomingMessage): boolean {
  return isHttps(
    (req.socket as { encrypted?: boolean }).encrypted ? 'https:' : 'http:',
    headerValue(req.headers['x-forwarded-proto']) ?? null,
  );
}

export function send(
  req: IncomingMessage,
  res: ServerResponse,
  page: PreparedResponse,
  state: CacheState,
  extra: Record<string, string> = {},
) {
  const headers: OutgoingHttpHeaders = { ...page.headers, ...extra, [CACHE_STATE_HEADER]: state, etag: page.etag };
  if (/^text\/html/i.test(String(headers['content-type'] ?? '')))
    headers['cache-control'] = withNoTransform(headerValue(headers['cache-control']));
  if (page.setCookies.length > 0) headers['set-cookie'] = page.setCookies;
  if (page.scriptHashes)
    headers['content-security-policy'] = contentSecurityPolicy({ hashes: page.scriptHashes, dev: false, https: requestIsHttps(req) });

  if (page.status === 200 && etagMatches(headerValue(req.headers['if-none-match']), page.etag)) {
    const { 'content-type': _type, 'content-disposition': _disposition, ...rest } = headers;
    res.writeHead(304, rest);
    res.end();
    return;
  }
  const encoding: Encoding = negotiateEncoding(headerValue(req.headers['accept-encoding']), Object.keys(page.encoded) as Encoding[]);
  const body = encoding === 'identity' ? page.body : (page.encoded[encoding] ?? page.body);
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.length);
  res.writeHead(page.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A request refused before it reaches Next.js: plain text. */
export function refuse(res: ServerResponse, status: 400 | 405, message: string) {
  const body = Buffer.from(message);
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(body.length),
    ...(status === 405 ? { allow: ALLOWED_METHODS.join(', ') } : {}),
  });
  res.end(body);
}

/** The render's own page (the unavailable view, or Next.js' error answer), answered as a 503. */
export function asUnavailable(prepared: PreparedResponse): PreparedResponse {
  return {
    ...prepared,
    status: 503,
    headers: { ...prepared.headers, 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
  };
}

const unavailablePages = new Map<Locale, Promise<PreparedResponse>>();

/**
 * When no render came back at all: a plain page saying so, in the address's language. Its bytes never
 * change, so it is prepared (and compressed) once per language, not again on every view of an outage.
 */
export function unavailable(locale: Locale): Promise<PreparedResponse> {
  let page = unavailablePages.get(locale);
  if (!page) unavailablePages.set(locale, (page = preparedUnavailable(locale)));
  return page;
}

function preparedUnavailable(locale: Locale): Promise<PreparedResponse> {
  const body = Buffer.from(plainUnavailableHtml(locale));
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  };
  return prepareResponse(503, headers, body);
}

/** A page view refused before its render: too many from this visitor, said plainly in the page's language. */
export function tooMany(req: IncomingMessage, res: ServerResponse, locale: Locale, retryAfterSeconds: number) {
  const body = Buffer.from(plainTooManyHtml(locale, retryAfterSeconds));
  res.writeHead(429, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(retryAfterSeconds),
    'content-length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function json(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...extra,
  });
  res.end(text);
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A request whose handling threw: logged, and answered 500 if nothing was sent yet (else its connection ends). */
export function failRequest(res: ServerResponse, error: unknown, logger: Logger): void {
  logger.error(
    { err: error instanceof Error ? { type: error.name, message: error.message } : String(error) },
    `[site] request failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  if (!res.headersSent) {
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('服务器内部错误');
  } else res.destroy();
}
