/**
 * Rendered pages kept for the revalidation window, so a warm page view asks neither React nor the backend
 * anything. Entries are keyed by backend and address, tagged with the content they show (the render
 * report), bounded in bytes (least recently used first out).
 *
 * An entry past its window is not thrown away: it is rendered again on the next view, and kept as the
 * stand-in if that render fails (stale-if-error, at page level). An on-demand revalidation expires entries
 * the same way.
 */
import { LRUCache } from 'lru-cache';
import type { ContentTag } from './render-report';
import type { PreparedResponse } from './prepared-response';

export type CachedPage = PreparedResponse & {
  /** The address's path, without the query: what a revalidation by path matches. */
  path: string;
  tags: ReadonlySet<ContentTag>;
  /** When this copy was rendered. */
  renderedAt: number;
  /** Until when it is served without rendering again. */
  freshUntil: number;
};

export type ExpireRequest = { tags?: readonly ContentTag[]; paths?: readonly string[] };

function sizeOf(page: CachedPage): number {
  const headerBytes = Object.entries(page.headers).reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0) + headerBytes + 512;
}

export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;

  constructor(maxBytes: number) {
    this.pages = new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.pages.set(key, page);
  }

  delete(key: string): void {
    this.pages.delete(key);
  }

  /** Marks matching pages as due: each is rendered again on its next view. Returns how many matched. */
  expire({ tags = [], paths = [] }: ExpireRequest): number {
    let count = 0;
    for (const page of this.pages.values()) {
      if (tags.some((tag) => page.tags.has(tag)) || paths.includes(page.path)) {
        page.freshUntil = 0;
        count += 1;
      }
    }
    return count;
  }

  /** The content tags the cached renders of these paths read. */
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
