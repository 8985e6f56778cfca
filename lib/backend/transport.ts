/**
 * The one server-side transport to the backend. It knows the envelope `{code, msg, data}` and nothing
 * about pages: typed functions in ./index.ts sit on top of it.
 *
 * Order of checks (the lessons of STYLE.md): HTTP status before parsing, JSON before the envelope, the
 * envelope code before the data, the data's shape before anyone uses it. Every failure is a BackendError
 * naming the call, and is logged as exactly one line.
 */
import type { z } from 'zod';
import { API_BASE, CODE_SUCCESS, type CallName } from './calls';
import { BackendError, describeFetchFailure, type BackendFailureKind } from './errors';

export type FetchLike = (request: Request) => Promise<Response>;

export type TransportDeps = {
  /** Where the backend is: a base URL to fetch over HTTP, or an in-process handler (the embedded demo). */
  resolveTarget: () => { baseUrl: string; fetch: FetchLike };
  timeoutMs: () => number;
  log: (line: string) => void;
  /** Runs before every call (the app marks the render as dynamic here). */
  beforeCall?: () => Promise<void>;
};

export type Transport = <S extends z.ZodType>(call: CallName, payload: object, schema: S) => Promise<z.output<S>>;

export function createTransport(deps: TransportDeps): Transport {
  return async function callBackend(call, payload, schema) {
    await deps.beforeCall?.();
    const started = Date.now();
    const fail = (kind: BackendFailureKind, detail: string, code: number | null = null): never => {
      const error = new BackendError(call, kind, detail, code);
      deps.log(`[backend] ${error.message} after ${Date.now() - started} ms`);
      throw error;
    };

    const { baseUrl, fetch } = deps.resolveTarget();
    const timeoutMs = deps.timeoutMs();
    const controller = new AbortController();
    const request = new Request(`${baseUrl}${API_BASE}${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });

    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    // The budget covers the whole exchange, body included: a backend that sends headers and then stalls
    // must not hold a page render.
    const exchange = (async () => {
      const response = await fetch(request);
      return { response, body: await response.text() };
    })();
    exchange.catch(() => undefined); // settled later or abandoned on timeout; never an unhandled rejection

    let outcome: Awaited<typeof exchange> | 'timeout';
    try {
      outcome = await Promise.race([exchange, timeout]);
    } catch (error) {
      return fail('network', describeFetchFailure(error));
    } finally {
      clearTimeout(timer);
    }
    if (outcome === 'timeout') {
      controller.abort();
      return fail('timeout', `no answer within ${timeoutMs} ms`);
    }

    const { response, body } = outcome;
    if (!response.ok) return fail('http', `HTTP ${response.status}`, response.status);

    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return fail('parse', `body is not JSON (${response.headers.get('content-type') ?? 'no content-type'})`);
    }
    if (typeof json !== 'object' || json === null || typeof (json as { code?: unknown }).code !== 'number') {
      return fail('envelope', 'no numeric "code" in the answer');
    }
    const envelope = json as { code: number; msg?: unknown; data?: unknown };
    if (envelope.code !== CODE_SUCCESS) {
      const msg = typeof envelope.msg === 'string' && envelope.msg !== '' ? envelope.msg : 'no message';
      return fail('code', msg, envelope.code);
    }

    const parsed = schema.safeParse(envelope.data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? issue.path.join('.') : 'data';
      return fail('shape', `${where}: ${issue?.message ?? 'unexpected shape'}`);
    }
    return parsed.data;
  };
}
