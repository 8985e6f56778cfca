import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonical, contentChanged, isDisclosure, publishRefusal, REFUSALS } from './rules';

const editor = { id: 1, roles: ['editor'] };
const publisher = { id: 3, roles: ['publisher'] };
const admin = { id: 9, roles: ['admin'] };
const announcement = (authors: unknown[]) => ({ kind: 'investor', announcement: { type: 'temporary' }, authors });

describe('who may publish (two people for disclosure)', () => {
  it('lets publishers publish, and no one else', () => {
    assert.equal(publishRefusal(editor, { kind: 'news' }, false), REFUSALS.notPublisher);
    assert.equal(publishRefusal({ id: 2, roles: ['ir'] }, announcement([]), false), REFUSALS.notPublisher);
    assert.equal(publishRefusal(null, { kind: 'news' }, false), REFUSALS.notPublisher);
    assert.equal(publishRefusal(publisher, { kind: 'news', authors: [3] }, true), null);
  });

  it('lets no one approve an announcement or a periodic report they drafted or changed, an administrator neither', () => {
    assert.equal(publishRefusal(publisher, announcement([1]), false), null);
    assert.equal(publishRefusal(publisher, announcement([1, 3]), false), REFUSALS.ownDraft);
    assert.equal(publishRefusal(publisher, announcement([{ id: 3 }]), false), REFUSALS.ownDraft);
    assert.equal(publishRefusal(admin, announcement([9]), false), REFUSALS.ownDraft);
    assert.equal(publishRefusal(publisher, announcement([1]), true), REFUSALS.changedAtApproval);
    assert.equal(
      publishRefusal(publisher, { kind: 'investor', announcement: { type: 'periodic' }, authors: [3] }, false),
      REFUSALS.ownDraft,
    );
  });

  it('counts temporary announcements and periodic reports as disclosure, not governance papers or activities', () => {
    assert.equal(isDisclosure(announcement([])), true);
    assert.equal(isDisclosure({ kind: 'investor', announcement: { type: 'governance' } }), false);
    assert.equal(isDisclosure({ kind: 'investor', announcement: { type: 'activity' } }), false);
    assert.equal(isDisclosure({ kind: 'news', announcement: { type: 'temporary' } }), false);
  });
});

describe('what counts as a change of an article', () => {
  it('ignores row ids, populated relationships, empty values and key order', () => {
    assert.deepEqual(canonical({ b: 1, a: [{ id: 'x', text: 'f' }], c: '', d: { id: 4, createdAt: 'now' } }), {
      a: [{ text: 'f' }],
      b: 1,
      d: 4,
    });
    assert.equal(contentChanged({ title: 'A', cover: { id: 4, updatedAt: 't' } }, { title: 'A', cover: 4 }), false);
    assert.equal(contentChanged({ title: 'A', summary: '' }, { title: 'A', summary: null }), false);
    assert.equal(contentChanged({ title: 'A' }, { _status: 'published' }), false);
  });

  it('sees a changed text, file or field', () => {
    assert.equal(contentChanged({ title: 'A' }, { title: 'B' }), true);
    assert.equal(contentChanged({ announcement: { number: '1', pdf: 4 } }, { announcement: { number: '1', pdf: 5 } }), true);
  });

  it('reads rich text by what it says, not by its bookkeeping', () => {
    const paragraph = (text: string, extra = {}) => ({
      root: {
        type: 'root',
        version: 1,
        children: [{ type: 'paragraph', version: 1, ...extra, children: [{ type: 'text', text, format: 0, version: 1 }] }],
      },
    });
    assert.equal(
      contentChanged({ content: paragraph('同一段') }, { content: paragraph('同一段', { textFormat: 0, textStyle: '' }) }),
      false,
    );
    assert.equal(contentChanged({ content: paragraph('同一段') }, { content: paragraph('另一段') }), true);
  });
});
