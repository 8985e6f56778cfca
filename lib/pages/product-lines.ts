import 'server-only';
import { getCategory, getSiteInfo, orNull } from '@/lib/backend';
import type { Category } from '@/lib/backend/types';
import { categoryTrail } from '@/lib/category-tree';

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
