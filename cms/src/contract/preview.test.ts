import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

process.env.PAYLOAD_SECRET ??= 'test-secret-for-preview-tokens-0123456789';
const { previewedId, previewToken, previewUrl, PREVIEW_TTL_SECONDS } = await import('./preview');
const { memberFileUrl } = await import('../members/files');

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
