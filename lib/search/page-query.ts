/**
 * The /search page's address, read and written: the query (cleaned), the kind of result (products, news,
 * investor documents, or all) and the page. Pure; a malformed kind or page is a 404 like any bad address.
 */
import { CATEGORY_TYPES, type ArticleSummary, type CategoryType } from '@/lib/backend/types';
import { firstParam, parsePage } from '@/lib/params';
import { articleTarget, articleType } from '@/lib/backend/article-kind';
import { declarePageQuery, type QueryOf } from '@/lib/page-query';
import { cleanQuery } from './tokens';

/** What the search page reads (lib/pages/page-queries.ts). */
export const SEARCH_QUERY = declarePageQuery(['q', 'type', 'page']);

export type SearchQuery = { q: string; type: CategoryType | undefined; page: number };

/** How many results a kind's own page lists, and how many of each kind the overview shows. */
export const SEARCH_PAGE_SIZE = 10;
export const OVERVIEW_SIZE = 5;

export function parseSearchQuery(query: QueryOf<typeof SEARCH_QUERY>): SearchQuery | null {
  const page = parsePage(query.page);
  const rawType = firstParam(query.type);
  const type =
    rawType === undefined || rawType === ''
      ? undefined
      : (CATEGORY_TYPES as readonly string[]).includes(rawType)
        ? (rawType as CategoryType)
        : null;
  if (page === null || type === null) return null;
  return { q: cleanQuery(firstParam(query.q)), type, page };
}

/** The address of a search (site-relative, the Chinese form): page 1 and no kind left out. */
export function searchHref({ q, type, page = 1 }: { q: string; type?: CategoryType; page?: number }): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `/search${search ? `?${search}` : ''}`;
}

/** Where a search result leads. */
export function resultHref(item: ArticleSummary): { href: string; external: boolean } {
  return articleTarget(articleType(item), item.id, item.announcement?.pdf_url ?? '');
}
