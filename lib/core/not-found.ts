/**
 * "This page does not exist", said from inside a page (an unknown id, category or filter).
 *
 * Next.js answers a `notFound()` thrown by a dynamic page with a bare error document (no layout, no
 * header or footer, the 404 view drawn by JavaScript later): crawlers and visitors without JavaScript
 * see an empty page. Under the site's HTTP server, pages therefore throw `PageNotFound` instead: the page
 * wrapper (components/unavailable.tsx) renders the 404 view inside the layout on the server and marks the render,
 * and the site server answers it with status 404. Without the site server (next dev, client-side
 * navigations) this is Next.js' own `notFound()`.
 */
import 'server-only';
import { notFound } from 'next/navigation';
import { currentRenderReport } from './render-report';

export class PageNotFound extends Error {
  constructor() {
    super('page not found');
    this.name = 'PageNotFound';
  }
}

export function pageNotFound(): never {
  if (!currentRenderReport()) notFound();
  throw new PageNotFound();
}
