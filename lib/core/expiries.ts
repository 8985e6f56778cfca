/**
 * When each content tag and page path was last revalidated on demand. A kept page (or backend answer)
 * made before the latest expiry of anything it shows is due: rendered (or asked) again on its next use.
 * Recording times instead of touching entries lets every layer (this process's memory, Redis, another
 * instance) apply one revalidation the same way, and an instance that missed the message catch up by
 * reading the times (lib/server/shared-cache.ts).
 */
/**
 * `tag:` expires the pages and the backend answers of a content tag; `path:` the pages at a path;
 * `answers:` only the answers of a tag (those behind a revalidated path, which other pages share).
 */
export type ExpiryField = `tag:${string}` | `path:${string}` | `answers:${string}`;

export const tagField = (tag: string): ExpiryField => `tag:${tag}`;
export const pathField = (path: string): ExpiryField => `path:${path}`;
export const answersField = (tag: string): ExpiryField => `answers:${tag}`;

export function isExpiryField(value: string): value is ExpiryField {
  return /^(tag|path|answers):./.test(value);
}

/** Bound on recorded paths: each revalidated path is one field, and a CMS may name many over time. */
const MAX_FIELDS = 10_000;

export class Expiries {
  private readonly times = new Map<ExpiryField, number>();

  /** Records an expiry; an earlier time than the one recorded changes nothing. */
  /** Records an expiry; whether it is news here (a time later than the one this process had for the field). */
  record(field: ExpiryField, at: number): boolean {
    if ((this.times.get(field) ?? 0) >= at) return false;
    this.times.delete(field);
    this.times.set(field, at);
    // The oldest records go first: by then every entry they concerned has been rendered again or dropped.
    for (const oldest of this.times.keys()) {
      if (this.times.size <= MAX_FIELDS) break;
      this.times.delete(oldest);
    }
    return true;
  }

  /** The latest expiry of a page showing these tags at this path; 0 when none was recorded. */
  pageExpiredAt(tags: Iterable<string>, path: string): number {
    let latest = this.times.get(pathField(path)) ?? 0;
    for (const tag of tags) latest = Math.max(latest, this.times.get(tagField(tag)) ?? 0);
    return latest;
  }

  /** The latest expiry of a backend answer of these tags; 0 when none was recorded. */
  answerExpiredAt(tags: Iterable<string>): number {
    let latest = 0;
    for (const tag of tags) latest = Math.max(latest, this.times.get(tagField(tag)) ?? 0, this.times.get(answersField(tag)) ?? 0);
    return latest;
  }

  entries(): Array<[ExpiryField, number]> {
    return [...this.times];
  }
}
