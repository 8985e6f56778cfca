import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { htmlOf, uploadHTML } from './rich-text';
import { chinaDayOf, dayOf, dayValue } from '../fields';

const text = (value: string) => ({ type: 'text', text: value, format: 0, version: 1, detail: 0, mode: 'normal', style: '' });
const state = (...children: unknown[]) => ({ root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children } });

describe('rich text as the contract carries it', () => {
  it('writes lists as plain <ul> and <li>, and escapes text', () => {
    const list = {
      type: 'list',
      tag: 'ul',
      listType: 'bullet',
      start: 1,
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [{ type: 'listitem', value: 1, version: 1, direction: null, format: '', indent: 0, children: [text('A & <b>')] }],
    };
    assert.equal(htmlOf(state(list)), '<ul><li>A &amp; &lt;b&gt;</li></ul>');
    assert.equal(htmlOf(null), '');
  });

  it('puts a picture at its public path, and leaves out a members-only file', () => {
    assert.equal(
      uploadHTML({ path: 'news/a.png', mimeType: 'image/png', alt: '"x"', width: 4, height: 3 }),
      '<img src="files/news/a.png" alt="&quot;x&quot;" width="4" height="3">',
    );
    assert.equal(
      uploadHTML({ path: 'docs/a.pdf', mimeType: 'application/pdf', filename: 'a.pdf' }),
      '<a href="files/docs/a.pdf">a.pdf</a>',
    );
    assert.equal(uploadHTML({ path: 'member/ir/1.pdf', mimeType: 'application/pdf', members_only: true }), '');
    assert.equal(uploadHTML(7), '');
  });

  it('keeps a day as the day it is, and a save as the day in China', () => {
    assert.equal(dayOf(dayValue('2026-01-01')), '2026-01-01');
    assert.equal(chinaDayOf('2026-11-27T16:30:00.000Z'), '2026-11-28');
    assert.equal(chinaDayOf('2026-11-27T15:59:59.000Z'), '2026-11-27');
    assert.equal(chinaDayOf('nonsense'), '');
  });
});
