import { PageCache, type CachedPage } from './page-cache';
import { PageStore, type SharedPages } from './page-store';
import { createRecompressor } from './recompress';

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

  describe("has a kept page's brotli made again at the best quality once it is asked for again (lib/server/recompress.ts)", () => {
    const compressed = (renderedAt: number): CachedPage => ({
      ...page(renderedAt, 'body'),
      encoded: { br: Buffer.from([1, 2, 3]) },
      brotliQuality: 6,
    });
    const counted = (made = [9]) => {
      const compress = jest.fn(async () => Buffer.from(made));
      return { compress, recompressor: createRecompressor({ compress }) };
    };
    const fresh = () => true;

    it('not for a page asked for once (a crawler reads most pages once): made better at its second view, in place', async () => {
      const shared = sharedHolding(undefined);
      const { compress, recompressor } = counted();
      const store = new PageStore(new PageCache(1 << 20), shared, undefined, recompressor);
      const kept = compressed(1);
      store.keep('k', kept, 60_000);
      await recompressor.idle();
      expect(compress).not.toHaveBeenCalled();
      expect(kept.brotliQuality).toBe(6);
      // The second visitor gets the copy as it was made; the ones after it, the better one.
      await store.lookup('k', fresh);
      await recompressor.idle();
      expect(compress).toHaveBeenCalledTimes(1);
      expect(store.memory.get('k')).toBe(kept);
      expect(kept.encoded.br).toEqual(Buffer.from([9]));
      expect(kept.brotliQuality).toBe(11);
      // The shared copy is left as it was written.
      expect(shared.setPage).toHaveBeenCalledTimes(1);
    });

    it('once per page, however often it is asked for while it waits or after, even when the best is no smaller', async () => {
      const { compress, recompressor } = counted([1, 2, 3, 4]);
      const store = new PageStore(new PageCache(1 << 20), undefined, undefined, recompressor);
      const kept = compressed(1);
      store.keep('k', kept, 0);
      await Promise.all([store.lookup('k', fresh), store.lookup('k', fresh), store.lookup('k', fresh)]);
      await recompressor.idle();
      await store.lookup('k', fresh);
      await store.lookup('k', fresh);
      await recompressor.idle();
      expect(compress).toHaveBeenCalledTimes(1);
      expect(kept.encoded.br).toEqual(Buffer.from([1, 2, 3]));
    });

    it('for a page turned away while too many waited, at a later view', async () => {
      // Each compression ends when the test says.
      const finishes: (() => void)[] = [];
      const compress = jest.fn(() => new Promise<Buffer>((resolve) => finishes.push(() => resolve(Buffer.from([9])))));
      const recompressor = createRecompressor({ compress, maxPending: 1 });
      const store = new PageStore(new PageCache(1 << 20), undefined, undefined, recompressor);
      const [a, b, c] = [compressed(1), compressed(2), compressed(3)];
      store.keep('a', a, 0);
      store.keep('b', b, 0);
      store.keep('c', c, 0);
      // `a` is being made, `b` waits, and `c` finds the one place taken.
      for (const key of ['a', 'b', 'c']) await store.lookup(key, fresh);
      while (finishes.length > 0) {
        finishes.shift()!();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      await recompressor.idle();
      expect([a, b, c].map((kept) => kept.brotliQuality)).toEqual([11, 11, 6]);
      await store.lookup('c', fresh);
      finishes.shift()!();
      await recompressor.idle();
      expect(c.brotliQuality).toBe(11);
      expect(compress).toHaveBeenCalledTimes(3);
    });

    it('not for a stale copy, which a render is about to replace', async () => {
      const { compress, recompressor } = counted();
      const store = new PageStore(new PageCache(1 << 20), undefined, undefined, recompressor);
      store.keep('k', compressed(1), 0);
      await store.lookup('k', () => false);
      await recompressor.idle();
      expect(compress).not.toHaveBeenCalled();
    });

    it("for the other instances' copy too, once taken and asked for again here", async () => {
      const { compress, recompressor } = counted();
      const theirs = compressed(5);
      const store = new PageStore(new PageCache(1 << 20), sharedHolding(theirs), undefined, recompressor);
      await store.lookup('k', () => false);
      await recompressor.idle();
      expect(compress).not.toHaveBeenCalled();
      await store.lookup('k', fresh);
      await recompressor.idle();
      expect(store.memory.get('k')?.encoded.br).toEqual(Buffer.from([9]));
    });

    it('not for a page kept anew or dropped meanwhile, nor for one already at the best', async () => {
      // Each compression ends when the test says.
      let finish = () => undefined as void;
      const compress = jest.fn(() => new Promise<Buffer>((resolve) => (finish = () => resolve(Buffer.from([9])))));
      const recompressor = createRecompressor({ compress });
      const store = new PageStore(new PageCache(1 << 20), undefined, undefined, recompressor);
      const first = compressed(1);
      store.keep('k', first, 0);
      await store.lookup('k', fresh);
      const second = { ...compressed(2), brotliQuality: 11 };
      store.keep('k', second, 0);
      await store.lookup('k', fresh);
      store.keep('gone', compressed(3), 0);
      await store.lookup('gone', fresh);
      store.drop('gone');
      finish();
      await new Promise((resolve) => setTimeout(resolve, 0));
      finish();
      await recompressor.idle();
      expect(first.encoded.br).toEqual(Buffer.from([1, 2, 3]));
      expect(store.memory.get('k')).toBe(second);
      expect(second.encoded.br).toEqual(Buffer.from([1, 2, 3]));
      expect(compress).toHaveBeenCalledTimes(2);
    });
  });
});
