/**
 * Rendered pages in two layers, as lib/backend/answer-store.ts keeps answers: this process's memory
 * (lib/server/page-cache.ts), then the cache the instances share (Redis, lib/server/shared-cache.ts). How long
 * each layer keeps a page is the cache policy's (lib/core/cache-policy.ts).
 */
import type { CachedPage, PageCache } from './page-cache';
import type { SharedCache } from './shared-cache';

/** What the page store needs of the cache shared between instances. */
export type SharedPages = Pick<SharedCache, 'getPage' | 'setPage'>;

/** Told what each layer had: a fresh copy, a stale one, or none (the metrics: lib/server/metrics.ts). */
export type LookupObserver = (layer: 'memory' | 'redis', result: 'hit' | 'stale' | 'miss') => void;

export class PageStore {
  constructor(
    readonly memory: PageCache,
    private readonly shared?: SharedPages,
    private readonly observe: LookupObserver = () => undefined,
  ) {}

  /**
   * The kept copy of a page: this process's when it is `fresh`, else the other instances' when theirs is
   * newer (kept here from then on), else this process's, stale or not (the stand-in if the render fails).
   */
  async lookup(key: string, fresh: (page: CachedPage) => boolean): Promise<CachedPage | undefined> {
    const local = this.memory.get(key);
    const localFresh = local !== undefined && fresh(local);
    this.observe('memory', localFresh ? 'hit' : local ? 'stale' : 'miss');
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
    this.memory.set(key, page);
    if (sharedTtlMs > 0) this.shared?.setPage(key, page, sharedTtlMs);
  }

  /** Forgets this process's copy (the address is gone or moved). */
  drop(key: string): void {
    this.memory.delete(key);
  }
}
