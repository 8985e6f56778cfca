import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closingWindows, type Closable } from './rich-text';

const window = (closed: string[], name: string): Closable => ({ happyDOM: { close: async () => void closed.push(name) } });

describe('the DOM windows of the seed', () => {
  it('are each closed once the fragment is converted, and when the conversion fails', async () => {
    const closed: string[] = [];
    const answer = await closingWindows(async (opened) => {
      opened.push(window(closed, 'a'), window(closed, 'b'));
      return 'state';
    });
    assert.equal(answer, 'state');
    assert.deepEqual(closed, ['a', 'b']);
    await assert.rejects(
      closingWindows(async (opened) => {
        opened.push(window(closed, 'c'));
        throw new Error('bad HTML');
      }),
      /bad HTML/,
    );
    assert.deepEqual(closed, ['a', 'b', 'c']);
  });
});
