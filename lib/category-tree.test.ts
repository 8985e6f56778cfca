import type { Category } from '@/lib/backend/types';
import { categoryTrail } from './category-tree';

const node = (id: number, children: Category[] = []): Category => ({
  id,
  parent_id: null,
  name: `c${id}`,
  slug: '',
  type: 'news',
  description: '',
  article_count: 0,
  children,
});

describe('categoryTrail', () => {
  const tree = node(2, [node(21), node(22, [node(221, [node(2211)]), node(222)])]);

  it('finds a category at any depth, with its ancestors from the root', () => {
    expect(categoryTrail(tree, 2)?.map((c) => c.id)).toEqual([2]);
    expect(categoryTrail(tree, 21)?.map((c) => c.id)).toEqual([2, 21]);
    expect(categoryTrail(tree, 2211)?.map((c) => c.id)).toEqual([2, 22, 221, 2211]);
  });

  it('is null for a category outside the tree', () => {
    expect(categoryTrail(tree, 3)).toBeNull();
  });
});
