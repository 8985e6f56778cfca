/**
 * Category trees as the backend sends them (docs/backend-api.md allows any depth): lookups that list pages
 * and breadcrumbs share, so every category link the site prints is one its list pages answer.
 */
import type { Category } from '@/lib/backend/types';

/** The categories from `root` down to the one with `id`, both included; null when it is not in the tree. */
export function categoryTrail(root: Category, id: number): Category[] | null {
  if (root.id === id) return [root];
  for (const child of root.children) {
    const below = categoryTrail(child, id);
    if (below) return [root, ...below];
  }
  return null;
}
