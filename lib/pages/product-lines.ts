import 'server-only';
import { getCategory, getSiteInfo, orNull } from '@/lib/backend';
import type { Category } from '@/lib/backend/types';
import { categoryTrail } from '@/lib/category-tree';
import { pageNotFound } from '@/lib/core/not-found';

/**
 * The product lines a filter offers (the product channel's children), and whether a chosen `line` is in the
 * product tree at any depth (false: the page or feed answers 404). A backend without a product channel
 * offers none, and knows no line.
 */
export async function productLines(line: number | undefined): Promise<{ lines: Category[]; known: boolean }> {
  const site = await getSiteInfo();
  const root = site.channels.product;
  const tree = root ? await orNull(getCategory(root, 1, 1)) : null;
  return {
    lines: tree?.category.children ?? [],
    known: line === undefined || Boolean(tree && categoryTrail(tree.category, line)),
  };
}

/**
 * One page of a list that a product line narrows (the change notices, the document library), read beside
 * the product lines for its filter. A malformed query (`query` null), a line outside the product tree, a
 * backend without the list, or a page past the last: 404.
 */
export async function lineListPage<Q extends { line?: number; page: number }, L extends { list: readonly unknown[] }>(
  query: Q | null,
  read: (query: Q) => Promise<L | null>,
) {
  if (!query) pageNotFound();
  const [site, { lines, known }, list] = await Promise.all([getSiteInfo(), productLines(query.line), read(query)]);
  if (!list || !known || (query.page > 1 && list.list.length === 0)) pageNotFound();
  return { site, query, list, lines, line: lines.find((item) => item.id === query.line) };
}
