/**
 * Design resources (issue 23): a product's documents grouped by type, and the library page's address
 * (`/product/resources?q=&type=&line=&language=&page=`), read and written. Pure.
 */
import { DOCUMENT_TYPES, type DocumentType } from '@/lib/backend/types';
import { DOCUMENT_LANGUAGES } from '@/lib/backend/types';
import { firstParam, parseOptionalId, parsePage } from '@/lib/params';
import { declarePageQuery, type QueryOf } from '@/lib/page-query';
import { cleanQuery } from '@/lib/search/tokens';

export const RESOURCES_PATH = '/product/resources';

/** What the library reads (lib/pages/page-queries.ts). */
export const RESOURCES_QUERY = declarePageQuery(['q', 'type', 'line', 'language', 'page']);

export const RESOURCES_PAGE_SIZE = 20;

export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export type ResourcesQuery = { q: string; type?: DocumentType; line?: number; language?: DocumentLanguage; page: number };

/** Documents grouped by type, in the order of DOCUMENT_TYPES, each group in the order given; empty groups left out. */
export function groupByType<T extends { type: DocumentType }>(documents: readonly T[]): { type: DocumentType; documents: T[] }[] {
  return DOCUMENT_TYPES.map((type) => ({ type, documents: documents.filter((doc) => doc.type === type) })).filter(
    (group) => group.documents.length > 0,
  );
}

/** The library's query; null for a malformed one (an unknown type or language, a bad line id or page: a 404). */
export function parseResourcesQuery(query: QueryOf<typeof RESOURCES_QUERY>): ResourcesQuery | null {
  const page = parsePage(query.page);
  const line = parseOptionalId(query.line);
  const type = firstParam(query.type) || undefined;
  const language = firstParam(query.language) || undefined;
  if (page === null || line === null) return null;
  if (type !== undefined && !(DOCUMENT_TYPES as readonly string[]).includes(type)) return null;
  if (language !== undefined && !(DOCUMENT_LANGUAGES as readonly string[]).includes(language)) return null;
  return {
    q: cleanQuery(firstParam(query.q)),
    page,
    ...(type ? { type: type as DocumentType } : {}),
    ...(line ? { line } : {}),
    ...(language ? { language: language as DocumentLanguage } : {}),
  };
}

/** Whether anything narrows the library (such views stay out of search indexes). */
export function isNarrowed(query: ResourcesQuery): boolean {
  return Boolean(query.q || query.type || query.line || query.language);
}

/** The library's address (site-relative, the Chinese form): what is chosen, page 1 left out. */
export function resourcesHref(query: Partial<ResourcesQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.type) params.set('type', query.type);
  if (query.line) params.set('line', String(query.line));
  if (query.language) params.set('language', query.language);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `${RESOURCES_PATH}${search ? `?${search}` : ''}`;
}
