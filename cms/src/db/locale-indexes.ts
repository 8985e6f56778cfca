/**
 * An index on the parent of every `_locales` table, for both databases (a schema hook of the adapters:
 * payload.config.ts; in the committed migrations of each).
 *
 * Payload keeps the languages of a row's localised fields in a `_locales` table, indexed on language and parent
 * together only. The rows of an array (a product's specs, its orderable parts, their certificates) read their languages
 * by parent alone: each such row scanned the whole `_locales` table, so a list of products took time in the square of
 * their number (a page of 10 took a second among 1,700 products, the counts of a category tree 19 s: npm run
 * cms:scale).
 */
import { createHash } from 'node:crypto';

/** What the hook reads of a raw table (@payloadcms/drizzle's, before the schema is built). */
type RawTable = { name: string; columns: Record<string, unknown>; indexes?: Record<string, { name: string; on: string | string[] }> };

/** Postgres keeps 63 characters of a name; Payload makes its own at most 60. */
const MAX_NAME = 60;

/** `<table>_parent_idx`, or, when that is too long, the table's name cut and made unique again by a hash of it. */
export function parentIndexName(table: string): string {
  const name = `${table}_parent_idx`;
  if (name.length <= MAX_NAME) return name;
  const hash = createHash('sha1').update(table).digest('hex').slice(0, 8);
  return `${table.slice(0, MAX_NAME - hash.length - 6)}_${hash}_pidx`;
}

/** Adds the parent index to every `_locales` table of `rawTables` that has a parent column. */
export function indexLocalesByParent(rawTables: Record<string, RawTable>): void {
  for (const table of Object.values(rawTables)) {
    if (!table.name.endsWith('_locales') || !('_parentID' in table.columns)) continue;
    table.indexes = { ...table.indexes, _parentIdx: { name: parentIndexName(table.name), on: '_parentID' } };
  }
}

/**
 * The adapters' `beforeSchemaInit` hook. Both adapters pass it themselves (@payloadcms/drizzle's executeSchemaHooks),
 * though SQLite's types do not say so.
 */
export function localeParentIndexes<Schema>(args: { schema: Schema }): Schema {
  const { adapter } = args as { adapter?: { rawTables?: Record<string, RawTable> } };
  if (!adapter?.rawTables) throw new Error('the database adapter did not pass its raw tables to beforeSchemaInit');
  indexLocalesByParent(adapter.rawTables);
  return args.schema;
}
