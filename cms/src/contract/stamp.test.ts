import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createClient } from '@libsql/client';
import Database from 'libsql';
import { RecoveringClient } from '../db/sqlite-client';
import { call, ok } from './envelope';
import { stampOf } from './stamp';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-stamp-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A CMS's database as a call sees it: a real SQLite file under a client, and the `settings` stamp's aggregate counted
 * (`reads`) instead of run. `name`: the adapter's.
 */
function databaseOf(name: 'sqlite' | 'postgres', file: string, client = createClient({ url: `file:${path.join(dir, file)}` })) {
  const counted = { reads: 0 };
  const drizzle = {
    select: () => {
      counted.reads += 1;
      return { from: () => ({ where: async () => [{ total: 1, latest: 'x' }] }) };
    },
  };
  const payload = { db: { name, client, tables: { settings: { updatedAt: {} } }, drizzle } };
  return { client, counted, request: (body: unknown) => ({ payload, json: async () => body }) as never };
}

const stamped = call('stamp_test', async (_body, _lang, req) => ok(await stampOf(req.payload, 'settings')));

describe('stamps on SQLite (stamp.ts: stampSinceWrite)', () => {
  it('are read again only once something was written, by this connection or another', async () => {
    const { client, counted, request } = databaseOf('sqlite', 'writes.db');
    await client.execute('create table notes (id integer primary key)');
    const ask = () => stamped.handler(request({ n: 1 }));
    await ask();
    await ask();
    await ask();
    assert.equal(counted.reads, 1);
    await client.execute('insert into notes (id) values (1)');
    await ask();
    await ask();
    assert.equal(counted.reads, 2);
    const other = createClient({ url: `file:${path.join(dir, 'writes.db')}` });
    await other.execute('insert into notes (id) values (2)');
    await ask();
    assert.equal(counted.reads, 3);
    other.close();
    client.close();
  });

  it('are read again on the connection the client opens after a lock error, whose pair starts again', async () => {
    const client = new RecoveringClient({ url: `file:${path.join(dir, 'reopened.db')}`, busyTimeoutMs: 10, wal: false });
    const { counted, request } = databaseOf('sqlite', 'reopened.db', client);
    await client.execute('create table notes (id integer primary key)');
    const ask = () => stamped.handler(request({ n: 1 }));
    await ask();
    assert.equal(counted.reads, 1);
    const other = new Database(path.join(dir, 'reopened.db')) as unknown as { exec(sql: string): void; close(): void };
    other.exec('BEGIN IMMEDIATE');
    await assert.rejects(client.execute('insert into notes (id) values (1)'), /SQLITE_BUSY/);
    other.exec('ROLLBACK');
    other.close();
    // Nothing was written, but the new connection's data_version and total_changes say nothing of the old one's.
    await ask();
    assert.equal(client.opened, 2);
    assert.equal(counted.reads, 2);
    client.close();
  });

  it('rest on one connection for the process: the SQLite adapter is configured without transactions', () => {
    // With transactions, @libsql/client moves to a new connection after each, whose pair starts again.
    const config = readFileSync(new URL('../payload.config.ts', import.meta.url), 'utf8');
    assert.doesNotMatch(config, /transactionOptions/);
  });

  it('are read on every call on Postgres, which has no such signal', async () => {
    const { client, counted, request } = databaseOf('postgres', 'postgres.db');
    await stamped.handler(request({ n: 1 }));
    await stamped.handler(request({ n: 1 }));
    assert.equal(counted.reads, 2);
    client.close();
  });
});
