/**
 * The kit every read of the backend is made with, for server components (the core's reads in
 * lib/backend/index.ts, a feature's in features/<name>/reads.ts): one transport per process, reads in the
 * page's language and shared within a page view by React `cache`, and the `or…` helpers that say what a
 * missing or failed answer means to the page.
 */
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cache } from 'react';
import { connection } from 'next/server';
import type { z } from 'zod';
import { getServerConfig } from '@/lib/core/config';
import { FAILURE_MEMO_MS, freshWindowMs, staleIfErrorMs } from '@/lib/core/cache-policy';
import { pageNotFound } from '@/lib/core/not-found';
import { currentRenderReport } from '@/lib/core/render-report';
import { siteLog } from '@/lib/core/log';
import { currentRequestId } from '@/lib/core/request-context';
import { telemetry } from '@/lib/core/telemetry';
import type { Locale } from '@/i18n/config';
import { getPageLocale } from '@/i18n/server';
import { isAbsence, isBackendError, isMembersOnly, type BackendError } from './errors';
import { linkedAnswerStore } from './site-link';
import { createTransport, type CallOptions, type CallReport } from './transport';
import { callTarget } from './target';
import { tagsOfCall, type CallSpec, type TagRule } from './call-spec';
import { PAGE_SIZE_MAX } from './types';

/** When the current page view started (one value per server request; React scopes `cache` to it). */
const viewStartedAt = cache(() => Date.now());

/**
 * The tag rule of every call made, by name: a call states its tags where it is declared (lib/backend/call-spec.ts),
 * and the transport stores and reports each answer with them.
 */
const tagRules = new Map<string, TagRule>();
const tagsOf = (call: string, answer: unknown) => tagsOfCall(tagRules.get(call) ?? [], answer);

/** Tells the render in progress (if the site's HTTP server is tracking it) what it read and how. */
function reportCall(event: CallReport): void {
  const report = currentRenderReport();
  if (!report) return;
  report.calls += 1;
  if (event.answer === 'failed') {
    // "No such thing" is a definitive answer, not a fault; the page depends on it all the same.
    if (isAbsence(event.error)) for (const tag of tagsOf(event.call, null)) report.tags.add(tag);
    else if (!isMembersOnly(event.error)) report.failed = true;
    return;
  }
  if (event.answer === 'kept') report.stale = true;
  if (event.answer === 'cached') report.oldestAnswerAt = Math.min(report.oldestAnswerAt ?? Infinity, event.storedAt);
  if (event.keepUntil !== undefined) report.keepUntil = Math.min(report.keepUntil ?? Infinity, event.keepUntil);
  for (const tag of tagsOf(event.call, event.value)) report.tags.add(tag);
}

const transport = createTransport({
  resolveTarget: callTarget,
  timeoutMs: () => getServerConfig().backendTimeoutMs,
  log: (line) => siteLog().warn({ reqId: currentRequestId() }, line),
  // Backend data is read per request, so the same build shows whichever backend BACKEND_URL names at run time.
  beforeCall: () => connection(),
  // One budget for the whole page view, however many rounds of calls it makes.
  deadline: () => viewStartedAt() + getServerConfig().backendTimeoutMs,
  store: linkedAnswerStore,
  // The page cache's window (lib/core/cache-policy.ts), counted for pages from the oldest answer a render used.
  freshForMs: () => freshWindowMs(getServerConfig()),
  tagsOf,
  staleIfErrorMs: () => staleIfErrorMs(getServerConfig()),
  failureMemoMs: FAILURE_MEMO_MS,
  report: reportCall,
  // The metrics and traces the site server installs (lib/core/telemetry.ts; nothing without them).
  observe: (call, seconds, failure) => telemetry().backendCall(call, seconds, failure),
  span: (call) => telemetry().backendSpan(call),
});

/** One call of the backend, as its declaration names it, read with `schema` (lib/backend/transport.ts). */
export function callBackend<S extends z.ZodType>(call: CallSpec, payload: object, schema: S, options?: CallOptions<z.output<S>>) {
  tagRules.set(call.name, call.tags);
  return transport(call.name, payload, schema, options);
}

const languageScope = new AsyncLocalStorage<Locale>();

/**
 * Reads inside `work` ask the backend in `lang`; elsewhere a read asks in the language of the page being
 * rendered. For the sitemap (both languages) and routes outside locale routing.
 */
export function inLanguage<T>(lang: Locale, work: () => Promise<T>): Promise<T> {
  return languageScope.run(lang, work);
}

/** The language a read asks the backend for: every `web/*` call carries it as `lang` (docs/backend-api.md). */
export function readLanguage(): Promise<Locale> {
  const scoped = languageScope.getStore();
  return scoped ? Promise.resolve(scoped) : getPageLocale();
}

/**
 * A read of the backend in the current language. React `cache` shares equal reads within one page view;
 * the language is part of the key, so the two languages never share an answer (nor do the answer store
 * and the page cache: the body, and the address, differ).
 */
export function languageRead<A extends unknown[], R>(read: (lang: Locale, ...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const cached = cache(read);
  return async (...args: A) => cached(await readLanguage(), ...args);
}

/**
 * Optional content: what a backend does not have (code 0, or HTTP 404 for a call it does not implement;
 * docs/backend-api.md) reads as the fallback, and the page leaves that piece out. Faults still throw.
 */
export async function optional<T>(read: Promise<T>, fallback: T): Promise<T> {
  return (await orAbsent(read)) ?? fallback;
}

/**
 * The answer, or `instead()` when the read failed with a backend error that `matches`; anything else
 * (other backend errors, programming errors) propagates. The one shape of every `or…` below.
 */
async function recover<T, R>(read: Promise<T>, matches: (error: BackendError) => boolean, instead: () => R): Promise<T | R> {
  try {
    return await read;
  } catch (error) {
    if (isBackendError(error) && matches(error)) return instead();
    throw error;
  }
}

/** The answer, or null when the backend has no such thing (code 0, HTTP 404); faults still throw. */
export function orAbsent<T>(read: Promise<T>): Promise<T | null> {
  return recover(read, isAbsence, () => null);
}

/** Upper bound on pages read by a whole list: 20 × 50 = 1000 items, far beyond any product line. */
export const MAX_LIST_PAGES = 20;

/**
 * Every page of a list of pages of the largest size: the first alone to learn the total, the rest (at most
 * MAX_LIST_PAGES in all) in parallel.
 */
export async function allPages<P>(read: (page: number) => Promise<P>, totalOf: (page: P) => number): Promise<P[]> {
  const first = await read(1);
  const pages = Math.min(MAX_LIST_PAGES, Math.ceil(totalOf(first) / PAGE_SIZE_MAX));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => read(index + 2)));
  return [first, ...rest];
}

/**
 * Whether a list answer holds anything: the question of a link to an optional feature. Absent (null) or
 * failed reads as no, so the link is left out for a while and no page fails for it.
 */
export async function holdsAny(read: Promise<{ total: number } | null>): Promise<boolean> {
  return ((await orNull(read))?.total ?? 0) > 0;
}

/** The article, or `'members-only'` when the backend keeps it for signed-in visitors (-1000). */
export function orMembersOnly<T>(read: Promise<T>): Promise<T | 'members-only'> {
  return recover(read, isMembersOnly, () => 'members-only' as const);
}

/**
 * Resolves to null when the backend fails: for the layout shell (header, footer), which must render when
 * the backend is down. The failure was already logged by the transport; programming errors still throw.
 */
export function orNull<T>(promise: Promise<T>): Promise<T | null> {
  return recover(
    promise,
    () => true,
    () => null,
  );
}

/**
 * The backend answers code 0 for an unknown or malformed id (docs/backend-api.md): that is a 404 for the
 * visitor (lib/core/not-found.ts). Any other failure propagates to the error boundary.
 */
export function orNotFound<T>(promise: Promise<T>): Promise<T> {
  return recover(promise, isAbsence, () => pageNotFound());
}
