/**
 * The one place a page address becomes a cache key. Pure functions.
 *
 * - The path is normalised as a URL parser (and so Next.js) reads it: `/./about`, `/%2e/about` and
 *   `/news/../about` are all `/about`, one entry, and a revalidation of `/about` reaches it.
 * - Only the query parameters that page reads are kept (as it declares them: `pages`, features/index.ts), in
 *   their order: `?utm_source=…`, `?x=<random>`, and a parameter another page reads (`/about?q=…`,
 *   `/?token=…`, `/contact?min_x=1`: issue 42, finding 7) would otherwise make one page into unboundedly
 *   many entries. The page is rendered from the address as keyed, so what a kept copy shows depends on
 *   nothing the key leaves out.
 * - A search (/search, /product/cross-reference) is keyed by its query as the page reads it
 *   (lib/search/page-query.ts): spaces made one, at most 100 characters, the first value of each
 *   parameter, its own parameters only; every other spelling is the same entry.
 */
import { splitLocalePath } from '@/i18n/paths';
import type { SitePages } from '@/lib/pages/page-queries';

import { cleanQuery } from '@/lib/search/tokens';

/**
 * A path with its dot segments resolved (`%2e` included), as the WHATWG URL parser resolves them. A path
 * with a backslash is left as it is: the parser would read it as a slash (`/\\x` as `//x`, another host to
 * a browser), and Next.js answers such a path with a redirect of its own, which is never kept.
 */
export function normalisePath(path: string): string {
  if (path.includes('\\')) return path;
  try {
    const resolved = new URL(path, 'http://site.invalid').pathname;
    return resolved.startsWith('//') ? path : resolved;
  } catch {
    return path;
  }
}

/**
 * The address a kept page is rendered from and keyed by: the normalised path and the page's own query
 * parameters. `//x` is left alone (Next.js answers it with a redirect, which is not kept).
 */
export function pageAddress(url: string, pages: Pick<SitePages, 'queryOf'>): { path: string; url: string } {
  const question = url.indexOf('?');
  const rawPath = question === -1 ? url : url.slice(0, question);
  const path = rawPath.startsWith('//') ? rawPath : normalisePath(rawPath);
  if (question === -1) return { path, url: path };
  const kept = new URLSearchParams();
  const query = pages.queryOf(path);
  const search = searchPageOf(path);
  for (const [name, value] of new URLSearchParams(url.slice(question + 1))) {
    if (!query?.reads(name)) continue;
    if (!search) kept.append(name, value);
    else if (!kept.has(name)) kept.set(name, name === 'q' ? cleanQuery(value) : value);
  }
  const keptQuery = kept.toString();
  return { path, url: keptQuery ? `${path}?${keptQuery}` : path };
}

/**
 * Whether a kept address carries text a visitor typed (a `q` of the Q&A or the document library): like a
 * search, each such address is asked by one visitor, so it is never shared through Redis (issue 42).
 */
export function hasFreeText(address: string): boolean {
  return new URLSearchParams(address.split('?')[1] ?? '').has('q');
}

/** Pages that search by what a visitor typed: the site search and the cross-reference (issue 23). */
const SEARCH_PAGES = ['/search', '/product/cross-reference'] as const;

function searchPageOf(path: string): (typeof SEARCH_PAGES)[number] | null {
  const page = splitLocalePath(path).path;
  return SEARCH_PAGES.find((candidate) => candidate === page) ?? null;
}

/** A search page, in either language: its answers are many and short-lived (never shared through Redis). */
export function isSearchPath(path: string): boolean {
  return searchPageOf(path) !== null;
}
