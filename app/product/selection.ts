import 'server-only';
import { notFound } from 'next/navigation';
import { getAllArticles, getCategory, getSiteInfo, orNotFound } from '@/lib/backend';
import type { Category } from '@/lib/backend/types';
import { parseOptionalId } from '@/lib/params';
import { applySelection, deriveColumns, isProduct, parseSelection, type Query } from '@/lib/product-selection';

function contains(tree: Category, id: number): boolean {
  return tree.id === id || tree.children.some((child) => contains(child, id));
}

/**
 * The product selection a /product URL describes: the product tree, the chosen category, its spec columns,
 * the filter state and the matching products. Shared by the page and the CSV export so both show the same
 * rows. A malformed or foreign category is a 404.
 */
export async function loadSelection(query: Query) {
  const requested = parseOptionalId(query.category);
  if (requested === null) notFound();
  const site = await getSiteInfo();
  const root = site.channels.product;
  if (!root) notFound();
  const selectedId = requested ?? root;
  const [tree, selected] = await Promise.all([
    // With no category chosen, the root's own list doubles as the tree: one call, not two.
    requested === undefined ? null : getCategory(root, 1, 1),
    orNotFound(getAllArticles(selectedId)),
  ]);
  const rootCategory = tree?.category ?? selected.category;
  // Only categories inside the product tree may be shown here.
  if (!contains(rootCategory, selectedId)) notFound();
  const products = selected.articles.filter(isProduct);
  const columns = deriveColumns(products);
  const state = parseSelection(query, columns);
  return {
    site,
    root: rootCategory,
    category: selected.category,
    requested,
    columns,
    state,
    all: products,
    matching: applySelection(products, state),
  };
}
