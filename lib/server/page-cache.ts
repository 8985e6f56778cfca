/**
 * Rendered pages kept for the revalidation window, so a warm page view asks neither React nor the backend
 * anything. Entries are keyed by lib/server/page-key.ts, tagged with the content they show (the render
 * report), bounded in bytes, keys included (least recently used first out).
 *
 * An entry past its window is not thrown away: it is rendered again on the next view, and kept as the
 * stand-in if that render fails (stale-if-error, at page level). An on-demand revalidation does not touch
 * entries: it records when each tag and path was expired (lib/core/expiries.ts), and an entry rendered before
 * that moment is no longer fresh, wherever it was kept.
 */
import { LRUCache } from 'lru-cache';
import type { ContentTag } from '@/lib/core/render-report';
import type { PreparedResponse } from './prepared-response';

export type CachedPage = PreparedResponse & {
  /** The address's path, without the query: what a revalidation by path matches. */
  path: string;
  tags: readonly ContentTag[];
  /** When the render of this copy started. */
  renderedAt: number;
  /** Until when it is served without rendering again. */
  freshUntil: number;
  /** Set after a render the backend spoiled: until then this copy is served and the backend left alone. */
  heldUntil?: number;
  /** It holds figures with their own age limit (stock): never served after this, stale or not. */
  keepUntil?: number;
};

/** Bookkeeping of an entry beyond its bytes: the key's and the record's own. */
const ENTRY_OVERHEAD_BYTES = 512;

export function pageBytes(page: CachedPage, key: string): number {
  const headerBytes = Object.entries(page.headers).reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  const bodies = page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);
  return bodies + headerBytes + Buffer.byteLength(key) + page.path.length + ENTRY_OVERHEAD_BYTES;
}

export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;

  constructor(maxBytes: number) {
    this.pages = new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: pageBytes });
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** The page kept under `key`, without counting it as used. */
  peek(key: string): CachedPage | undefined {
    return this.pages.peek(key);
  }

  set(key: string, page: CachedPage): void {
    this.pages.set(key, page);
  }

  delete(key: string): void {
    this.pages.delete(key);
  }

  /** How many kept pages show any of these tags or are at any of these paths (for the revalidation's answer). */
  countMatching(tags: readonly string[], paths: readonly string[]): number {
    let count = 0;
    for (const page of this.pages.values()) if (page.tags.some((tag) => tags.includes(tag)) || paths.includes(page.path)) count += 1;
    return count;
  }

  /** The content tags the kept renders of these paths read. */
  tagsOfPaths(paths: readonly string[]): Set<string> {
    const tags = new Set<string>();
    if (paths.length === 0) return tags;
    for (const page of this.pages.values()) if (paths.includes(page.path)) for (const tag of page.tags) tags.add(tag);
    return tags;
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.pages.calculatedSize;
  }
}
