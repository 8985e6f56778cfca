/**
 * The one server-side transport to the backend. It knows the envelope `{code, msg, data}` and nothing
 * about pages: typed functions in ./index.ts sit on top of it.
 *
 * Order of checks, each on what the previous one proved: HTTP status before parsing, JSON before the envelope, the
 * envelope code before the data, the data's shape before anyone uses it. Every failure is a BackendError
 * naming the call, and each attempt that fails is logged as exactly one line.
 *
 * Keeping the site up while the backend misbehaves (docs/faults.md):
 * - within the revalidation window (`freshForMs`) a read is answered from the store without asking: warm
 *   page views, and the renders of link prefetches, ask the backend nothing;
 * - identical calls in flight at the same time share one request to the backend;
 * - a failed answer is remembered for a moment (`failureMemoMs`), so the re-renders Next.js does after an
 *   error, and a burst of visitors, do not ask a failing backend again at once;
 * - the last good answer of each read is kept (`store`), and served for up to `staleIfErrorMs` while the
 *   backend fails, except when the backend says the thing does not exist (code 0);
 * - a page view has one budget (`deadline`): each call waits at most what is left of it;
 * - an answer may say how long it may be shown (`maxAgeMs`: stock figures): it is then neither answered from
 *   the store nor served while the backend fails once that old, and the render report learns until when
 *   the page showing it may be kept (`keepUntil`).
 */
import { readChunksCapped } from './forward';
import type { z } from 'zod';
import { LRUCache } from 'lru-cache';
import { collectLeftOut } from './lenient';
import type { AnswerStore, StoredAnswer } from './answer-store';
import { API_BASE, CODE_SUCCESS } from './calls';
import type { CallSpec } from './call-spec';

type CallName = CallSpec['name'];
import { BackendError, describeFetchFailure, isDefinitive, NO_MESSAGE, type BackendFailureKind } from './errors';
import { timer } from '@/lib/core/timer';

/** Failures remembered at once (each for `failureMemoMs`): a burst of made-up addresses cannot grow it further. */
export const MAX_REMEMBERED_FAILURES = 1000;

/**
 * The largest answer read (issue 42, finding 12): a hostile or broken backend's 120 MB answer took an
 * instance from 278 to 1,052 MiB when it was read whole. The site's largest real answers (a category's
 * list, a year of daily closes) are a few hundred KB.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/** A response's body as text, read up to `limit` bytes; null past it (the rest is not read). */
export async function readAnswer(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return '';
  const chunks = await readChunksCapped(response.body, limit);
  return chunks === null ? null : Buffer.concat(chunks).toString('utf8');
}

export type FetchLike = (request: Request) => Promise<Response>;

export type TransportDeps = {
  /** Where the backend is: a base URL to fetch over HTTP, or an in-process handler (the embedded demo). */
  resolveTarget: () => { baseUrl: string; fetch: FetchLike };
  timeoutMs: () => number;
  log: (line: string) => void;
  /** Runs before every call (the app marks the render as dynamic here). */
  beforeCall?: () => Promise<void>;
  /** Absolute time (ms) by which the current page view needs its answers; none: each call gets `timeoutMs`. */
  deadline?: () => number | undefined;
  /** Last good answers: the data cache within `freshForMs`, and for stale-if-error (a function: read when used). */
  store?: AnswerStore | (() => AnswerStore);
  /** How long a stored answer is served without asking the backend; 0 (the default) always asks. */
  freshForMs?: () => number;
  /** Content tags of an answer, stored with it so an on-demand revalidation can expire it. */
  tagsOf?: (call: CallName, value: unknown) => readonly string[];
  /** How old a kept answer may be and still be served while the backend fails; 0 turns it off. */
  staleIfErrorMs?: () => number;
  /** How long a failure is remembered before the backend is asked again. */
  failureMemoMs?: number;
  /** Told how each call was answered: the render report (lib/core/render-report.ts) listens here. */
  report?: (event: CallReport) => void;
  /**
   * Told of each request made to the backend: its call, how long it took and its failure kind (null: answered), for
   * the metrics; and asked for a span around it, whose headers the request carries (trace context), for the traces.
   */
  observe?: (call: CallName, seconds: number, failure: BackendFailureKind | null) => void;
  span?: (call: CallName) => {
    headers: Record<string, string>;
    within: <T>(work: () => T) => T;
    end: (failure: BackendFailureKind | null) => void;
  } | null;
  now?: () => number;
};

/**
 * How a call was answered: by the backend (`fresh`), by a stored answer within the revalidation window
 * (`cached`, with when the backend gave it), by a kept answer while the backend failed, or not at all.
 */
export type CallReport = { call: CallName; payload: object } & (
  | { answer: 'fresh' | 'kept'; value: unknown; keepUntil?: number }
  | { answer: 'cached'; value: unknown; storedAt: number; keepUntil?: number }
  | { answer: 'failed'; error: BackendError }
);

/**
 * `token`: a visitor's login token (the `token` header of requirements §6), for members-only content. Such a call
 * is the visitor's own: never stored, shared, remembered or reported, and never answered from a store.
 */
export type CallOptions<T = unknown> = {
  token?: string;
  /**
   * A preview link's token (the `preview` header of docs/backend-api.md, `web/get_article_info_by_id`): the draft an
   * editor opened from the CMS. Like `token`, the call is the viewer's own: never stored, shared or remembered.
   */
  preview?: string;
  /** A form the visitor sent without a token (a sample request): theirs all the same, sent every time. */
  own?: boolean;
  /**
   * How long this answer may be shown, from when the backend was asked (its own `max_age`): never answered
   * from the store, nor served while the backend fails, once that old; 0: never from the store.
   */
  maxAgeMs?: (value: T) => number;
};

export type Transport = <S extends z.ZodType>(
  call: CallName,
  payload: object,
  schema: S,
  options?: CallOptions<z.output<S>>,
) => Promise<z.output<S>>;

type Outcome = { ok: true; value: unknown; askedAt: number } | { ok: false; error: BackendError };

/** The answer's own age limit, or none. */
type AgeLimit = ((value: never) => number) | undefined;

/** Until when an answer given at `givenAt` may be shown under its own limit; undefined without one. */
function keepUntilOf(limit: AgeLimit, value: unknown, givenAt: number): number | undefined {
  return limit ? givenAt + (limit as (value: unknown) => number)(value) : undefined;
}

/** The data of a kept answer's text (an envelope with code 1), as `schema` reads it; undefined if it no longer does. */
function parseKept(text: string, schema: z.ZodType): unknown {
  try {
    const envelope = JSON.parse(text) as { code?: unknown; data?: unknown };
    if (envelope.code !== CODE_SUCCESS) return undefined;
    const parsed = schema.safeParse(envelope.data);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function createTransport(deps: TransportDeps): Transport {
  const now = deps.now ?? Date.now;
  const memoMs = deps.failureMemoMs ?? 0;
  const inFlight = new Map<string, { outcome: Promise<Outcome>; endsBy: number }>();
  // Bounded, and forgotten after the memo: every unknown id a visitor makes up is a failure of its own.
  const failures = new LRUCache<string, { error: BackendError; at: number }>({ max: MAX_REMEMBERED_FAILURES });
  const store = (): AnswerStore | undefined => (typeof deps.store === 'function' ? deps.store() : deps.store);
  // Each left-out item is logged once (per call, place and problem), not on every parse of the same answer.
  const leftOutLogged = new LRUCache<string, true>({ max: 1000 });
  const logLeftOut = (line: string) => {
    if (leftOutLogged.has(line)) return;
    leftOutLogged.set(line, true);
    deps.log(line);
  };

  /** One attempt: never rejects, logs its failure once. `key` null: a visitor's own call (with their token), which touches no store. */
  async function attempt(
    call: CallName,
    payload: object,
    schema: z.ZodType,
    key: string | null,
    timeoutMs: number,
    ageLimit: AgeLimit,
    token?: string,
    preview?: string,
  ): Promise<Outcome> {
    const started = now();
    const span = deps.span?.(call) ?? null;
    const observed = (failure: BackendFailureKind | null) => {
      deps.observe?.(call, (now() - started) / 1000, failure);
      span?.end(failure);
    };
    const fail = (kind: BackendFailureKind, detail: string, code: number | null = null): Outcome => {
      observed(kind);
      const error = new BackendError(call, kind, detail, code);
      // It is gone, or became members-only: the kept copy must not be served later.
      if (key !== null && isDefinitive(error)) store()?.delete(key);
      deps.log(`[backend] ${error.message} after ${now() - started} ms${key === null ? '' : keptNote(staleCopy(key, error, ageLimit))}`);
      return { ok: false, error };
    };

    const { baseUrl, fetch } = deps.resolveTarget();
    const controller = new AbortController();
    const request = new Request(`${baseUrl}${API_BASE}${call}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { token } : {}),
        ...(preview ? { preview } : {}),
        ...span?.headers,
      },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });

    // The budget covers the whole exchange, body included: a backend that sends headers and then stalls
    // must not hold a page render.
    const exchange = (async () => {
      const response = await (span ? span.within(() => fetch(request)) : fetch(request));
      return { response, body: await readAnswer(response, MAX_ANSWER_BYTES) };
    })();
    exchange.catch(() => undefined); // settled later or abandoned on timeout; never an unhandled rejection

    const limit = timer(timeoutMs);
    let result: Awaited<typeof exchange> | 'timeout';
    try {
      result = await Promise.race([exchange, limit.promise]);
    } catch (error) {
      return fail('network', describeFetchFailure(error));
    } finally {
      limit.clear();
    }
    if (result === 'timeout') {
      controller.abort();
      return fail('timeout', `no answer within ${timeoutMs} ms`);
    }

    const { response, body } = result;
    if (!response.ok) return fail('http', `HTTP ${response.status}`, response.status);
    if (body === null) return fail('parse', `the answer is over ${MAX_ANSWER_BYTES} bytes`);

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
      const msg = typeof envelope.msg === 'string' && envelope.msg !== '' ? envelope.msg : NO_MESSAGE;
      return fail('code', msg, envelope.code);
    }

    const { result: parsed, leftOut } = collectLeftOut(() => schema.safeParse(envelope.data));
    for (const item of leftOut) logLeftOut(`[backend] ${call}: an item of the answer left out (${item})`);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? issue.path.join('.') : 'data';
      return fail('shape', `${where}: ${issue?.message ?? 'unexpected shape'}`);
    }
    if (key !== null) store()?.set(key, parsed.data, body, started, deps.tagsOf?.(call, parsed.data) ?? []);
    observed(null);
    return { ok: true, value: parsed.data, askedAt: started };
  }

  function staleCopy(key: string, error: BackendError, ageLimit: AgeLimit) {
    const maxAge = deps.staleIfErrorMs?.() ?? 0;
    const kept = maxAge > 0 && !isDefinitive(error) ? store()?.get(key) : undefined;
    if (!kept || now() - kept.storedAt > maxAge) return undefined;
    return now() < (keepUntilOf(ageLimit, kept.value, kept.storedAt) ?? Infinity) ? kept : undefined;
  }

  /** The end of a failure's log line when a kept answer will be served instead. */
  function keptNote(kept: StoredAnswer | undefined): string {
    return kept ? `; serving the last good answer from ${new Date(kept.storedAt).toISOString()}` : '';
  }

  /** The report of an answer given at `givenAt`: with until when it may be shown, when it says. */
  const shown = (ageLimit: AgeLimit, value: unknown, givenAt: number) => {
    const keepUntil = keepUntilOf(ageLimit, value, givenAt);
    return keepUntil === undefined ? { value } : { value, keepUntil };
  };

  function settle(outcome: Outcome, key: string, call: CallName, payload: object, ageLimit: AgeLimit): unknown {
    if (outcome.ok) {
      deps.report?.({ call, payload, answer: 'fresh', ...shown(ageLimit, outcome.value, outcome.askedAt) });
      return outcome.value;
    }
    const kept = staleCopy(key, outcome.error, ageLimit);
    if (kept) {
      deps.report?.({ call, payload, answer: 'kept', ...shown(ageLimit, kept.value, kept.storedAt) });
      return kept.value;
    }
    deps.report?.({ call, payload, answer: 'failed', error: outcome.error });
    throw outcome.error;
  }

  return async function callBackend(call, payload, schema, options) {
    const ageLimit: AgeLimit = options?.maxAgeMs;
    if (options?.token || options?.own || options?.preview) {
      const outcome = await attempt(call, payload, schema, null, deps.timeoutMs(), ageLimit, options.token, options.preview);
      if (outcome.ok) return outcome.value as z.output<typeof schema>;
      throw outcome.error;
    }
    await deps.beforeCall?.();
    const key = `${deps.resolveTarget().baseUrl} ${call} ${JSON.stringify(payload)}`;

    const freshFor = deps.freshForMs?.() ?? 0;
    const kept = store();
    const fresh = (entry: StoredAnswer) =>
      !kept!.isExpired(entry) &&
      now() - entry.storedAt < freshFor &&
      now() < (keepUntilOf(ageLimit, entry.value, entry.storedAt) ?? Infinity);
    // Memory first, then the other instances' answers (Redis), parsed as the backend's answer would be.
    const stored = freshFor > 0 && kept ? await kept.lookup(key, (text) => parseKept(text, schema), fresh) : undefined;
    if (stored && fresh(stored)) {
      deps.report?.({ call, payload, answer: 'cached', storedAt: stored.storedAt, ...shown(ageLimit, stored.value, stored.storedAt) });
      return stored.value as z.output<typeof schema>;
    }

    const remembered = failures.get(key);
    if (remembered && now() - remembered.at < memoMs)
      return settle({ ok: false, error: remembered.error }, key, call, payload, ageLimit) as z.output<typeof schema>;

    // The page view's budget: what is left before its deadline, and never more than the call timeout.
    const deadline = deps.deadline?.();
    const budget = Math.max(0, Math.round(Math.min(deps.timeoutMs(), deadline === undefined ? Infinity : deadline - now())));

    let flight = inFlight.get(key);
    if (!flight) {
      const outcome = attempt(call, payload, schema, key, budget, ageLimit).then((result) => {
        inFlight.delete(key);
        if (result.ok) failures.delete(key);
        else if (memoMs > 0) failures.set(key, { error: result.error, at: now() });
        return result;
      });
      flight = { outcome, endsBy: now() + budget };
      inFlight.set(key, flight);
    }
    if (now() + budget >= flight.endsBy) return settle(await flight.outcome, key, call, payload, ageLimit) as z.output<typeof schema>;

    // This view joined a flight another view started, and has less time left than that flight may take.
    const limit = timer(budget);
    try {
      const outcome = await Promise.race([flight.outcome, limit.promise]);
      if (outcome !== 'timeout') return settle(outcome, key, call, payload, ageLimit) as z.output<typeof schema>;
    } finally {
      limit.clear();
    }
    const error = new BackendError(call, 'timeout', `no answer within the ${budget} ms left of this page view's budget`);
    deps.log(`[backend] ${error.message}${keptNote(staleCopy(key, error, ageLimit))}`);
    return settle({ ok: false, error }, key, call, payload, ageLimit) as z.output<typeof schema>;
  };
}
