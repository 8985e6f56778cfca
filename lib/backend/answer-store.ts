/**
 * The last good answer of each backend read, kept so the site can keep serving while the backend fails
 * (stale-if-error). Keys name the backend, the call and the payload, so two backends never share an entry.
 * Bounded by the size of the answers' JSON: the least recently used entries go first.
 */
export type StoredAnswer = { value: unknown; storedAt: number; bytes: number };

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

  set(key: string, value: unknown, bytes: number, now: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value: deepFreeze(value), storedAt: now, bytes });
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

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }
}
