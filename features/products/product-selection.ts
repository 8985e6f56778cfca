/**
 * The parametric product selection of /product: which spec columns a set of products has, the filter and
 * sort state read from the URL, applying it, and writing it back into URLs. Pure functions: the page, the
 * CSV export and the tests share them, so what a visitor sees, what a link encodes and what the CSV holds
 * are the same selection.
 *
 * URL parameters (all optional, all GET-form friendly):
 * - `q`: part-number or title search (case-insensitive substring);
 * - `status`: lifecycle statuses to keep (repeatable);
 * - `min_<key>`, `max_<key>`: range of a numeric spec, in the column's unit;
 * - `opt_<key>`: values of a text spec to keep (repeatable);
 * - `sort`: `part_number`, `status` or a spec key; `order`: `asc` (default) or `desc`;
 * - `page`: page of the filtered, sorted list.
 */
import { LIFECYCLE_STATUSES, type ArticleSummary, type LifecycleStatus } from '@/lib/backend/types';
import { firstParam } from '@/lib/params';
import { declarePageQuery, type QueryOf } from '@/lib/page-query';

/** What the product list reads (the parameters above; lib/pages/page-queries.ts). */
export const PRODUCT_LIST_QUERY = declarePageQuery(['category', 'page', 'q', 'status', 'sort', 'order'], ['min_', 'max_', 'opt_']);

export type Query = QueryOf<typeof PRODUCT_LIST_QUERY>;

export type SpecColumn = {
  key: string;
  label: string;
  unit: string;
  /**
   * The label's language when it came from an item in one language only (`lang`), because no item in the
   * page's language has the spec: marked where it is shown (issue 42). null: in the page's language.
   */
  lang: 'zh' | 'en' | null;
  kind: 'number' | 'text';
  /** Text columns: the distinct values, in first-seen order. */
  options: string[];
  /** Number columns: the smallest and largest value present. */
  min: number | null;
  max: number | null;
};

export type RangeFilter = { min: number | null; max: number | null };

export type SelectionState = {
  q: string;
  status: LifecycleStatus[];
  ranges: Record<string, RangeFilter>;
  options: Record<string, string[]>;
  sort: { key: string; order: 'asc' | 'desc' } | null;
};

/** A column is shown when at least this share of the products has the spec. */
const COLUMN_COVERAGE = 0.5;
const MAX_QUERY_LENGTH = 64;
const KEY_PATTERN = /^[a-z0-9_]{1,32}$/;

export type Product = ArticleSummary & { product: NonNullable<ArticleSummary['product']> };

export function isProduct(article: ArticleSummary): article is Product {
  return article.product !== null;
}

/**
 * Spec columns of a set of products: specs present in at least half of them, in first-seen order, each
 * labelled by an item in the page's language when one has it (issue 42: the newest product, in Chinese
 * only, labelled an English table in Chinese).
 */
export function deriveColumns(products: Product[]): SpecColumn[] {
  const seen = new Map<string, { label: string; unit: string; lang: 'zh' | 'en' | null; values: (number | string)[] }>();
  for (const item of products) {
    const lang = item.lang ?? null;
    for (const spec of item.product.key_specs) {
      if (!KEY_PATTERN.test(spec.key)) continue;
      const entry = seen.get(spec.key) ?? { label: spec.label, unit: spec.unit, lang, values: [] };
      if (entry.lang !== null && lang === null) Object.assign(entry, { label: spec.label, unit: spec.unit, lang: null });
      entry.values.push(spec.value);
      seen.set(spec.key, entry);
    }
  }
  const columns: SpecColumn[] = [];
  for (const [key, entry] of seen) {
    if (entry.values.length < products.length * COLUMN_COVERAGE) continue;
    const numbers = entry.values.filter((value): value is number => typeof value === 'number');
    const kind = numbers.length === entry.values.length ? 'number' : 'text';
    columns.push({
      key,
      label: entry.label,
      unit: entry.unit,
      lang: entry.lang,
      kind,
      options: kind === 'text' ? [...new Set(entry.values.map(String))] : [],
      min: kind === 'number' ? Math.min(...numbers) : null,
      max: kind === 'number' ? Math.max(...numbers) : null,
    });
  }
  return columns;
}

function all(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A plain decimal number (`-97`, `0.5`, `1e3` is not one); anything else is ignored. */
function parseNumber(value: string | undefined): number | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (!/^-?\d{1,12}(\.\d{1,6})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * Reads the selection from the query. Unknown keys and malformed values are ignored rather than refused:
 * a shared link from an older catalogue (a column since removed) still opens, just less filtered.
 */
export function parseSelection(query: Query, columns: SpecColumn[]): SelectionState {
  const ranges: Record<string, RangeFilter> = {};
  const options: Record<string, string[]> = {};
  for (const column of columns) {
    if (column.kind === 'number') {
      const min = parseNumber(firstParam(query[`min_${column.key}`]));
      const max = parseNumber(firstParam(query[`max_${column.key}`]));
      if (min !== null || max !== null) ranges[column.key] = { min, max };
    } else {
      const values = all(query[`opt_${column.key}`]).filter((value) => column.options.includes(value));
      if (values.length > 0) options[column.key] = [...new Set(values)];
    }
  }
  const status = [...new Set(all(query.status))].filter((value): value is LifecycleStatus =>
    (LIFECYCLE_STATUSES as readonly string[]).includes(value),
  );
  const sortKey = firstParam(query.sort);
  const sortable = sortKey === 'part_number' || sortKey === 'status' || columns.some((column) => column.key === sortKey);
  return {
    q: (firstParam(query.q) ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    status,
    ranges,
    options,
    sort: sortKey && sortable ? { key: sortKey, order: firstParam(query.order) === 'desc' ? 'desc' : 'asc' } : null,
  };
}

/** Distinct values of one ordering field (packages, temperature ranges), in the backend's order. */
export function orderingValues(product: Pick<Product['product'], 'ordering'>, field: 'package' | 'temperature_range'): string[] {
  return [...new Set(product.ordering.map((code) => code[field]))];
}

/** No filter, no sort: the plain list of a category. */
export const EMPTY_SELECTION: SelectionState = { q: '', status: [], ranges: {}, options: {}, sort: null };

export function specValue(item: Product, key: string): number | string | undefined {
  return item.product.key_specs.find((spec) => spec.key === key)?.value;
}

export function isFiltered(state: SelectionState): boolean {
  return state.q !== '' || state.status.length > 0 || Object.keys(state.ranges).length > 0 || Object.keys(state.options).length > 0;
}

function matches(item: Product, state: SelectionState): boolean {
  if (state.q) {
    const needle = state.q.toLowerCase();
    if (!item.product.part_number.toLowerCase().includes(needle) && !item.title.toLowerCase().includes(needle)) return false;
  }
  if (state.status.length > 0 && !state.status.includes(item.product.status)) return false;
  for (const [key, range] of Object.entries(state.ranges)) {
    const value = specValue(item, key);
    // A product without the spec cannot be shown to satisfy a range on it.
    if (typeof value !== 'number') return false;
    if (range.min !== null && value < range.min) return false;
    if (range.max !== null && value > range.max) return false;
  }
  for (const [key, wanted] of Object.entries(state.options)) {
    const value = specValue(item, key);
    if (value === undefined || !wanted.includes(String(value))) return false;
  }
  return true;
}

const STATUS_ORDER = new Map(LIFECYCLE_STATUSES.map((status, index) => [status, index]));
const collator = new Intl.Collator('zh-CN', { numeric: true });

function compare(a: Product, b: Product, key: string): number {
  if (key === 'part_number') return collator.compare(a.product.part_number, b.product.part_number);
  if (key === 'status') return (STATUS_ORDER.get(a.product.status) ?? 0) - (STATUS_ORDER.get(b.product.status) ?? 0);
  const left = specValue(a, key);
  const right = specValue(b, key);
  if (left === undefined || right === undefined) return left === right ? 0 : left === undefined ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/** The products that pass the filters, sorted; ties keep the backend's order (newest first). */
export function applySelection(products: Product[], state: SelectionState): Product[] {
  const kept = products.filter((item) => matches(item, state));
  const sort = state.sort;
  if (!sort) return kept;
  const direction = sort.order === 'desc' ? -1 : 1;
  return kept
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const byKey = compare(a.item, b.item, sort.key);
      // Products missing the spec go last in both directions.
      const missing =
        sort.key !== 'part_number' &&
        sort.key !== 'status' &&
        (specValue(a.item, sort.key) === undefined || specValue(b.item, sort.key) === undefined);
      return (missing ? byKey : byKey * direction) || a.index - b.index;
    })
    .map(({ item }) => item);
}

/** The query string of a selection (and category and page), in a stable order; empty parts are left out. */
export function selectionQuery(state: SelectionState, extra: { category?: number; page?: number } = {}): URLSearchParams {
  const query = new URLSearchParams();
  if (extra.category) query.set('category', String(extra.category));
  if (state.q) query.set('q', state.q);
  for (const status of state.status) query.append('status', status);
  for (const [key, range] of Object.entries(state.ranges)) {
    if (range.min !== null) query.set(`min_${key}`, String(range.min));
    if (range.max !== null) query.set(`max_${key}`, String(range.max));
  }
  for (const [key, values] of Object.entries(state.options)) for (const value of values) query.append(`opt_${key}`, value);
  if (state.sort) {
    query.set('sort', state.sort.key);
    if (state.sort.order === 'desc') query.set('order', 'desc');
  }
  if (extra.page && extra.page > 1) query.set('page', String(extra.page));
  return query;
}

export function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The sort a column header link switches to: none → ascending → descending → none. */
export function nextSort(state: SelectionState, key: string): SelectionState['sort'] {
  if (state.sort?.key !== key) return { key, order: 'asc' };
  return state.sort.order === 'asc' ? { key, order: 'desc' } : null;
}
