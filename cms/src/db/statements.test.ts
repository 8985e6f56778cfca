import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createClient } from '@libsql/client';
import Database from 'libsql';
import { keepStatements, keptPrepare, STATEMENTS_KEPT } from './statements';

// Every native preparation, counted beneath what the CMS installs (the config installs it on SQLite: imported last).
const prepared: string[] = [];
const prototype = Database.prototype as unknown as { prepare(sql: string): object };
const native = prototype.prepare;
prototype.prepare = function prepare(this: object, sql: string) {
  prepared.push(sql);
  return native.call(this, sql);
};
const config = await import('../payload.config');

const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-statements-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('prepared statements kept per SQLite connection', () => {
  it('are installed by the config of a CMS on SQLite, under the client Payload uses: a query is prepared once', async () => {
    assert.ok(config.default);
    const client = createClient({ url: `file:${path.join(dir, 'once.db')}` });
    await client.execute('create table parts (id integer primary key, name text unique)');
    prepared.length = 0;
    for (let id = 1; id <= 50; id++) await client.execute({ sql: 'insert into parts (id, name) values (?, ?)', args: [id, `XY${id}`] });
    const read = async (above: number) =>
      (await client.execute({ sql: 'select name from parts where id > ? order by id limit 2', args: [above] })).rows.map((row) => row.name);
    assert.deepEqual(await read(0), ['XY1', 'XY2']);
    assert.deepEqual(await read(48), ['XY49', 'XY50']);
    assert.deepEqual(await read(50), []);
    assert.deepEqual(prepared, ['insert into parts (id, name) values (?, ?)', 'select name from parts where id > ? order by id limit 2']);
    client.close();
  });

  it('answer as before when reused after an error, and between other statements', async () => {
    const client = createClient({ url: `file:${path.join(dir, 'reuse.db')}` });
    await client.execute('create table parts (id integer primary key, name text unique)');
    const insert = (id: number, name: string) => client.execute({ sql: 'insert into parts (id, name) values (?, ?)', args: [id, name] });
    await insert(1, 'A');
    await assert.rejects(insert(2, 'A'), /UNIQUE/);
    await insert(2, 'B');
    const all = async () => (await client.execute('select id, name from parts order by id')).rows.map((row) => [row.id, row.name]);
    assert.deepEqual(await all(), [
      [1, 'A'],
      [2, 'B'],
    ]);
    await client.execute({ sql: 'update parts set name = ? where id = ?', args: ['C', 2] });
    assert.deepEqual(await all(), [
      [1, 'A'],
      [2, 'C'],
    ]);
    // Each connection has its own: a second client prepares its own statements.
    const other = createClient({ url: `file:${path.join(dir, 'reuse.db')}` });
    prepared.length = 0;
    assert.equal((await other.execute('select id, name from parts order by id')).rows.length, 2);
    assert.deepEqual(prepared, ['select id, name from parts order by id']);
    client.close();
    other.close();
  });

  it('keep at most their bound, the least recently used dropped', () => {
    let made = 0;
    const prepare = keptPrepare((sql) => ({ sql, n: ++made }), 2);
    const a = prepare('a');
    assert.equal(prepare('a'), a);
    prepare('b');
    prepare('a');
    prepare('c');
    assert.equal(prepare('a'), a);
    assert.equal(made, 3);
    prepare('b');
    assert.equal(made, 4);
    assert.ok(STATEMENTS_KEPT >= 100);
  });

  it('keep nothing that failed to prepare, and are installed once however often asked', () => {
    let calls = 0;
    const prepare = keptPrepare((sql) => {
      calls++;
      if (sql === 'bad') throw new Error('syntax');
      return { sql };
    });
    assert.throws(() => prepare('bad'), /syntax/);
    assert.throws(() => prepare('bad'), /syntax/);
    assert.equal(calls, 2);
    const installed = Database.prototype.prepare;
    keepStatements(Database);
    assert.equal(Database.prototype.prepare, installed);
  });
});
