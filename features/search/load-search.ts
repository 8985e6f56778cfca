import 'server-only';
import { orNull, searchSite } from '@/lib/backend';
import type { CrossReferenceList } from '@/lib/backend/cross-reference-types';
import { CATEGORY_TYPES, type CategoryType, type SearchResult } from '@/lib/backend/types';
import { pageNotFound } from '@/lib/core/not-found';
import { OVERVIEW_SIZE, parseSearchQuery, SEARCH_PAGE_SIZE, type SEARCH_QUERY } from '@/lib/search/page-query';
import type { QueryOf } from '@/lib/page-query';

type Query = QueryOf<typeof SEARCH_QUERY>;

/**
 * What a /search address asks for: each kind's best few (their totals are the counts), and the chosen
 * kind's page; on the overview, the other vendors' parts the query finds too (a fault leaves them out).
 * No query, no backend call. A page past the last is a 404, like any list. `findParts`: the
 * cross-reference's search (features/cross-reference), which the page hands in.
 */
export async function loadSearch(
  query: Query,
  findParts: (q: string, page: number, pageSize: number) => Promise<CrossReferenceList | null>,
) {
  const parsed = parseSearchQuery(query);
  if (!parsed) pageNotFound();
  if (!parsed.q) return { query: parsed, groups: null, chosen: null, parts: null };
  const { q, type, page } = parsed;
  const [groups, chosen, parts] = await Promise.all([
    Promise.all(CATEGORY_TYPES.map(async (kind) => [kind, await searchSite(q, kind, 1, OVERVIEW_SIZE)] as const)),
    type ? searchSite(q, type, page, SEARCH_PAGE_SIZE) : null,
    type ? null : orNull(findParts(q, 1, OVERVIEW_SIZE)),
  ]);
  if (page > 1 && (!type || !chosen || chosen.list.length === 0)) pageNotFound();
  return { query: parsed, groups: new Map<CategoryType, SearchResult | null>(groups), chosen, parts: parts?.total ? parts : null };
}
