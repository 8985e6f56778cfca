/**
 * Typed reads of the backend for server components. Each is wrapped in React `cache()` so a page view asks
 * the backend once per datum, however many components (layout, page, generateMetadata) need it.
 * Arguments are primitives so equal calls hit the same cache entry.
 */
import 'server-only';
import { cache } from 'react';
import { connection } from 'next/server';
import { getServerConfig } from '@/lib/config';
import { handleDemoRequest } from '@/demo/backend';
import { pageNotFound } from '@/lib/server/not-found';
import { CALLS } from './calls';
import { isAbsence, isBackendError, isMembersOnly, type BackendError } from './errors';
import { sharedAnswerStore } from './answer-store';
import { createTransport, type CallReport } from './transport';
import { contentTagsOf } from './tags';
import { currentRenderReport } from '@/lib/server/render-report';
import {
  ArticleSchema,
  BannerListSchema,
  CategoryInfoSchema,
  CompanyProfileSchema,
  MilestoneListSchema,
  PAGE_SIZE_MAX,
  PageSchema,
  SettingsSchema,
  SiteInfoSchema,
} from './types';

/** Origin used for requests to the embedded demo backend; never resolved over the network. */
const EMBEDDED_ORIGIN = 'http://embedded-demo.invalid';

/** A failed call is not retried for this long: Next.js renders again after an error, visitors come in bursts. */
const FAILURE_MEMO_MS = 1000;

/** When the current page view started (one value per server request; React scopes `cache` to it). */
const viewStartedAt = cache(() => Date.now());

/** Tells the render in progress (if the site's HTTP server is tracking it) what it read and how. */
function reportCall(event: CallReport): void {
  const report = currentRenderReport();
  if (!report) return;
  if (event.answer === 'failed') {
    // "No such thing" is a definitive answer, not a fault; the page depends on it all the same.
    if (isAbsence(event.error)) for (const tag of contentTagsOf(event.call, null)) report.tags.add(tag);
    else if (!isMembersOnly(event.error)) report.failed = true;
    return;
  }
  if (event.answer === 'kept') report.stale = true;
  if (event.answer === 'cached') report.oldestAnswerAt = Math.min(report.oldestAnswerAt ?? Infinity, event.storedAt);
  for (const tag of contentTagsOf(event.call, event.value)) report.tags.add(tag);
}

const callBackend = createTransport({
  resolveTarget: () => {
    const { backendUrl } = getServerConfig();
    return backendUrl ? { baseUrl: backendUrl, fetch: (request) => fetch(request, { cache: 'no-store' }) } : { baseUrl: EMBEDDED_ORIGIN, fetch: handleDemoRequest };
  },
  timeoutMs: () => getServerConfig().backendTimeoutMs,
  log: (line) => console.error(line),
  // Backend data is read per request, so the same build shows whichever backend BACKEND_URL names at run time.
  beforeCall: () => connection(),
  // One budget for the whole page view, however many rounds of calls it makes.
  deadline: () => viewStartedAt() + getServerConfig().backendTimeoutMs,
  store: sharedAnswerStore(),
  // The data cache shares the page cache's window: a page and the answers it is made of are never older
  // together than REVALIDATE_SECONDS (the page cache counts from the oldest answer a render used).
  freshForMs: () => getServerConfig().revalidateSeconds * 1000,
  tagsOf: contentTagsOf,
  staleIfErrorMs: () => getServerConfig().staleIfErrorSeconds * 1000,
  failureMemoMs: FAILURE_MEMO_MS,
  report: reportCall,
});

export const getSiteInfo = cache(() => callBackend(CALLS.getSiteList, {}, SiteInfoSchema));

export const getSettings = cache(() => callBackend(CALLS.getInfo, {}, SettingsSchema));

/**
 * Optional content: what a backend does not have (code 0, or HTTP 404 for a call it does not implement;
 * docs/backend-api.md) reads as the fallback, and the page leaves that piece out. Faults still throw.
 */
async function optional<T>(read: Promise<T>, fallback: T): Promise<T> {
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

export const getBanners = cache(async (position: string) => (await optional(callBackend(CALLS.getBannerList, { position }, BannerListSchema), { list: [] })).list);

export const getMilestones = cache(async () => (await optional(callBackend(CALLS.getExperienceList, {}, MilestoneListSchema), { list: [] })).list);

/** A page by slug (about, contact, investor), or null when the backend has none. */
export const getPageBySlug = cache((slug: string) => optional(callBackend(CALLS.getInfoBySlug, { slug }, PageSchema), null));

/** A category and one page of its articles, optionally filtered by publication year and announcement subtype. */
export const getCategory = cache((id: number, page = 1, pageSize = 10, year?: number, subtype?: string) =>
  callBackend(CALLS.getCategoryInfoById, { id, page, page_size: pageSize, ...(year ? { year } : {}), ...(subtype ? { subtype } : {}) }, CategoryInfoSchema),
);

/** Upper bound on pages read by getAllArticles: 20 × 50 = 1000 articles, far beyond any product line. */
const MAX_LIST_PAGES = 20;

/**
 * Every article of a category (the product selection filters and sorts the whole line, and the sitemap
 * lists everything). Pages of the largest size, the first alone to learn the total, the rest in parallel.
 */
export const getAllArticles = cache(async (id: number) => {
  const first = await getCategory(id, 1, PAGE_SIZE_MAX);
  const pages = Math.min(MAX_LIST_PAGES, Math.ceil(first.articles.total / PAGE_SIZE_MAX));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => getCategory(id, index + 2, PAGE_SIZE_MAX)));
  return { category: first.category, path: first.path, articles: [first, ...rest].flatMap((page) => page.articles.list) };
});

/** Company facts; every part empty when the backend has none. */
export const getCompanyProfile = cache(() => optional(callBackend(CALLS.getCompanyProfile, {}, CompanyProfileSchema), CompanyProfileSchema.parse({})));

export const getArticle = cache((id: number) => callBackend(CALLS.getArticleInfoById, { id }, ArticleSchema));

/** An article read with a visitor's login token (members-only content): the visitor's own, never cached. */
export function getArticleAsMember(id: number, token: string) {
  return callBackend(CALLS.getArticleInfoById, { id }, ArticleSchema, { token });
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
  return recover(promise, () => true, () => null);
}

/**
 * The backend answers code 0 for an unknown or malformed id (docs/backend-api.md): that is a 404 for the
 * visitor (lib/server/not-found.ts). Any other failure propagates to the error boundary.
 */
export function orNotFound<T>(promise: Promise<T>): Promise<T> {
  return recover(promise, isAbsence, () => pageNotFound());
}
