/**
 * The CMS's SQLite client: @libsql/client, with two of its failures made good.
 *
 * 1. **A write that gave up on a lock leaves its connection inside a transaction.** When a statement fails with
 *    SQLITE_BUSY (another process held the write lock past the busy timeout, as a backup or a manual session may),
 *    `libsql` never resets it. SQLite counts a statement that is not reset as still running, so the connection's
 *    implicit transaction stays open. Every later write of the process joins it and is never committed: other
 *    processes never see it, it is lost when the process ends, and the connection holds the write lock from its
 *    next write on, so every other process's writes fail. Its reads keep seeing the database as it was. The native
 *    statement is let go only when V8 collects it, and the kept statements (statements.ts) keep it for good. SQLite
 *    offers no way out of that state but closing the connection: after such an error, the next call gets a new one.
 * 2. **A transaction takes the connection's settings with it.** `client.transaction()` begins on the client's
 *    connection and hands it over, and the client opens a new one without the busy timeout, which Payload set once,
 *    on the first connection only. Here each connection is set up as it opens: the busy timeout, and WAL's
 *    settings.
 *
 * Installed by `withRecoveringClient` (payload.config.ts): the adapter is given this client before it connects, so
 * Payload's own setup of the first connection is not run (it would be run on that connection alone).
 */
import { createClient, type Client, type InStatement, type ResultSet, type Transaction, type TransactionMode } from '@libsql/client';
import type { sqliteAdapter } from '@payloadcms/db-sqlite';

/** How a connection is set up as it opens. */
export type ConnectionSettings = {
  url: string;
  /** How long a write waits for another connection's lock (SQLite's default: not at all). */
  busyTimeoutMs: number;
  /** WAL, with its settings as Payload's adapter sets them; `false` for SQLite's rollback journal. */
  wal: false | { journalSizeLimit: number; synchronous: 'EXTRA' | 'FULL' | 'NORMAL' | 'OFF' };
};

/** SQLite's primary result codes after which a connection may be left inside a transaction: BUSY and LOCKED. */
const LOCK_CODES = new Set([5, 6]);

/**
 * Whether `error` may have left its connection inside a transaction nobody will end: a lock not had (SQLITE_BUSY,
 * SQLITE_LOCKED and their extended codes). Constraint and syntax errors reset their statement, and leave the
 * connection as it was.
 */
export function leavesConnectionInTransaction(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, rawCode } = error as { code?: unknown; rawCode?: unknown };
  if (typeof rawCode === 'number') return LOCK_CODES.has(rawCode & 0xff);
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)(_|$)/.test(code);
}

/** The statements that set up a connection, in order (`journalMode`: what the file's journal mode reads now). */
export function setupStatements(settings: ConnectionSettings, journalMode: string | null): string[] {
  const statements = [`PRAGMA busy_timeout = ${Math.max(0, Math.floor(settings.busyTimeoutMs))}`];
  if (!settings.wal) return statements;
  // The journal mode is the file's, kept across connections: set once. The rest are each connection's own.
  if (journalMode !== 'wal') statements.push('PRAGMA journal_mode = WAL');
  statements.push(`PRAGMA journal_size_limit = ${settings.wal.journalSizeLimit}`, `PRAGMA synchronous = ${settings.wal.synchronous}`);
  return statements;
}

/**
 * A @libsql/client `Client` that opens its connection anew after an error that may have left it inside a
 * transaction, and after handing its connection to a transaction; each connection set up as `settings` say.
 * `opened` counts the connections it has opened: a value read of one connection (as `PRAGMA data_version`) is
 * comparable only to the same connection's.
 */
export class RecoveringClient implements Client {
  #settings: ConnectionSettings;
  #current: Promise<Client> | null = null;
  /** The current connection, once opened. */
  #open: Client | null = null;
  #closed = false;
  opened = 0;
  readonly protocol = 'file';

  constructor(settings: ConnectionSettings) {
    this.#settings = settings;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** The connection, opened and set up if there is none. */
  #connection(): Promise<Client> {
    if (this.#closed) return Promise.reject(Object.assign(new Error('The client is closed'), { code: 'CLIENT_CLOSED' }));
    if (!this.#current) {
      this.opened += 1;
      const opening = (async () => {
        const client = createClient({ url: this.#settings.url });
        const journal = this.#settings.wal ? (await client.execute('PRAGMA journal_mode')).rows[0]?.[0] : null;
        for (const statement of setupStatements(this.#settings, typeof journal === 'string' ? journal.toLowerCase() : null)) {
          await client.execute(statement);
        }
        this.#open = client;
        return client;
      })();
      // A connection that failed to open is not kept: the next call tries again.
      opening.catch(() => {
        if (this.#current === opening) this.#current = null;
      });
      this.#current = opening;
    }
    return this.#current;
  }

  /** Lets `client` go: closed, and the next call opens another. */
  #let(client: Client): void {
    if (this.#open !== client) return;
    this.#open = null;
    this.#current = null;
    client.close();
  }

  async #run<T>(work: (client: Client) => Promise<T>): Promise<T> {
    let client = await this.#connection();
    // Let go while this call waited its turn (an error or a transaction of a call before it): the next one.
    if (client !== this.#open) client = await this.#connection();
    try {
      return await work(client);
    } catch (error) {
      if (leavesConnectionInTransaction(error) && this.#open === client) this.#let(client);
      throw error;
    }
  }

  execute(stmt: InStatement): Promise<ResultSet>;
  execute(sql: string, args?: unknown): Promise<ResultSet>;
  execute(stmt: InStatement | string, args?: unknown): Promise<ResultSet> {
    return this.#run((client) =>
      typeof stmt === 'string' && args !== undefined
        ? client.execute({ sql: stmt, args: args as never })
        : client.execute(stmt as InStatement),
    );
  }

  batch(stmts: InStatement[], mode?: TransactionMode): Promise<ResultSet[]> {
    return this.#run((client) => client.batch(stmts, mode));
  }

  migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    return this.#run((client) => client.migrate(stmts));
  }

  executeMultiple(sql: string): Promise<void> {
    return this.#run((client) => client.executeMultiple(sql));
  }

  /** A transaction on the current connection, which it takes: the next call opens and sets up a new one. */
  async transaction(mode?: TransactionMode): Promise<Transaction> {
    return this.#run(async (client) => {
      const transaction = await client.transaction(mode);
      // What is left of that client is no connection (it would open one without the settings): let go.
      this.#let(client);
      return transaction;
    });
  }

  async sync(): Promise<never> {
    throw new Error('a local SQLite file has no replica to sync');
  }

  close(): void {
    this.#closed = true;
    const current = this.#current;
    this.#open = null;
    this.#current = null;
    void current?.then(
      (client) => client.close(),
      () => undefined,
    );
  }
}

type SqliteAdapterResult = ReturnType<typeof sqliteAdapter>;

/**
 * Payload's SQLite adapter given a `RecoveringClient` before it connects (Payload opens its own only when it has
 * none), set up as `settings` say, which are then the adapter's busy timeout and WAL settings.
 */
export function withRecoveringClient(adapter: SqliteAdapterResult, settings: ConnectionSettings): SqliteAdapterResult {
  return {
    ...adapter,
    init: (options) => {
      const initialized = adapter.init(options);
      (initialized as unknown as { client: Client }).client = new RecoveringClient(settings);
      return initialized;
    },
  };
}
