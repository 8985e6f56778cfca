import 'server-only';
import { pageNotFound } from '@/lib/core/not-found';
import { getAllArticles, getCategory, getSiteInfo, orAbsent, orNotFound } from '@/lib/backend';
import { categoryTrail } from '@/lib/category-tree';
import { parseOptionalId } from '@/lib/params';
import { applySelection, deriveColumns, isProduct, parseSelection, type Query } from '@/features/products/product-selection';

/**
 * The product selection a /product URL describes: the product tree, the chosen category, its spec columns,
 * the filter state and the matching products. Shared by the page and the CSV export so both show the same
 * rows. A malformed or foreign category is a 404; null when the backend has no products.
 */
export async function loadSelection(query: Query) {
  const requested = parseOptionalId(query.category);
  if (requested === null) pageNotFound();
  const site = await getSiteInfo();
  const root = site.channels.product;
  // A backend without products: the page says so; a category of it does not exist.
  const rootList = root && requested === undefined ? await orAbsent(getAllArticles(root)) : null;
  if (!root || (requested === undefined && !rootList)) {
    if (requested !== undefined) pageNotFound();
    return null;
  }
  const selectedId = requested ?? root;
  const [tree, selected] = await Promise.all([
    // With no category chosen, the root's own list doubles as the tree: one call, not two.
    requested === undefined ? null : getCategory(root, 1, 1),
    rootList ?? orNotFound(getAllArticles(selectedId)),
  ]);
  const rootCategory = tree?.category ?? selected.category;
  // Only categories inside the product tree, at any depth, may be shown here.
  if (!categoryTrail(rootCategory, selectedId)) pageNotFound();
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
