/** @jest-environment node */
import { brotliDecompressSync } from 'node:zlib';
import type { CachedPage } from './page-cache';
import { prepareResponse } from './prepared-response';
import { bestBrotli, createRecompressor, wantsBetterBrotli } from './recompress';

const page = (body: string, br?: number[]): CachedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(body),
  encoded: br ? { br: Buffer.from(br) } : {},
  etag: '"x"',
  setCookies: [],
  scriptHashes: null,
  path: '/news',
  tags: ['news'],
  renderedAt: 1,
  freshUntil: 2,
  ...(br ? { brotliQuality: 6 } : {}),
});

/** A compression that finishes when the test says: `finish(i)` ends the i-th call with `bytes`. */
function heldCompression() {
  const calls: { body: string; finish: (bytes: number[] | Error) => void }[] = [];
  const compress = jest.fn(
    (body: Buffer) =>
      new Promise<Buffer>((resolve, reject) =>
        calls.push({ body: body.toString(), finish: (bytes) => (bytes instanceof Error ? reject(bytes) : resolve(Buffer.from(bytes))) }),
      ),
  );
  return { compress, calls };
}

describe("a kept page's brotli made again at the best quality (issue 48)", () => {
  it('is wanted for a brotli made below the best quality, not for none or one already the best', () => {
    expect(wantsBetterBrotli(page('a', [1, 2]))).toBe(true);
    expect(wantsBetterBrotli({ ...page('a', [1, 2]), brotliQuality: undefined })).toBe(true);
    expect(wantsBetterBrotli({ ...page('a', [1, 2]), brotliQuality: 11 })).toBe(false);
    expect(wantsBetterBrotli(page('a'))).toBe(false);
  });

  it('is smaller than the first and reads back as the same body', async () => {
    const html = `<!doctype html><html><body>${Array.from({ length: 400 }, (_, i) => `<li class="item">公告 ${i} announcement</li>`).join('')}</body></html>`;
    const prepared = await prepareResponse(200, { 'content-type': 'text/html' }, Buffer.from(html));
    const best = await bestBrotli(prepared.body);
    expect(best.length).toBeLessThan(prepared.encoded.br!.length);
    expect(brotliDecompressSync(best).toString()).toBe(html);
  });

  it('is made one page at a time, in the order asked, and handed over only when smaller', async () => {
    const { compress, calls } = heldCompression();
    const recompressor = createRecompressor({ compress });
    const done = { a: jest.fn(), b: jest.fn() };
    recompressor.upgrade('a', page('A', [1, 2, 3]), done.a);
    recompressor.upgrade('b', page('B', [1, 2]), done.b);
    await Promise.resolve();
    expect(calls.map((call) => call.body)).toEqual(['A']);
    calls[0]!.finish([9]);
    await new Promise(setImmediate);
    expect(done.a).toHaveBeenCalledWith(Buffer.from([9]));
    expect(calls.map((call) => call.body)).toEqual(['A', 'B']);
    // Not smaller than the page's own: kept as it is.
    calls[1]!.finish([7, 7, 7]);
    await recompressor.idle();
    expect(done.b).not.toHaveBeenCalled();
  });

  it('waits for one copy of a page, the newest, and for at most its bound of pages', async () => {
    const { compress, calls } = heldCompression();
    const recompressor = createRecompressor({ compress, maxPending: 2 });
    recompressor.upgrade('running', page('R', [1, 2]), jest.fn());
    await Promise.resolve();
    recompressor.upgrade('k', page('old', [1, 2]), jest.fn());
    const newest = jest.fn();
    recompressor.upgrade('k', page('new', [1, 2]), newest);
    recompressor.upgrade('other', page('O', [1, 2]), jest.fn());
    expect(recompressor.pending).toBe(2);
    recompressor.upgrade('beyond', page('X', [1, 2]), jest.fn());
    expect(recompressor.pending).toBe(2);
    for (let i = 0; i < 3; i++) {
      await new Promise(setImmediate);
      calls[i]?.finish([1]);
    }
    await recompressor.idle();
    expect(calls.map((call) => call.body)).toEqual(['R', 'new', 'O']);
    expect(newest).toHaveBeenCalled();
  });

  it('leaves a page as it was when its compression fails, and goes on with the next', async () => {
    const { compress, calls } = heldCompression();
    const recompressor = createRecompressor({ compress });
    const failed = jest.fn();
    const next = jest.fn();
    recompressor.upgrade('a', page('A', [1, 2]), failed);
    recompressor.upgrade('b', page('B', [1, 2]), next);
    await Promise.resolve();
    calls[0]!.finish(new Error('out of memory'));
    await new Promise(setImmediate);
    calls[1]!.finish([1]);
    await recompressor.idle();
    expect(failed).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalled();
  });
});
