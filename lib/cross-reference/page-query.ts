/**
 * The cross-reference pages' addresses, read and written (pure): `/product/cross-reference?q=…&page=…`
 * (a search, or every known part when there is no query) and `/product/cross-reference/{part}` (one part).
 */
import { firstParam, parsePage } from '@/lib/params';
import { declarePageQuery, type QueryOf } from '@/lib/page-query';
import { cleanQuery } from '@/lib/search/tokens';
import { partSlug } from './part-number';

export const CROSS_REFERENCE_PATH = '/product/cross-reference';

/** What the cross-reference page reads (lib/pages/page-queries.ts). */
export const CROSS_REFERENCE_QUERY = declarePageQuery(['q', 'page']);

/** Parts a search page shows (each with its replacements and figures), and parts the list of all shows. */
export const RESULTS_PAGE_SIZE = 10;
export const BROWSE_PAGE_SIZE = 50;

export type CrossReferenceQuery = { q: string; page: number };

/** The query, cleaned like a search's; null for a malformed page number (a 404). */
export function parseCrossReferenceQuery(query: QueryOf<typeof CROSS_REFERENCE_QUERY>): CrossReferenceQuery | null {
  const page = parsePage(query.page);
  return page === null ? null : { q: cleanQuery(firstParam(query.q)), page };
}

/** The address of a search (site-relative, the Chinese form), page 1 left out. */
export function crossReferenceHref({ q, page = 1 }: { q: string; page?: number }): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `${CROSS_REFERENCE_PATH}${search ? `?${search}` : ''}`;
}

/** The address of one part's page (`/product/cross-reference/LM358-NOPB`). */
export function crossReferencePartPath(partNumber: string): string {
  return `${CROSS_REFERENCE_PATH}/${partSlug(partNumber)}`;
}
