/**
 * Forwards a browser request under `/api/` to the backend named by BACKEND_URL (read per request by the
 * caller). Only the backend's own `/api/` space can be reached: the target is built from the configured
 * base and the request's normalised path, never from anything else in the request (Host, X-Forwarded-*,
 * absolute URLs), and paths that try to climb out with encoded dots or slashes are refused with 400.
 */
import { API_BASE } from './calls';
import { decodedSegments } from './api-door';
import { describeFetchFailure } from './errors';
import { timer } from '@/lib/core/timer';
import { telemetry } from '@/lib/core/telemetry';
import { connectionTokens } from '@/lib/core/connection-tokens';
import { loggedPath, siteLog } from '@/lib/core/log';
import { currentRequestId } from '@/lib/core/request-context';

/** Request bodies larger than this are refused (413) before anything is sent to the backend. */
export const MAX_FORWARD_BODY_BYTES = 1024 * 1024;

/** Hop-by-hop headers (RFC 9110 §7.6.1) and headers the forwarder sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/**
 * fetch() decodes compressed bodies, so the backend's encoding and length no longer describe what we send;
 * the backend's software and version are nobody's business.
 */
const DROP_FROM_RESPONSE = new Set([
  ...HOP_BY_HOP,
  'content-encoding',
  'server',
  'x-powered-by',
  'x-aspnet-version',
  'x-aspnetmvc-version',
]);

/**
 * A backend redirect as a path of the site, or null when it would leave the site. Resolved as a browser
 * would (`/\evil.example/` and `\\evil.example` are other hosts to a browser), against the site's own origin.
 */
export function sameSiteLocation(location: string, siteUrl: string): string | null {
  const site = new URL(siteUrl);
  let resolved: URL;
  try {
    resolved = new URL(location, site);
  } catch {
    return null;
  }
  if (resolved.origin !== site.origin) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

export type ForwardDeps = {
  fetch: (request: Request) => Promise<Response>;
  timeoutMs: number;
  /** One line per failure; the site's log (lib/core/log.ts) by default. */
  log?: (line: string) => void;
};

function defaultLog(line: string): void {
  siteLog().warn({ reqId: currentRequestId() }, line);
}

function plain(status: number, message: string): Response {
  return new Response(JSON.stringify({ code: 0, msg: message, data: null }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * The backend URL for a site path, or null when the path is not a plain `/api/...` path. `rawPath` is the
 * path as the client sent it (before URL normalisation), so encoded traversal is seen.
 */
export function forwardTarget(backendUrl: string, rawPath: string, search: string): URL | null {
  if (!rawPath.startsWith(API_BASE) || rawPath.length === API_BASE.length) return null;
  if (decodedSegments(rawPath) === null) return null;
  const base = new URL(backendUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const target = new URL(base.origin);
  target.pathname = prefix + rawPath;
  target.search = search;
  // Belt and braces: after URL parsing the target must still be on the backend's origin, in its /api/ space.
  if (target.origin !== base.origin || !target.pathname.startsWith(prefix + API_BASE)) return null;
  return target;
}

export async function forwardToBackend(request: Request, rawPath: string, backendUrl: string, deps: ForwardDeps): Promise<Response> {
  const search = new URL(request.url).search;
  const log = deps.log ?? defaultLog;
  const target = forwardTarget(backendUrl, rawPath, search);
  if (!target) return plain(400, '请求路径无效');

  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_FORWARD_BODY_BYTES) return plain(413, '请求体过大');

  const headers = new Headers();
  // Headers named in the request's `Connection` field are hop-by-hop too: they end here.
  const named = new Set(connectionTokens(request.headers.get('connection')));
  request.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && !named.has(name) && !name.startsWith('x-forwarded-') && name !== 'forwarded' && name !== 'x-real-ip')
      headers.set(name, value);
  });

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const read = await readCapped(request, MAX_FORWARD_BODY_BYTES);
    if (read === 'too-large') return plain(413, '请求体过大');
    body = read;
  }

  // A browser's call (not a file) is a call to the backend: measured and traced as the server's own are.
  const call = rawPath.startsWith(`${API_BASE}web/`) ? `web/${rawPath.slice(API_BASE.length + 4)}` : null;
  const started = performance.now();
  const span = call ? telemetry().backendSpan(call) : null;
  for (const [name, value] of Object.entries(span?.headers ?? {})) headers.set(name, value);
  const observed = (failure: 'network' | 'timeout' | 'http' | null) => {
    if (!call) return;
    telemetry().backendCall(call, (performance.now() - started) / 1000, failure);
    span?.end(failure);
  };

  // Raced against an explicit timer (lib/core/timer.ts explains why not the abort signal alone).
  const controller = new AbortController();
  const limit = timer(deps.timeoutMs);
  const outgoing = new Request(target, { method: request.method, headers, body, redirect: 'manual', signal: controller.signal });
  const exchange = span ? span.within(() => deps.fetch(outgoing)) : deps.fetch(outgoing);
  exchange.catch(() => undefined); // abandoned on timeout; never an unhandled rejection
  let response: Response | 'timeout';
  try {
    response = await Promise.race([exchange, limit.promise]);
  } catch (error) {
    observed('network');
    log(`[forward] ${request.method} ${loggedPath(rawPath)} failed: ${describeFetchFailure(error)}`);
    return plain(502, '后端服务不可用');
  } finally {
    limit.clear();
  }
  if (response === 'timeout') {
    observed('timeout');
    controller.abort();
    log(`[forward] ${request.method} ${loggedPath(rawPath)} failed: no answer within ${deps.timeoutMs} ms`);
    return plain(504, '后端服务响应超时');
  }
  // A call the backend does not have (404) is an answer: absence.
  observed(response.ok || response.status === 404 ? null : 'http');

  // A call the backend does not have, answered HTTP 404 as the contract allows, is told to the browser as
  // the same absence in the envelope (code 0): the browser reads both alike, and logs no failed resource
  // for a section the site simply leaves out (issue 42, part 2).
  if (response.status === 404 && rawPath.startsWith(`${API_BASE}web/`)) {
    response.body?.cancel().catch(() => undefined);
    return plain(200, '');
  }

  const out = new Headers();
  response.headers.forEach((value, name) => {
    if (!DROP_FROM_RESPONSE.has(name) && name !== 'set-cookie') out.set(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) out.append('set-cookie', cookie);
  // A redirect from the backend must not send the visitor to the backend's host, or any other.
  const location = out.get('location');
  if (location !== null) {
    const kept = sameSiteLocation(location, request.url);
    if (kept === null) out.delete('location');
    else out.set('location', kept);
  }

  if (request.method === 'HEAD' || !response.body)
    return new Response(null, { status: response.status, statusText: response.statusText, headers: out });
  // The first chunk is read before the status goes out: a body that cannot be read at all (one marked
  // gzip that is not, a reset) is a 502, not a connection closed without a word.
  const reader = response.body.getReader();
  let first: ReadableStreamReadResult<Uint8Array> | 'timeout';
  try {
    first = await readWithin(reader, deps.timeoutMs);
  } catch (error) {
    controller.abort();
    log(`[forward] ${request.method} ${loggedPath(rawPath)}: the backend's body could not be read: ${describeFetchFailure(error)}`);
    return plain(502, '后端服务应答无效');
  }
  if (first === 'timeout') {
    controller.abort();
    reader.cancel().catch(() => undefined);
    log(`[forward] ${request.method} ${loggedPath(rawPath)} failed: no body within ${deps.timeoutMs} ms`);
    return plain(504, '后端服务响应超时');
  }
  const forwarded = withReadTimeout(reader, first, deps.timeoutMs, controller, rawPath, log);
  return new Response(forwarded, { status: response.status, statusText: response.statusText, headers: out });
}

/**
 * A body's chunks, read up to `limit` bytes, counted as they arrive; null past the limit (the rest is not
 * read). A request's body (./forward.ts readCapped) and a backend's answer (./transport.ts) alike.
 */
export async function readChunksCapped(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array[] | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
}

/**
 * A request body, read up to `limit` bytes: a chunked body without a Content-Length is counted as it
 * arrives, so an endless upload is cut off at the limit instead of filling the memory.
 */
export async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  if (!request.body) return new Uint8Array(0);
  const chunks = await readChunksCapped(request.body, limit);
  if (chunks === null) return 'too-large';
  const size = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

/**
 * The backend's response body, passed on as the visitor reads it. Each wait for the backend's next chunk
 * gets the timeout: a backend that sends headers and then stalls ends the response (the visitor sees a
 * cut-off download, the server logs one line) instead of holding the connection for ever. Waiting on a
 * slow visitor is not timed: the next chunk is only asked for when the visitor has taken the last one.
 */
/** The body's next chunk, or 'timeout' when none comes within the limit (lib/core/timer.ts: not the abort signal alone). */
async function readWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  timeoutMs: number,
): Promise<ReadableStreamReadResult<Uint8Array> | 'timeout'> {
  const limit = timer(timeoutMs);
  try {
    return await Promise.race([reader.read(), limit.promise]);
  } finally {
    limit.clear();
  }
}

function withReadTimeout(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: ReadableStreamReadResult<Uint8Array>,
  timeoutMs: number,
  controller: AbortController,
  rawPath: string,
  log: (line: string) => void,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(stream) {
      if (first.done) stream.close();
      else stream.enqueue(first.value);
    },
    async pull(stream) {
      try {
        const next = await readWithin(reader, timeoutMs);
        if (next === 'timeout') {
          log(`[forward] ${loggedPath(rawPath)}: the backend stopped sending the body for ${timeoutMs} ms; response cut off`);
          controller.abort();
          reader.cancel().catch(() => undefined);
          stream.error(new Error('backend body stalled'));
        } else if (next.done) {
          stream.close();
        } else {
          stream.enqueue(next.value);
        }
      } catch (error) {
        log(`[forward] ${loggedPath(rawPath)}: the backend's body failed: ${describeFetchFailure(error)}`);
        stream.error(error);
      }
    },
    cancel(reason) {
      controller.abort();
      return reader.cancel(reason).catch(() => undefined);
    },
  });
}
