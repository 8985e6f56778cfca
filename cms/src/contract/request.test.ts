import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadField, bool, id, int, str } from './request';

const bad = (field: string) => (error: unknown) => error instanceof BadField && error.field === field;

describe("a call's request fields", () => {
  it('takes integers within bounds, with a default, and refuses anything else by name', () => {
    assert.equal(int({ page: 3 }, 'page', 1, 10, 1), 3);
    assert.equal(int({}, 'page', 1, 10, 1), 1);
    assert.equal(int({}, 'year', 1900, 2200, null), undefined);
    for (const page of [0, 11, 1.5, '2', null]) assert.throws(() => int({ page }, 'page', 1, 10, 1), bad('page'));
    assert.throws(() => id({}), bad('id'));
    assert.throws(() => id({ id: -1 }), bad('id'));
  });

  it('takes booleans and bounded strings', () => {
    assert.equal(bool({}, 'include_children', true), true);
    assert.equal(bool({ include_children: false }, 'include_children', true), false);
    assert.throws(() => bool({ include_children: 'no' }, 'include_children', true), bad('include_children'));
    assert.equal(str({}, 'position', { max: 32, fallback: 'home' }), 'home');
    assert.equal(str({ slug: 'about' }, 'slug', { max: 64, pattern: /^[a-z]+$/ }), 'about');
    assert.throws(() => str({ slug: 'A b' }, 'slug', { max: 64, pattern: /^[a-z]+$/ }), bad('slug'));
    assert.throws(() => str({ position: '' }, 'position', { max: 32 }), bad('position'));
    assert.throws(() => str({ position: 'x'.repeat(33) }, 'position', { max: 32 }), bad('position'));
  });
});
