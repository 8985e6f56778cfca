/**
 * The front door of `/api/` (issue 42): what a request under the API base may be, decided once, before
 * the limits and before anything is forwarded. Pure functions; the site server (lib/server/api-handler.ts) and the
 * API route (app/api, for a bare `next start`) apply them.
 *
 * - **One spelling.** The path is read as a URL parser (and so Next.js and any backend) reads it: dot
 *   segments resolved (`/api/web/./login`, `%2e`, `/api/x/../web/login`), the fragment dropped
 *   (`#x`), each segment percent-decoded (`%6Cogin`). The request goes on under that canonical path
 *   only, so the limits, the router and the backend all see the same call name. A segment that decodes
 *   to a slash, a backslash, a NUL or a dot segment, or an empty one, is refused with 400.
 * - **Browser calls only.** A `web/<name>` call is forwarded only when the site's own browser code makes
 *   it (BROWSER_CALLS, features/index.ts: the calls declared `browser: true`), spelt exactly so: every other call (the page renders' own
 *   reads, the forms' server actions, the alert mails' links) is the server's and goes to the backend
 *   directly. Anything else is 404.
 * - **POST with JSON, from this site.** A call must be a POST (405), with `Content-Type: application/json`
 *   (415: a cross-site form or a `text/plain` fetch cannot send one without a CORS preflight, which the
 *   site never grants), and an `Origin` that is this site's, or none (a non-browser client). A foreign
 *   `Origin` is 403.
 * - **Files** (everything else under `/api/`) are GET or HEAD (405).
 */
import zh from '@/messages/zh.json';
import { API_BASE } from './calls';

export type ApiRefusal = { status: 400 | 403 | 404 | 405 | 415; reason: ApiRefusalReason; allow?: string };
export type ApiRefusalReason = 'badPath' | 'unknownCall' | 'method' | 'mediaType' | 'origin';

export type ApiDecision = { kind: 'call'; call: string; url: string } | { kind: 'file'; url: string } | ({ kind: 'refuse' } & ApiRefusal);

/** What the door reads of a request's headers. */
export type ApiHeaders = { origin?: string; host?: string; contentType?: string };

const CALL_PREFIX = `${API_BASE}web/`;

/** Whether a request path (as sent) is under the API base, in any spelling a URL parser resolves there. */
export function isApiPath(rawPath: string): boolean {
  const path = canonicalPath(rawPath) ?? rawPath.split('#', 1)[0]!;
  const first = path.split('/', 2)[1] ?? '';
  try {
    return decodeURIComponent(first) === 'api';
  } catch {
    return false;
  }
}

/**
 * A path with its dot segments resolved as the WHATWG URL parser resolves them (`%2e` included) and its
 * fragment dropped; null when a parser would read it as another host (`//x`, a backslash).
 */
export function canonicalPath(rawPath: string): string | null {
  const path = rawPath.split('#', 1)[0]!;
  if (path.includes('\\') || path.startsWith('//') || !path.startsWith('/')) return null;
  try {
    return new URL(path, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
}

/** The segments of a path under the API base, decoded; null when one is empty, undecodable or would climb. */
export function decodedSegments(path: string): string[] | null {
  const segments = path.slice(API_BASE.length).split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (value === '' || value === '.' || value === '..' || /[/\\\0]/.test(value)) return null;
    decoded.push(value);
  }
  return decoded;
}

/** The media type of a Content-Type header, lower case, without its parameters. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/**
 * Whether an `Origin` header is this site's: absent (a client that is not a browser), or naming the host
 * the request was sent to, or the configured public origin (SITE_URL). `null` (a sandboxed or opaque
 * origin) is not.
 */
export function isSameOrigin(origin: string | undefined, host: string | undefined, siteUrl: string | null): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (host !== undefined && parsed.host === host.toLowerCase()) return true;
  if (siteUrl === null) return false;
  try {
    return parsed.origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

/**
 * The decision for a request under the API base. `rawUrl`: the request target as sent (path and query);
 * `siteUrl`: the configured public origin, if any; `browserCalls`: the calls the browser makes (BROWSER_CALLS
 * of features/index.ts, handed over by the entry point and the `/api` route).
 */
export function screenApiRequest(
  method: string,
  rawUrl: string,
  headers: ApiHeaders,
  siteUrl: string | null,
  browserCalls: readonly string[],
): ApiDecision {
  const question = rawUrl.indexOf('?');
  const rawPath = question === -1 ? rawUrl : rawUrl.slice(0, question);
  const hash = rawUrl.indexOf('#');
  const search = question === -1 || (hash !== -1 && hash < question) ? '' : rawUrl.slice(question).split('#', 1)[0]!;
  const path = canonicalPath(rawPath);
  if (path === null || !path.startsWith(API_BASE)) return { kind: 'refuse', status: 400, reason: 'badPath' };
  const segments = decodedSegments(path);
  if (segments === null) return { kind: 'refuse', status: 400, reason: 'badPath' };

  if (path.startsWith(CALL_PREFIX) || segments[0]?.toLowerCase() === 'web') {
    const call = segments.join('/');
    if (!browserCalls.includes(call)) return { kind: 'refuse', status: 404, reason: 'unknownCall' };
    if (method !== 'POST') return { kind: 'refuse', status: 405, reason: 'method', allow: 'POST' };
    if (mediaType(headers.contentType) !== 'application/json') return { kind: 'refuse', status: 415, reason: 'mediaType' };
    if (!isSameOrigin(headers.origin, headers.host, siteUrl)) return { kind: 'refuse', status: 403, reason: 'origin' };
    return { kind: 'call', call, url: `${API_BASE}${call}${search}` };
  }
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'refuse', status: 405, reason: 'method', allow: 'GET, HEAD' };
  return { kind: 'file', url: `${path}${search}` };
}

/**
 * A call's body as the backend will read it: a JSON object, strictly (a byte-order mark, a trailing
 * comma or a bare value is not one). The limiter reads the same object, so what it cannot read is
 * refused rather than passed on uncounted.
 */
export function readCallObject(bytes: Buffer): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** A refusal's answer, as the API route gives it (the site server says the same in the page's language). */
export function apiRefusal(refusal: ApiRefusal): Response {
  return new Response(JSON.stringify({ code: 0, msg: zh.Errors.api[refusal.reason], data: null }), {
    status: refusal.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...(refusal.allow ? { allow: refusal.allow } : {}),
    },
  });
}
