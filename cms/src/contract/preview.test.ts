import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

process.env.PAYLOAD_SECRET ??= 'test-secret-for-preview-tokens-0123456789';
const { previewedId, previewToken, previewUrl, PREVIEW_TTL_SECONDS } = await import('./preview');
const { fileOfAddress, memberFileUrl, previewFileUrl } = await import('../members/files');
const { uploadHTML } = await import('./rich-text');

describe('preview links (issue 45)', () => {
  const now = Date.UTC(2026, 10, 28, 8, 0, 0);
  it('let their holder preview the one article they name, for ten minutes', () => {
    const token = previewToken(211, now);
    assert.equal(previewedId(token, now), 211);
    assert.equal(previewedId(token, now + (PREVIEW_TTL_SECONDS - 1) * 1000), 211);
    assert.equal(previewedId(token, now + PREVIEW_TTL_SECONDS * 1000), null);
  });
  it('are refused altered, or sealed for anything else', () => {
    const token = previewToken(211, now);
    assert.equal(previewedId(`${token.slice(0, -2)}AA`, now), null);
    const memberFile = memberFileUrl({ id: 211, filename: 'a.pdf', members_only: true }, now);
    assert.equal(previewedId(memberFile.slice('member-files/'.length, -'.pdf'.length), now), null);
  });
  it('open the site in the language the editor is in, and are none without a site', () => {
    const url = previewUrl(211, 'en', 'https://www.example.com/', now)!;
    assert.match(url, /^https:\/\/www\.example\.com\/en\/preview\/article\/211\/[A-Za-z0-9_-]+$/);
    assert.match(previewUrl(211, 'zh', 'https://www.example.com', now)!, /^https:\/\/www\.example\.com\/preview\/article\/211\//);
    assert.equal(previewUrl(211, 'zh', undefined, now), null);
    assert.equal(previewUrl(undefined, 'zh', 'https://www.example.com', now), null);
  });
});

describe("a previewed draft's files", () => {
  const now = Date.UTC(2026, 10, 28, 8, 0, 0);
  it('are at sealed addresses of their own, for any file, for ten minutes', () => {
    const address = previewFileUrl({ id: 9, filename: 'cover.jpg', members_only: false }, now);
    assert.match(address, /^preview-files\/[A-Za-z0-9_-]+\.jpg$/);
    const name = address.slice('preview-files/'.length);
    assert.equal(fileOfAddress(name, 'preview', now + 599_000), 9);
    assert.equal(fileOfAddress(name, 'preview', now + 600_000), null);
    // Neither kind of address opens as the other.
    assert.equal(fileOfAddress(name, 'member', now), null);
    const member = memberFileUrl({ id: 9, filename: 'a.pdf', members_only: true }, now).slice('member-files/'.length);
    assert.equal(fileOfAddress(member, 'preview', now), null);
    assert.equal(previewFileUrl(null, now), '');
  });
  it('are linked from the text as where the answer says, else at their public paths', () => {
    const picture = { id: 9, path: 'news/a.jpg', mimeType: 'image/jpeg', filename: 'a.jpg', width: 4, height: 3 };
    assert.equal(uploadHTML(picture), '<img src="files/news/a.jpg" alt="" width="4" height="3">');
    assert.equal(
      uploadHTML(picture, () => 'preview-files/x.jpg'),
      '<img src="preview-files/x.jpg" alt="" width="4" height="3">',
    );
    assert.equal(uploadHTML({ ...picture, members_only: true }), '');
  });
});
