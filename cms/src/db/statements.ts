/**
 * Prepared statements kept and reused, per SQLite connection (installed by payload.config.ts when the CMS runs on
 * SQLite).
 *
 * Payload's SQLite adapter runs every query through @libsql/client, which prepares it anew each time on a `libsql`
 * connection and never finalizes it: a statement's native memory is freed only when V8 collects its small JavaScript
 * wrapper. V8 sees no reason to collect soon, because the wrapper is small and the memory is not on its heap. A
 * Payload read prepares statements of tens of kilobytes (a select of an article with all its arrays and languages),
 * so a CMS process on SQLite grew by about 75 KB per read until the machine had no memory left. The same loop with
 * the statements collected stayed flat. Postgres is not concerned: its driver keeps no such native objects.
 *
 * Kept statements are reused: @libsql/client runs each one to its end before the next begins (it is synchronous),
 * and `libsql` binds a statement afresh at every run. A connection keeps at most `STATEMENTS_KEPT`, the least
 * recently used dropped (then freed by the collector as before). Payload's queries are a few hundred distinct texts,
 * so the kept ones are the working set. Preparing is also no longer paid at every read.
 */
import { LRUCache } from 'lru-cache';

/** The most statements one connection keeps. */
export const STATEMENTS_KEPT = 500;

/** What is read of a `libsql` connection here: its `prepare`. */
export type Preparing<S extends object> = { prepare(sql: string): S };

/**
 * `prepare` made to keep what it prepared for `connection`, by SQL, at most `max`. A statement that fails to prepare
 * is not kept; the error is thrown as before.
 */
export function keptPrepare<S extends object>(prepare: (sql: string) => S, max = STATEMENTS_KEPT): (sql: string) => S {
  const kept = new LRUCache<string, S>({ max });
  return (sql) => {
    const statement = kept.get(sql);
    if (statement) return statement;
    const prepared = prepare(sql);
    kept.set(sql, prepared);
    return prepared;
  };
}

const INSTALLED = Symbol.for('xingyuan.cms.keptStatements');

/**
 * Makes every connection of the `libsql` class `Database` keep its statements (once, however often it is called:
 * the config may be evaluated more than once in a process). Each connection has its own statements, gone with it.
 */
export function keepStatements<S extends object>(Database: { prototype: Preparing<S> }, max = STATEMENTS_KEPT): void {
  const prototype = Database.prototype as Preparing<S> & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const original = prototype.prepare;
  const perConnection = new WeakMap<object, (sql: string) => S>();
  prototype.prepare = function prepare(this: Preparing<S>, sql: string): S {
    let kept = perConnection.get(this);
    if (!kept) {
      kept = keptPrepare((text) => original.call(this, text), max);
      perConnection.set(this, kept);
    }
    return kept(sql);
  };
  prototype[INSTALLED] = true;
}
