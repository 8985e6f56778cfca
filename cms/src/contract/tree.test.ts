import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parentProblem } from '../collections/categories';
import { treeOf, type CategoryRow } from './tree';

const row = (id: number, parent: number | null, type = 'news', order = 0): CategoryRow => ({
  id,
  parent,
  name: `c${id}`,
  slug: `c${id}`,
  type,
  description: '',
  order,
});

describe('the category tree (web/get_category_info_by_id)', () => {
  const tree = treeOf([
    row(2, null),
    row(22, 2, 'news', 1),
    row(21, 2, 'news', 1),
    row(211, 21),
    row(1, null, 'product'),
    row(3, null, 'investor'),
  ]);

  it('lists children by order, then id, and counts the articles of a category and everything below it', () => {
    const counts = new Map([
      [2, 1],
      [21, 2],
      [211, 3],
      [22, 4],
    ]);
    const node = tree.node(2, (id) => counts.get(id) ?? 0)!;
    assert.deepEqual(
      node.children.map((child) => child.id),
      [21, 22],
    );
    assert.equal(node.article_count, 10);
    assert.equal(node.children[0]!.article_count, 5);
    assert.deepEqual(tree.descendants(2), [2, 21, 211, 22]);
  });

  it("gives the path from the root and the channels' roots", () => {
    assert.deepEqual(tree.pathTo(211), [
      { id: 2, name: 'c2' },
      { id: 21, name: 'c21' },
      { id: 211, name: 'c211' },
    ]);
    assert.deepEqual(tree.channels(), { product: 1, news: 2, investor: 3 });
    assert.deepEqual(treeOf([row(2, null)]).channels(), { product: null, news: 2, investor: null });
  });

  it('cuts a loop of parents instead of following it', () => {
    const looped = treeOf([row(5, 6), row(6, 5)]);
    assert.deepEqual(looped.pathTo(5), [
      { id: 6, name: 'c6' },
      { id: 5, name: 'c5' },
    ]);
    assert.deepEqual(looped.descendants(5), [5, 6]);
  });

  it('refuses a parent that is the category itself, below it, of another channel, or none', () => {
    const byId = new Map([
      [2, { parent: null, type: 'news' }],
      [21, { parent: 2, type: 'news' }],
      [211, { parent: 21, type: 'news' }],
      [1, { parent: null, type: 'product' }],
    ]);
    assert.equal(parentProblem(21, 2, 'news', byId), null);
    assert.equal(parentProblem(undefined, 21, 'news', byId), null);
    assert.match(parentProblem(21, 21, 'news', byId)!, /below itself/);
    assert.match(parentProblem(21, 211, 'news', byId)!, /below itself/);
    assert.match(parentProblem(21, 1, 'news', byId)!, /another channel/);
    assert.match(parentProblem(21, 99, 'news', byId)!, /no such category/);
  });
});
