import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { Transaction } from '@libsql/client';
import Database from 'libsql';
import { keepStatements } from './statements';
import { leavesConnectionInTransaction, RecoveringClient, setupStatements, type ConnectionSettings } from './sqlite-client';

// As the CMS runs: each connection keeps its statements (payload.config.ts), which also keeps a failed one.
keepStatements(Database);

const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-sqlite-client-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const WAL = { journalSizeLimit: 64 * 1024 * 1024, synchronous: 'FULL' } as const;
function settings(name: string, busyTimeoutMs = 20): ConnectionSettings {
  return { url: `file:${path.join(dir, name)}`, busyTimeoutMs, wal: WAL };
}

/** Another process's connection to the same file, as a backup or a manual session would hold one. */
function outsider(name: string) {
  const db = new Database(path.join(dir, name)) as unknown as {
    exec(sql: string): void;
    prepare(sql: string): { get(): Record<string, unknown> };
    close(): void;
  };
  return {
    db,
    count: () => Number(db.prepare('select count(*) as n from parts').get().n),
  };
}

describe('which errors may leave a connection inside a transaction', () => {
  it('are the lock errors, by their result code or their name', () => {
    assert.equal(leavesConnectionInTransaction({ code: 'SQLITE_BUSY', rawCode: 5 }), true);
    assert.equal(leavesConnectionInTransaction({ code: 'SQLITE_BUSY_SNAPSHOT', rawCode: 517 }), true);
    assert.equal(leavesConnectionInTransaction({ code: 'SQLITE_LOCKED' }), true);
    assert.equal(leavesConnectionInTransaction({ code: 'SQLITE_BUSY_TIMEOUT' }), true);
  });

  it('are not a constraint, a syntax error, or something else thrown', () => {
    assert.equal(leavesConnectionInTransaction({ code: 'SQLITE_CONSTRAINT_UNIQUE', rawCode: 2067 }), false);
    assert.equal(leavesConnectionInTransaction({ code: 'SQLITE_ERROR', rawCode: 1 }), false);
    assert.equal(leavesConnectionInTransaction({ code: 'SQLITE_BUSYNESS' }), false);
    assert.equal(leavesConnectionInTransaction(new Error('SQLITE_BUSY: database is locked')), false);
    assert.equal(leavesConnectionInTransaction(null), false);
    assert.equal(leavesConnectionInTransaction('SQLITE_BUSY'), false);
  });
});

describe("a connection's set-up", () => {
  it('sets the busy timeout first, then WAL once for the file, then its own WAL settings', () => {
    assert.deepEqual(setupStatements(settings('a.db', 3000), 'delete'), [
      'PRAGMA busy_timeout = 3000',
      'PRAGMA journal_mode = WAL',
      `PRAGMA journal_size_limit = ${64 * 1024 * 1024}`,
      'PRAGMA synchronous = FULL',
    ]);
    assert.deepEqual(setupStatements(settings('a.db', 3000), 'wal'), [
      'PRAGMA busy_timeout = 3000',
      `PRAGMA journal_size_limit = ${64 * 1024 * 1024}`,
      'PRAGMA synchronous = FULL',
    ]);
    assert.deepEqual(setupStatements({ ...settings('a.db', 2.5), wal: false }, null), ['PRAGMA busy_timeout = 2']);
  });
});

describe('the CMS’s SQLite client', () => {
  it('commits what it writes after a write gave up on another connection’s lock, and holds no lock after', async () => {
    const client = new RecoveringClient(settings('locked.db'));
    await client.execute('create table parts (id integer primary key, name text)');
    const insert = (id: number) => client.execute({ sql: 'insert into parts (id, name) values (?, ?)', args: [id, `XY${id}`] });
    await insert(1);
    const other = outsider('locked.db');
    other.db.exec('BEGIN IMMEDIATE');
    // The write waits out the busy timeout, and fails: the lock is held throughout.
    await assert.rejects(insert(2), (error: { code?: string }) => /^SQLITE_BUSY/.test(String(error.code)));
    other.db.exec('COMMIT');

    // The other connection's commit is seen, and the client's next write is committed: the other connection sees it.
    other.db.exec("insert into parts (id, name) values (3, 'XY3')");
    assert.equal(Number((await client.execute('select count(*) as n from parts')).rows[0]!.n), 2);
    await insert(4);
    assert.equal(other.count(), 3);
    // And the client holds no lock: the other connection writes at once.
    other.db.exec("insert into parts (id, name) values (5, 'XY5')");
    assert.equal(Number((await client.execute('select count(*) as n from parts')).rows[0]!.n), 4);
    assert.equal(client.opened, 2, 'a new connection after the lock error');
    other.db.close();
    client.close();
  });

  it('runs the calls made beside a failed one on the next connection, not the closed one', async () => {
    const client = new RecoveringClient(settings('beside.db'));
    await client.execute('create table parts (id integer primary key, name text)');
    const other = outsider('beside.db');
    other.db.exec('BEGIN IMMEDIATE');
    // The write fails on the lock; the read is made as it fails, before the client has let that connection go.
    const write = client.execute("insert into parts (id, name) values (1, 'A')");
    await Promise.resolve();
    const read = client.execute('select count(*) as n from parts');
    await assert.rejects(write, /SQLITE_BUSY/);
    other.db.exec('ROLLBACK');
    assert.equal(Number((await read).rows[0]!.n), 0);
    other.db.close();
    client.close();
  });

  it('keeps its connection after other errors', async () => {
    const client = new RecoveringClient(settings('unique.db'));
    await client.execute('create table parts (id integer primary key, name text unique)');
    await client.execute("insert into parts (id, name) values (1, 'A')");
    await assert.rejects(client.execute("insert into parts (id, name) values (2, 'A')"), /UNIQUE/);
    await assert.rejects(client.execute('select * from nowhere'), /no such table/);
    assert.equal(client.opened, 1);
    client.close();
  });

  it('waits for a lock as long as its busy timeout on every connection, a transaction’s and the one after', async () => {
    const client = new RecoveringClient(settings('timeout.db', 3000));
    await client.execute('create table parts (id integer primary key, name text)');
    const timeout = async (on: Pick<Transaction, 'execute'>) => Number((await on.execute('PRAGMA busy_timeout')).rows[0]![0]);
    assert.equal(await timeout(client), 3000);
    const transaction = await client.transaction('write');
    assert.equal(await timeout(transaction), 3000);
    await transaction.execute("insert into parts (id, name) values (1, 'A')");
    await transaction.commit();
    // @libsql/client alone opens the next connection without it (0).
    assert.equal(await timeout(client), 3000);
    assert.equal(String((await client.execute('PRAGMA journal_mode')).rows[0]![0]), 'wal');
    assert.equal(Number((await client.execute('select count(*) as n from parts')).rows[0]!.n), 1);
    client.close();
  });

  it('refuses calls once closed', async () => {
    const client = new RecoveringClient(settings('closed.db'));
    await client.execute('select 1');
    client.close();
    assert.equal(client.closed, true);
    await assert.rejects(client.execute('select 1'), /closed/);
  });
});
