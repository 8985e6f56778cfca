/**
 * Answers kept in memory while what they are made of is unchanged (the search index, the cross-reference). A stamp
 * says what a collection holds now (how many documents, and when the last changed): one indexed query, asked on
 * every call, so every CMS process, on SQLite or beside others on Postgres, answers from what is saved now.
 */
import type { CollectionSlug, Payload, Where } from 'payload';

export async function stampOf(payload: Payload, collection: CollectionSlug, where?: Where): Promise<string> {
  const latest = await payload.find({
    collection,
    ...(where ? { where } : {}),
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    select: { updatedAt: true },
    overrideAccess: true,
  });
  return `${latest.totalDocs}:${String((latest.docs[0] as { updatedAt?: unknown } | undefined)?.updatedAt ?? '')}`;
}

/** A value per key, made again when its stamp changes; a failure is not kept. */
export function keptWhileUnchanged<T>(): (key: string, stamp: string, make: () => Promise<T>) => Promise<T> {
  const kept = new Map<string, { stamp: string; value: Promise<T> }>();
  return (key, stamp, make) => {
    const found = kept.get(key);
    if (found?.stamp === stamp) return found.value;
    const value = make();
    kept.set(key, { stamp, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
}
