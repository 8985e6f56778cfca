/**
 * Pages read their content from the backend. When a read fails and no kept answer can stand in
 * (docs/faults.md), the page is not thrown to the error boundary (which Next.js draws in the browser, over
 * an empty 500 document): it renders the "service unavailable" view on the server and marks the render,
 * and the site's HTTP server answers 503 with Retry-After.
 *
 * A page that finds nothing to show throws `PageNotFound` (lib/core/not-found.ts) and gets the 404 view the same
 * way. Programming errors and Next.js' own `notFound()` still propagate.
 */
import 'server-only';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { isBackendError } from '@/lib/backend/errors';
import { getTranslations } from 'next-intl/server';
import { UnavailableView } from '@/components/unavailable-view';
import { NotFoundView } from '@/components/not-found-view';
import { currentRenderReport } from '@/lib/core/render-report';
import { PageNotFound } from '@/lib/core/not-found';

type Fallbacks<T> = { unavailable: () => T | Promise<T>; notFound: () => T | Promise<T> };

async function attempt<T>(work: () => Promise<T>, fallbacks: Fallbacks<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const report = currentRenderReport();
    if (error instanceof PageNotFound) {
      if (report) report.notFound = true;
      return fallbacks.notFound();
    }
    if (!isBackendError(error)) throw error;
    if (report) report.unavailable = true;
    return fallbacks.unavailable();
  }
}

/** The page; the unavailable view if its backend reads fail; the 404 view if it found nothing to show. */
export function whenAvailable<P>(
  Page: (props: P) => Promise<ReactNode>,
  options: { home?: boolean } = {},
): (props: P) => Promise<ReactNode> {
  return function AvailablePage(props: P) {
    return attempt(() => Page(props), {
      unavailable: () => <UnavailableView home={options.home} />,
      notFound: () => <NotFoundView />,
    });
  };
}

/** The page's metadata, or a title saying the service is unavailable or the page missing (never indexed). */
export function metadataWhenAvailable<P>(generate: (props: P) => Promise<Metadata>): (props: P) => Promise<Metadata> {
  return (props: P) =>
    attempt(() => generate(props), {
      unavailable: async () => ({ title: (await getTranslations('Unavailable'))('title'), robots: { index: false, follow: true } }),
      notFound: async () => ({ title: (await getTranslations('NotFound'))('title'), robots: { index: false } }),
    });
}
