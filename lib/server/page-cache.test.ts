/** @jest-environment node */
import { PageCache, type CachedPage } from './page-cache';
import type { ContentTag } from './render-report';

const page = (path: string, bytes: number, tags: ContentTag[] = []): CachedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  setCookies: [],
  body: Buffer.alloc(bytes),
  encoded: {},
  etag: '"e"',
  scriptHashes: [],
  path,
  tags: new Set(tags),
  renderedAt: 0,
  freshUntil: 1000,
});

describe('page cache store', () => {
  it('stays within its byte bound, the least recently used page out first', () => {
    const cache = new PageCache(10_000);
    cache.set('a', page('/a', 4000));
    cache.set('b', page('/b', 4000));
    cache.get('a'); // a is now more recent than b
    cache.set('c', page('/c', 4000));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });

  it('expires by tag or path without dropping: the copy stays as a stand-in', () => {
    const cache = new PageCache(1_000_000);
    cache.set('x /news', page('/news', 10, ['news', 'site']));
    cache.set('x /news?page=2', page('/news', 10, ['news', 'site']));
    cache.set('x /about', page('/about', 10, ['page', 'site']));
    expect(cache.expire({ tags: ['news'] })).toBe(2);
    expect(cache.get('x /news')?.freshUntil).toBe(0);
    expect(cache.get('x /about')?.freshUntil).toBe(1000);
    expect(cache.expire({ paths: ['/about'], tags: ['milestone'] })).toBe(1);
    expect(cache.size).toBe(3);
  });
});
