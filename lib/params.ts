/**
 * Parsing of visitor input in URLs. Ids and page numbers are positive integers written plainly: anything
 * else (signs, fractions, leading zeros, exponents, unicode digits, huge values) is not a valid address.
 */
import { declarePageQuery } from './page-query';

const MAX_ID = 2_147_483_647;
const MAX_PAGE = 10_000;

function parsePositiveInt(value: unknown, max: number): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

export function parseId(value: unknown): number | null {
  return parsePositiveInt(value, MAX_ID);
}

/** The first value of a query parameter (`?a=1&a=2` reads as `1`). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Page number from `?page=`: absent means 1; present but malformed is null (the caller answers 404). */
export function parsePage(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  return parsePositiveInt(firstParam(value), MAX_PAGE);
}

/** Optional id from the query string: absent is undefined, malformed is null. */
export function parseOptionalId(value: string | string[] | undefined): number | null | undefined {
  if (value === undefined) return undefined;
  return parseId(firstParam(value));
}

/** What the news list reads (`/news?category=3&page=2`; lib/pages/page-queries.ts). */
export const LIST_QUERY = declarePageQuery(['page', 'category']);

/** What the product comparison reads: the products' ids (`/product/compare?id=101&id=102`). */
export const COMPARE_QUERY = declarePageQuery(['id']);

/** URL of a list page with its category and page in the query (page 1 and no category are left out). */
export function listHref(basePath: string, category: number | undefined, page: number): string {
  const query = new URLSearchParams();
  if (category) query.set('category', String(category));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${basePath}?${search}` : basePath;
}
