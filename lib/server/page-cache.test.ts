/** @jest-environment node */
import { PageCache, type CachedPage } from './page-cache';
import type { ContentTag } from '@/lib/core/render-report';

const page = (path: string, bytes: number, tags: ContentTag[] = []): CachedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  setCookies: [],
  body: Buffer.alloc(bytes),
  encoded: {},
  etag: '"e"',
  scriptHashes: [],
  path,
  tags,
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

  it('counts the keys: 60,000 long distinct keys of small pages stay within the bound', () => {
    const cache = new PageCache(8 * 1024 * 1024);
    for (let i = 0; i < 60_000; i += 1) cache.set(`x /news?${i}=${'q'.repeat(2000)}`, page('/news', 100));
    expect(cache.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(cache.size).toBeLessThan((8 * 1024 * 1024) / 2000);
  });

  it('counts the pages a revalidation concerns and the tags the renders of a path read', () => {
    const cache = new PageCache(1_000_000);
    cache.set('x /news', page('/news', 10, ['news', 'site']));
    cache.set('x /news?page=2', page('/news', 10, ['news', 'site']));
    cache.set('x /about', page('/about', 10, ['page', 'site']));
    expect(cache.countMatching(['news'], [])).toBe(2);
    expect(cache.countMatching(['milestone'], ['/about'])).toBe(1);
    expect([...cache.tagsOfPaths(['/about'])].sort()).toEqual(['page', 'site']);
    expect(cache.size).toBe(3);
  });
});
