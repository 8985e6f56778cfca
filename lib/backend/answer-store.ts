/**
 * The last good answer of each backend read. Within the revalidation window it is the answer (the data
 * cache: warm renders, link prefetches included, ask the backend nothing); past it, or once its content
 * was revalidated on demand, the backend is asked again, and the answer is kept so the site can keep
 * serving while the backend fails (stale-if-error). Keys name the backend, the call and the payload, so
 * two backends never share an entry. Bounded by the size of the answers' JSON and their keys: the least
 * recently used entries go first.
 *
 * One store per server process, reached through the site link (lib/backend/site-link.ts): Next.js bundles
 * the transport into the app, while the site's HTTP server (which receives revalidation requests) is
 * compiled on its own.
 */
import { LRUCache } from 'lru-cache';
import { Expiries } from '@/lib/core/expiries';

/** The second layer: answers shared with the other instances (lib/server/shared-cache.ts), as the backend's text. */
export type RemoteAnswers = {
  get: (key: string) => Promise<{ text: string; storedAt: number; tags: readonly string[] } | undefined>;
  set: (key: string, answer: { text: string; storedAt: number; tags: readonly string[] }) => void;
};

export type StoredAnswer = {
  value: unknown;
  /** When the backend was asked for it. */
  storedAt: number;
  bytes: number;
  /** Content tags of the answer (declared with each call: lib/backend/call-spec.ts), for on-demand revalidation. */
  tags: readonly string[];
};

/** Bytes of answers' JSON one server process keeps. */
export const STORE_MAX_BYTES = 32 * 1024 * 1024;

/** Bookkeeping of an entry beyond its JSON and key. */
const ENTRY_OVERHEAD_BYTES = 256;

/** Freezes a parsed answer, so one page view cannot change what another is served. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export class AnswerStore {
  private readonly entries: LRUCache<string, StoredAnswer>;

  constructor(
    private readonly maxBytes: number,
    /** When each content tag was revalidated: shared with the page cache, and across instances. */
    readonly expiries: Expiries = new Expiries(),
    private readonly remote?: RemoteAnswers,
  ) {
    this.entries = new LRUCache<string, StoredAnswer>({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => entry.bytes + key.length + ENTRY_OVERHEAD_BYTES,
    });
  }

  get(key: string): StoredAnswer | undefined {
    return this.entries.get(key);
  }

  /** Keeps a good answer (`text`: the backend's answer as it came), here and for the other instances. */
  set(key: string, value: unknown, text: string, storedAt: number, tags: readonly string[] = []): void {
    this.keep(key, value, text.length, storedAt, tags);
    this.remote?.set(key, { text, storedAt, tags });
  }

  private keep(key: string, value: unknown, bytes: number, storedAt: number, tags: readonly string[]): void {
    if (bytes + key.length + ENTRY_OVERHEAD_BYTES > this.maxBytes) {
      this.entries.delete(key);
      return;
    }
    this.entries.set(key, { value: deepFreeze(value), storedAt, bytes, tags });
  }

  /**
   * The kept answer for a read: this process's when it is `fresh`, else the other instances' when theirs
   * is newer (read from the text by `parse`, undefined if it no longer parses, and kept here from then on).
   */
  async lookup(key: string, parse: (text: string) => unknown, fresh: (entry: StoredAnswer) => boolean): Promise<StoredAnswer | undefined> {
    const local = this.get(key);
    if (!this.remote || (local && fresh(local))) return local;
    const shared = await this.remote.get(key);
    if (!shared || (local && shared.storedAt <= local.storedAt)) return local;
    const value = parse(shared.text);
    if (value === undefined) return local;
    this.keep(key, value, shared.text.length, shared.storedAt, shared.tags);
    return this.get(key) ?? local;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Whether the answer's content was revalidated since the backend gave it: kept for stale-if-error only. */
  isExpired(entry: StoredAnswer): boolean {
    const expiredAt = this.expiries.answerExpiredAt(entry.tags);
    // The same millisecond counts as before: an answer that may predate the revalidation is not fresh.
    return expiredAt > 0 && entry.storedAt <= expiredAt;
  }

  /** How many kept answers a revalidation of these tags at `at` makes due (before it is recorded in `expiries`). */
  countDue(tags: readonly string[], at: number): number {
    let count = 0;
    for (const entry of this.entries.values())
      if (entry.storedAt <= at && !this.isExpired(entry) && entry.tags.some((tag) => tags.includes(tag))) count += 1;
    return count;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes of the answers' JSON kept. */
  get bytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.bytes;
    return total;
  }
}
