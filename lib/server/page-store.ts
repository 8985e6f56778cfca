/**
 * Rendered pages in two layers, as lib/backend/answer-store.ts keeps answers: this process's memory
 * (lib/server/page-cache.ts), then the cache the instances share (Redis, lib/server/shared-cache.ts). How long
 * each layer keeps a page is the cache policy's (lib/core/cache-policy.ts). A page kept here has its brotli made
 * again at the best quality (lib/server/recompress.ts) once it is asked for again while fresh, in this process's
 * copy: the shared copy stays as it was written, since writing it again could overwrite another instance's newer
 * render.
 */
import type { CachedPage, PageCache } from './page-cache';
import type { SharedCache } from './shared-cache';
import { BEST_BROTLI_QUALITY, wantsBetterBrotli, type Recompressor } from './recompress';

/** What the page store needs of the cache shared between instances. */
export type SharedPages = Pick<SharedCache, 'getPage' | 'setPage'>;

/** Told what each layer had: a fresh copy, a stale one, or none (the metrics: lib/server/metrics.ts). */
export type LookupObserver = (layer: 'memory' | 'redis', result: 'hit' | 'stale' | 'miss') => void;

export class PageStore {
  constructor(
    readonly memory: PageCache,
    private readonly shared?: SharedPages,
    private readonly observe: LookupObserver = () => undefined,
    private readonly recompressor?: Recompressor,
  ) {}

  /**
   * The kept copy of a page: this process's when it is `fresh`, else the other instances' when theirs is
   * newer (kept here from then on), else this process's, stale or not (the stand-in if the render fails).
   */
  async lookup(key: string, fresh: (page: CachedPage) => boolean): Promise<CachedPage | undefined> {
    const local = this.memory.get(key);
    const localFresh = local !== undefined && fresh(local);
    this.observe('memory', localFresh ? 'hit' : local ? 'stale' : 'miss');
    if (localFresh) this.improve(key, local);
    if (!this.shared || localFresh) return local;
    const theirs = await this.shared.getPage(key);
    const newer = theirs !== undefined && !(local && theirs.renderedAt <= local.renderedAt);
    this.observe('redis', newer ? (fresh(theirs) ? 'hit' : 'stale') : 'miss');
    if (!newer) return local;
    this.memory.set(key, theirs);
    return theirs;
  }

  /** Keeps a new render here, and for the other instances for `sharedTtlMs` (0: not shared). */
  keep(key: string, page: CachedPage, sharedTtlMs: number): void {
    if (sharedTtlMs > 0) this.shared?.setPage(key, page, sharedTtlMs);
    this.memory.set(key, page);
  }

  /**
   * Has the brotli of `page`, kept under `key` and asked for again, made better (once: lib/server/recompress.ts).
   * The better one replaces it in place if the page is still the one kept under `key` then (a newer render or
   * an eviction meanwhile leaves it be).
   */
  private improve(key: string, page: CachedPage): void {
    if (!this.recompressor || !wantsBetterBrotli(page)) return;
    this.recompressor.upgrade(key, page, (br) => {
      if (this.memory.peek(key) !== page) return;
      page.encoded = { ...page.encoded, br };
      page.brotliQuality = BEST_BROTLI_QUALITY;
      // Set again for its size in the memory's bound.
      this.memory.set(key, page);
    });
  }

  /** Forgets this process's copy (the address is gone or moved). */
  drop(key: string): void {
    this.memory.delete(key);
  }
}
