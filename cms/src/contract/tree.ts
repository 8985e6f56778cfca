/**
 * The category trees as the contract gives them (docs/backend-api.md, `web/get_category_info_by_id`): a category
 * with its subtree and article counts, its path from the root, and the roots of the channels. Pure: the callers
 * load the categories and the counts.
 */
export type CategoryRow = {
  id: number;
  parent: number | null;
  name: string;
  slug: string;
  type: string;
  description: string;
  order: number;
};

export type CategoryNode = {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  type: string;
  description: string;
  article_count: number;
  children: CategoryNode[];
};

export type Tree = ReturnType<typeof treeOf>;

const byOrder = (a: CategoryRow, b: CategoryRow) => a.order - b.order || a.id - b.id;

/** The indexes over one language's categories; a loop in the parents (which the admin refuses) is cut, not followed. */
export function treeOf(rows: CategoryRow[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const childrenOf = new Map<number, CategoryRow[]>();
  for (const row of [...rows].sort(byOrder)) {
    if (row.parent === null || !byId.has(row.parent)) continue;
    childrenOf.set(row.parent, [...(childrenOf.get(row.parent) ?? []), row]);
  }

  /** The category and every category below it. */
  function descendants(id: number, seen = new Set<number>()): number[] {
    if (seen.has(id)) return [];
    seen.add(id);
    return [id, ...(childrenOf.get(id) ?? []).flatMap((child) => descendants(child.id, seen))];
  }

  /** The category with its subtree; `count` is the number of listed articles of one category (not below it). */
  function node(id: number, count: (id: number) => number, seen = new Set<number>()): CategoryNode | null {
    const row = byId.get(id);
    if (!row || seen.has(id)) return null;
    seen.add(id);
    const children = (childrenOf.get(id) ?? []).flatMap((child) => node(child.id, count, seen) ?? []);
    return {
      id: row.id,
      parent_id: row.parent !== null && byId.has(row.parent) ? row.parent : null,
      name: row.name,
      slug: row.slug,
      type: row.type,
      description: row.description,
      article_count: count(row.id) + children.reduce((sum, child) => sum + child.article_count, 0),
      children,
    };
  }

  /** The ancestors of a category, root first, the category itself last. */
  function pathTo(id: number): { id: number; name: string }[] {
    const trail: { id: number; name: string }[] = [];
    const seen = new Set<number>();
    for (let row = byId.get(id); row && !seen.has(row.id); row = row.parent === null ? undefined : byId.get(row.parent)) {
      seen.add(row.id);
      trail.unshift({ id: row.id, name: row.name });
    }
    return trail;
  }

  /** The root of each channel (`web/get_site_list`'s `channels`): the first root of its type, or null. */
  function channels(): Record<'product' | 'news' | 'investor', number | null> {
    const rootOf = (type: string) =>
      [...rows].sort(byOrder).find((row) => row.type === type && (row.parent === null || !byId.has(row.parent)))?.id ?? null;
    return { product: rootOf('product'), news: rootOf('news'), investor: rootOf('investor') };
  }

  return { has: (id: number) => byId.has(id), ids: () => [...byId.keys()], descendants, node, pathTo, channels };
}
