/**
 * The last good answer of each backend read. Within the revalidation window it is the answer (the data
 * cache: warm renders, link prefetches included, ask the backend nothing); past it, or once expired by an
 * on-demand revalidation, the backend is asked again, and the answer is kept so the site can keep serving
 * while the backend fails (stale-if-error). Keys name the backend, the call and the payload, so two
 * backends never share an entry. Bounded by the size of the answers' JSON: the least recently used
 * entries go first.
 *
 * One store per server process, shared through a global symbol: Next.js bundles the transport into the
 * app, while the site's HTTP server (which receives revalidation requests) runs from source.
 */
export type StoredAnswer = {
  value: unknown;
  storedAt: number;
  bytes: number;
  /** Content tags of the answer (lib/backend/tags.ts), for on-demand revalidation. */
  tags: readonly string[];
  /** Set by an on-demand revalidation: kept for stale-if-error, never served as fresh again. */
  expired: boolean;
};

/** Bytes of answers' JSON one server process keeps. */
export const STORE_MAX_BYTES = 32 * 1024 * 1024;

/** Freezes a parsed answer, so one page view cannot change what another is served. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export class AnswerStore {
  private readonly entries = new Map<string, StoredAnswer>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): StoredAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, value: unknown, bytes: number, now: number, tags: readonly string[] = []): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value: deepFreeze(value), storedAt: now, bytes, tags, expired: false });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /** Marks the answers carrying any of `tags` as due: the next read asks the backend. Returns how many. */
  expire(tags: readonly string[]): number {
    let count = 0;
    for (const entry of this.entries.values()) {
      if (!entry.expired && entry.tags.some((tag) => tags.includes(tag))) {
        entry.expired = true;
        count += 1;
      }
    }
    return count;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }
}

const SHARED = Symbol.for('xingyuan-web.answer-store');

/** The process's one store (see above). */
export function sharedAnswerStore(): AnswerStore {
  const holder = globalThis as { [SHARED]?: AnswerStore };
  return (holder[SHARED] ??= new AnswerStore(STORE_MAX_BYTES));
}
