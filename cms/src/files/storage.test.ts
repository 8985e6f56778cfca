import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import S3rver from 's3rver';
import { diskStore, fileStoreOf, uploadsKeptIn, type FileStore } from './storage';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-storage-'));
const PORT = 4389;
const s3 = new S3rver({
  port: PORT,
  address: '127.0.0.1',
  silent: true,
  directory: path.join(dir, 's3'),
  configureBuckets: [{ name: 'cms' }],
});
before(() => s3.run());
after(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const S3_ENV = {
  S3_BUCKET: 'cms',
  S3_PREFIX: 'media/',
  S3_ENDPOINT: `http://127.0.0.1:${PORT}`,
  S3_FORCE_PATH_STYLE: '1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};

async function roundTrip(store: FileStore): Promise<void> {
  const bytes = new Uint8Array(300_000).map((_, i) => (i * 31) % 256);
  await store.put('docs/ir/301.pdf', bytes, 'application/pdf');
  assert.deepEqual(await store.get('301.pdf'), bytes);
  assert.equal(await store.get('302.pdf'), null);
  await store.remove('301.pdf');
  assert.equal(await store.get('301.pdf'), null);
  // A name is its base name: nothing outside the store.
  await store.put('../../escape.txt', new TextEncoder().encode('x'), 'text/plain');
  assert.deepEqual(await store.get('escape.txt'), new TextEncoder().encode('x'));
}

describe('where uploaded files are kept (storage.ts)', () => {
  it('on disk under the data folder, without S3_BUCKET', async () => {
    const store = fileStoreOf({}, path.join(dir, 'media'));
    assert.equal(store.kind, 'disk');
    await roundTrip(store);
    assert.equal(await diskStore(dir).get('escape.txt'), null);
  });

  it('in an S3-compatible bucket with S3_BUCKET, under its prefix, the same bytes back', async () => {
    const store = fileStoreOf(S3_ENV, path.join(dir, 'unused'));
    assert.equal(store.kind, 's3');
    await roundTrip(store);
    const elsewhere = fileStoreOf({ ...S3_ENV, S3_PREFIX: 'other' }, '');
    assert.equal(await elsewhere.get('escape.txt'), null);
  });

  it('fails, rather than answering "no such file", when the store cannot be reached', async () => {
    const down = fileStoreOf({ ...S3_ENV, S3_ENDPOINT: 'http://127.0.0.1:9' }, '');
    await assert.rejects(down.get('301.pdf'));
  });
});

describe('the uploads in S3 (storage.ts: uploadsKeptIn)', () => {
  const calls: string[] = [];
  const store: FileStore = {
    kind: 's3',
    put: async (name, bytes, type) => void calls.push(`put ${name} ${bytes.byteLength} ${type}`),
    get: async () => null,
    remove: async (name) => void calls.push(`remove ${name}`),
  };
  const { upload, hooks } = uploadsKeptIn(store);
  const run = async (hook: unknown, args: unknown) => (hook as (args: unknown) => Promise<unknown>)(args);

  it('puts a new file before its document is saved, removes the one it replaced and a deleted one; nothing on disk', async () => {
    assert.equal('disableLocalStorage' in upload && upload.disableLocalStorage, true);
    const file = { data: Buffer.from('%PDF-1.7'), mimetype: 'application/pdf' };
    await run(hooks.beforeChange![0], { data: { filename: '301.pdf', mimeType: 'application/pdf' }, req: { file } });
    await run(hooks.beforeChange![0], { data: { filename: '301.pdf', alt: 'changed, no new file' }, req: {} });
    await run(hooks.afterChange![0], { doc: { filename: '301-1.pdf' }, previousDoc: { filename: '301.pdf' } });
    await run(hooks.afterChange![0], { doc: { filename: '301-1.pdf' }, previousDoc: { filename: '301-1.pdf' } });
    await run(hooks.afterDelete![0], { doc: { filename: '301-1.pdf' } });
    assert.deepEqual(calls, ['put 301.pdf 8 application/pdf', 'remove 301.pdf', 'remove 301-1.pdf']);
  });

  it('on disk, leaves the files to Payload', () => {
    const onDisk = uploadsKeptIn(diskStore(dir));
    assert.deepEqual(onDisk.hooks, {});
    assert.equal('disableLocalStorage' in onDisk.upload, false);
    assert.equal(onDisk.upload.handlers.length, 1);
  });
});
