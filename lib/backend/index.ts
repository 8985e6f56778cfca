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
import { notFound } from 'next/navigation';
import { CALLS, CODE_FAILURE } from './calls';
import { isBackendError } from './errors';
import { createTransport } from './transport';
import {
  ArticleSchema,
  BannerListSchema,
  CategoryInfoSchema,
  MilestoneListSchema,
  PageSchema,
  SettingsSchema,
  SiteInfoSchema,
} from './types';

/** Origin used for requests to the embedded demo backend; never resolved over the network. */
const EMBEDDED_ORIGIN = 'http://embedded-demo.invalid';

const callBackend = createTransport({
  resolveTarget: () => {
    const { backendUrl } = getServerConfig();
    return backendUrl ? { baseUrl: backendUrl, fetch: (request) => fetch(request, { cache: 'no-store' }) } : { baseUrl: EMBEDDED_ORIGIN, fetch: handleDemoRequest };
  },
  timeoutMs: () => getServerConfig().backendTimeoutMs,
  log: (line) => console.error(line),
  // Backend data is read per request, so the same build shows whichever backend BACKEND_URL names at run time.
  beforeCall: () => connection(),
});

export const getSiteInfo = cache(() => callBackend(CALLS.getSiteList, {}, SiteInfoSchema));

export const getSettings = cache(() => callBackend(CALLS.getInfo, {}, SettingsSchema));

export const getBanners = cache(async (position: string) => (await callBackend(CALLS.getBannerList, { position }, BannerListSchema)).list);

export const getMilestones = cache(async () => (await callBackend(CALLS.getExperienceList, {}, MilestoneListSchema)).list);

export const getPageBySlug = cache((slug: string) => callBackend(CALLS.getInfoBySlug, { slug }, PageSchema));

export const getCategory = cache((id: number, page = 1, pageSize = 10) =>
  callBackend(CALLS.getCategoryInfoById, { id, page, page_size: pageSize }, CategoryInfoSchema),
);

export const getArticle = cache((id: number) => callBackend(CALLS.getArticleInfoById, { id }, ArticleSchema));

/**
 * Resolves to null when the backend fails: for the layout shell (header, footer), which must render when
 * the backend is down. The failure was already logged by the transport; programming errors still throw.
 */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isBackendError(error)) return null;
    throw error;
  }
}

/**
 * The backend answers code 0 for an unknown or malformed id (docs/backend-api.md): that is a 404 for the
 * visitor. Any other failure propagates to the error boundary.
 */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (isBackendError(error) && error.kind === 'code' && error.code === CODE_FAILURE) notFound();
    throw error;
  }
}
