/**
 * Pages read their content from the backend. When a read fails and no kept answer can stand in
 * (docs/faults.md), the page is not thrown to the error boundary (which Next.js draws in the browser, over
 * an empty 500 document): it renders the "service unavailable" view on the server and marks the render,
 * and the site's HTTP server answers 503 with Retry-After.
 *
 * Programming errors and `notFound()` still propagate; only backend failures are caught.
 */
import 'server-only';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { isBackendError } from '@/lib/backend/errors';
import { UNAVAILABLE_HEADING, UnavailableView } from '@/components/unavailable-view';
import { currentRenderReport } from './render-report';

async function attempt<T>(work: () => Promise<T>, fallback: () => T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isBackendError(error)) throw error;
    const report = currentRenderReport();
    if (report) report.unavailable = true;
    return fallback();
  }
}

/** The page, or the unavailable view if its backend reads fail. */
export function whenAvailable<P>(Page: (props: P) => Promise<ReactNode>, options: { home?: boolean } = {}): (props: P) => Promise<ReactNode> {
  return function AvailablePage(props: P) {
    return attempt(
      () => Page(props),
      () => <UnavailableView home={options.home} />,
    );
  };
}

/** The page's metadata, or a title saying the service is unavailable (kept out of search indexes). */
export function metadataWhenAvailable<P>(generate: (props: P) => Promise<Metadata>): (props: P) => Promise<Metadata> {
  return (props: P) => attempt(() => generate(props), () => ({ title: UNAVAILABLE_HEADING, robots: { index: false, follow: true } }));
}
