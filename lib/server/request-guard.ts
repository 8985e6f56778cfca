/**
 * What the site's HTTP server checks and normalises on every request before anything reaches Next.js:
 * the request target, the method, the User-Agent and the headers a client marked hop-by-hop. Pure
 * functions; site-server.ts applies them.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { API_BASE } from '@/lib/backend/calls';
import { connectionTokens } from '@/lib/core/connection-tokens';
import { localePath, NOT_FOUND_PATH, splitLocalePath } from '@/i18n/paths';

/** Methods the site answers: pages (GET, HEAD), calls and forms (POST), and what /api/ forwards. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Next.js matches the User-Agent against a bot pattern that backtracks quadratically on long word-only
 * values (a 15,000-character one took a render from 14 ms to 1.2 s). No real browser or crawler sends
 * more than a few hundred characters.
 */
export const MAX_USER_AGENT_LENGTH = 256;

/** Headers of the connection itself (RFC 9110 §7.6.1): never passed on. */
const HOP_BY_HOP = ['keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'proxy-authorization', 'proxy-authenticate'];

/** Headers a client may not remove by naming them in `Connection`: the request's own framing and host. */
const KEPT_WHEN_NAMED = new Set(['close', 'host', 'content-length', 'transfer-encoding']);

/** The User-Agent of the renders the page cache keeps: one copy is served to every visitor. */
export const RENDER_USER_AGENT = 'Mozilla/5.0 (compatible; site-page-cache)';

export type Screened = { ok: true; url: string } | { ok: false; status: 400 | 405; message: string };

/**
 * The request target in origin form (`/path?query`), or why the request is refused. An absolute-form
 * target (`GET http://other.example/about`) loses its scheme and host: the site answers for its own
 * origin only, whatever a request line names. `*` (asterisk form) and anything else that is not a path
 * is a 400; TRACE, CONNECT and unknown methods are a 405.
 */
export function screenRequest(method: string | undefined, target: string | undefined): Screened {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method ?? '')) return { ok: false, status: 405, message: '不支持的请求方法' };
  const raw = target ?? '';
  // Origin form; `//x/` too, which is a path whose first segment is empty (Next.js redirects it to `/x/`).
  if (raw.startsWith('/')) return { ok: true, url: raw };
  if (/^https?:\/\//i.test(raw)) {
    try {
      const parsed = new URL(raw);
      return { ok: true, url: `${parsed.pathname}${parsed.search}` };
    } catch {
      return { ok: false, status: 400, message: '请求地址无效' };
    }
  }
  return { ok: false, status: 400, message: '请求地址无效' };
}

/** Whether a path's percent-encoding is valid UTF-8, so that it can be decoded into route parameters. */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A page address whose percent-encoding is not valid UTF-8 (`/news/detail/%C0%AE`) names no page: it
 * becomes the 404 page's internal path in the address's language, before Next.js tries to decode it into
 * route parameters (which fails with a 500). One 404 copy serves every such address. The API's own
 * addresses stay as they are (its forwarder answers them 400).
 */
export function undecodablePageToNotFound(url: string): string {
  const path = url.split('?', 1)[0]!;
  if (path.startsWith(API_BASE) || isDecodablePath(path)) return url;
  return localePath(splitLocalePath(path).locale, NOT_FOUND_PATH);
}

/** The User-Agent cut to a length no pattern can be slowed down by. */
export function boundedUserAgent(value: string | undefined): string | undefined {
  return value !== undefined && value.length > MAX_USER_AGENT_LENGTH ? value.slice(0, MAX_USER_AGENT_LENGTH) : value;
}

/**
 * The request's headers as the next hop should see them: the User-Agent bounded, and the hop-by-hop
 * headers gone, including any the client named in its `Connection` header (RFC 9110 §7.6.1), so a
 * client cannot make the site pass on, or drop, headers of its choosing.
 */
export function normaliseRequestHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = { ...headers };
  const named = connectionTokens(headers.connection).filter((name) => !KEPT_WHEN_NAMED.has(name));
  for (const name of [...HOP_BY_HOP, ...named]) delete out[name];
  const agent = boundedUserAgent(headers['user-agent']);
  if (agent !== undefined) out['user-agent'] = agent;
  return out;
}

/**
 * The headers of a render whose page is kept and served to everyone: nothing of the visitor who happened
 * to ask first (host, cookies, language, User-Agent, conditional or encoding headers) may shape it. The
 * host is the server's own (`localhost:<port>`, as Next.js builds its own origin); pages build their links
 * from SITE_URL.
 */
export function sharedRenderHeaders(host: string): IncomingHttpHeaders {
  return { host, accept: 'text/html', 'user-agent': RENDER_USER_AGENT };
}
