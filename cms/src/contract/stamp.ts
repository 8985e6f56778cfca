/**
 * Answers kept in memory while what they are made of is unchanged (the search index, the products' parts, the
 * library, a category's filters and counts). A stamp says what a collection holds now (how many documents, and when
 * the last changed): one aggregate query, asked on every call (on SQLite, only once something was written:
 * stampSinceWrite), so every CMS process, on SQLite or beside others on Postgres, answers from what is saved now.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CollectionSlug, GlobalSlug, Payload } from 'payload';
import { and, count, eq, isNull, max, ne, or, type SQL } from '@payloadcms/db-sqlite/drizzle';

/** The parts of Payload's SQL adapters (SQLite's and Postgres's alike) that a stamp and the search read. */
type Column = Parameters<typeof max>[0];
type Rows = Promise<Record<string, unknown>[]>;
type Ordered = Rows & { limit: (count: number) => Rows & { offset: (count: number) => Rows } };
export type Drizzle = {
  tables: Record<string, Record<'id' | '_status' | 'access' | 'updatedAt' | 'createdAt', Column> & Record<string, Column>>;
  drizzle: {
    select: (fields: Record<string, SQL<unknown> | Column>) => {
      from: (table: unknown) => { where: (where?: SQL) => Rows & { orderBy: (...columns: (Column | SQL)[]) => Ordered } };
    };
  };
};

export const drizzleOf = (payload: Payload) => payload.db as unknown as Drizzle;

/** The articles that lists show (catalog.ts: LISTED), as SQL: published, and not members-only. */
export const listedSql = (table: Drizzle['tables'][string]) =>
  and(eq(table._status, 'published'), or(isNull(table.access), ne(table.access, 'member')));

/**
 * The stamp of a collection or a global, or of the listed articles (`listed`: published and not members-only, as the lists
 * show them): how many there are and when the last changed, in one aggregate query. Not a read of the documents:
 * Payload's reads join every array of a document, and sorted by date one read took a tenth of a second among 4,000
 * articles (npm run cms:scale).
 */
export function stampOf(payload: Payload, collection: CollectionSlug | GlobalSlug, only?: 'listed'): Promise<string> {
  const once = readOnce.getStore();
  if (!once) return readStamp(payload, collection, only);
  const key = `${collection}:${only ?? ''}`;
  let stamp = once.get(key);
  if (!stamp) once.set(key, (stamp = stampSinceWrite(payload, key, () => readStamp(payload, collection, only), once)));
  return stamp;
}

/**
 * On SQLite, whether anything at all was written since: `PRAGMA data_version` changes when another connection (or
 * process) commits, `total_changes()` when this connection writes. While that pair is unchanged, no stamp can have
 * changed, so a stamp read since the pair was last seen is answered again without its aggregate query, which takes
 * 5–7 ms over 22,000 articles (npm run cms:scale). The pair is read once per call, before any stamp: a stamp kept under
 * it says at least what was saved when it was read. The pair is one connection's, so it is kept with the connection's
 * number: the client opens another after a lock it could not have (src/db/sqlite-client.ts), whose pair starts
 * again. Postgres has no such pair, and its stamps are read each time.
 */
async function stampSinceWrite(
  payload: Payload,
  key: string,
  read: () => Promise<string>,
  once: Map<string, Promise<string>>,
): Promise<string> {
  const client = (payload.db as unknown as { client?: SqliteClient }).client;
  if (payload.db.name !== 'sqlite' || !client) return read();
  let version = once.get(VERSION);
  if (!version) once.set(VERSION, (version = writesSeen(client)));
  const seen = await version;
  let since = sinceWrites.get(payload);
  if (since?.version !== seen) sinceWrites.set(payload, (since = { version: seen, stamps: new Map() }));
  const kept = since.stamps.get(key);
  if (kept) return kept;
  const stamp = read();
  since.stamps.set(key, stamp);
  stamp.catch(() => since.stamps.delete(key));
  return stamp;
}

type SqliteClient = { execute(sql: string): Promise<{ rows: ArrayLike<unknown>[] }>; opened?: number };
const VERSION = '~writes';
const sinceWrites = new WeakMap<Payload, { version: string; stamps: Map<string, Promise<string>> }>();

/** This connection's writes and the other connections' commits, as one value. */
async function writesSeen(client: SqliteClient): Promise<string> {
  const { rows } = await client.execute('select (select data_version from pragma_data_version()), total_changes()');
  const row = rows[0]!;
  // Read after the query: the connection it ran on (a new one opens only after a call that failed).
  return `${client.opened ?? 0}:${String(row[0])}:${String(row[1])}`;
}

/**
 * Runs a contract call with each stamp read at most once, when it is first asked for: a call asks for the same
 * stamps several times (its kept answer's, then the kept parts' it is made of), and on Postgres each is a round trip.
 * Every stamp is still read before anything it keeps is made.
 */
export function withStampsReadOnce<T>(call: () => Promise<T>): Promise<T> {
  return readOnce.run(new Map(), call);
}
const readOnce = new AsyncLocalStorage<Map<string, Promise<string>>>();

async function readStamp(payload: Payload, collection: CollectionSlug | GlobalSlug, only?: 'listed'): Promise<string> {
  const db = drizzleOf(payload);
  const table = db.tables[collection.replace(/-/g, '_')];
  if (!table) throw new Error(`no table for the collection or global ${collection}`);
  const where = only === 'listed' ? listedSql(table) : undefined;
  const [row] = await db.drizzle
    .select({ total: count(), latest: max(table.updatedAt) })
    .from(table)
    .where(where);
  return `${String(row?.total ?? 0)}:${String(row?.latest ?? '')}`;
}

/**
 * A value per key, made again when its stamp changes; a failure is not kept. `make` is handed the value it replaces,
 * to be awaited (null when there is none, or it failed), for a value brought up to date from the one before it (the
 * search index), one update after the other.
 */
export function keptWhileUnchanged<T>(): (key: string, stamp: string, make: (before: Promise<T | null>) => Promise<T>) => Promise<T> {
  const kept = new Map<string, { stamp: string; value: Promise<T> }>();
  return (key, stamp, make) => {
    const found = kept.get(key);
    if (found?.stamp === stamp) return found.value;
    const value = make(found ? found.value.catch(() => null) : Promise.resolve(null));
    kept.set(key, { stamp, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
}
