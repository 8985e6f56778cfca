import { PageCache, type CachedPage } from './page-cache';
import { PageStore, type SharedPages } from './page-store';

const page = (renderedAt: number, body = 'x'): CachedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(body),
  encoded: {},
  etag: `"${renderedAt}"`,
  setCookies: [],
  scriptHashes: null,
  path: '/news',
  tags: ['news'],
  renderedAt,
  freshUntil: renderedAt + 60_000,
});

function sharedHolding(kept: CachedPage | undefined) {
  const shared = { getPage: jest.fn(async () => kept), setPage: jest.fn() };
  return shared as typeof shared & SharedPages;
}

describe('PageStore', () => {
  it('answers a fresh copy from memory without asking the other instances', async () => {
    const shared = sharedHolding(page(5));
    const store = new PageStore(new PageCache(1 << 20), shared);
    store.keep('k', page(1), 0);
    expect((await store.lookup('k', () => true))?.renderedAt).toBe(1);
    expect(shared.getPage).not.toHaveBeenCalled();
  });

  it("takes the other instances' copy when it is newer than a stale one here, and keeps it", async () => {
    const shared = sharedHolding(page(5));
    const store = new PageStore(new PageCache(1 << 20), shared);
    store.keep('k', page(1), 0);
    expect((await store.lookup('k', () => false))?.renderedAt).toBe(5);
    expect(store.memory.get('k')?.renderedAt).toBe(5);
  });

  it('keeps its own stale copy over an older or missing shared one (the stand-in if the render fails)', async () => {
    const older = new PageStore(new PageCache(1 << 20), sharedHolding(page(1)));
    older.keep('k', page(3), 0);
    expect((await older.lookup('k', () => false))?.renderedAt).toBe(3);
    const none = new PageStore(new PageCache(1 << 20), sharedHolding(undefined));
    expect(await none.lookup('k', () => false)).toBeUndefined();
  });

  it('shares a kept page for its time to live, not when that is 0, and drops a page here', () => {
    const shared = sharedHolding(undefined);
    const store = new PageStore(new PageCache(1 << 20), shared);
    store.keep('a', page(1), 90_000);
    store.keep('b', page(1), 0);
    expect(shared.setPage).toHaveBeenCalledTimes(1);
    expect(shared.setPage).toHaveBeenCalledWith('a', expect.objectContaining({ renderedAt: 1 }), 90_000);
    store.drop('a');
    expect(store.memory.get('a')).toBeUndefined();
  });
});
