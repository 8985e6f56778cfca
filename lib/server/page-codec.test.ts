/** @jest-environment node */
import { decodePage, encodePage } from './page-codec';
import type { CachedPage } from './page-cache';

const page: CachedPage = {
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', vary: 'RSC, Accept-Encoding' },
  setCookies: [],
  body: Buffer.from('<p>页面</p>'),
  encoded: { br: Buffer.from([1, 2, 3]), gzip: Buffer.from([4, 5]) },
  etag: '"abc"',
  scriptHashes: ["'sha256-x'"],
  path: '/news',
  tags: ['news', 'site'],
  renderedAt: 1000,
  freshUntil: 61_000,
};

describe('a kept page as bytes', () => {
  it('comes back as it went', () => {
    expect(decodePage(encodePage(page))).toEqual(page);
    const limited = { ...page, keepUntil: 31_000 };
    expect(decodePage(encodePage(limited))).toEqual(limited);
    const best = { ...page, brotliQuality: 11 };
    expect(decodePage(encodePage(best))).toEqual(best);
    const plain = { ...page, encoded: {}, scriptHashes: null };
    expect(decodePage(encodePage(plain))).toEqual(plain);
  });

  it('is absent when the bytes are not a page: truncated, extended, garbage, unknown tags', () => {
    const bytes = encodePage(page);
    expect(decodePage(bytes.subarray(0, bytes.length - 1))).toBeUndefined();
    expect(decodePage(Buffer.concat([bytes, Buffer.from([0])]))).toBeUndefined();
    expect(decodePage(Buffer.from('not a page at all'))).toBeUndefined();
    expect(decodePage(Buffer.alloc(2))).toBeUndefined();
    expect(decodePage(encodePage({ ...page, tags: ['nonsense' as 'news'] }))).toBeUndefined();
  });
});
