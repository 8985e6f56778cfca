/**
 * A kept page's brotli made again at the best quality, once, off the answer's path (issue 48). A render's answer
 * is compressed at quality 6 while its visitor waits (lib/server/prepared-response.ts); quality 11 makes HTML
 * about an eighth smaller (`/investor`: 32.5 → 28.3 KB) but takes some 280 ms on this machine. So the page is kept
 * and served as it was made, and its brotli is made again here, in zlib's thread pool, one page at a time, once
 * the page is asked for again (lib/server/page-store.ts): most pages a crawler reads are read once before their
 * next render, and making every render's brotli again kept one of two cores busy through a crawl (258 pages:
 * 26 CPU-seconds at quality 11, against 0.4 at 6). Every visitor after that gets the smaller copy. The body, and
 * so the ETag, do not change.
 *
 * Bounded: at most `maxPending` pages wait (one per key: a newer copy of a page takes its older one's place), and
 * one is compressed at a time, so a revalidation of every page neither grows memory nor takes more than one of
 * the pool's threads from the renders' own compression.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import type { CachedPage } from './page-cache';

const brotliAsync = promisify(brotliCompress);

/** Brotli's best quality. */
export const BEST_BROTLI_QUALITY = 11;

/** How many pages may wait for their better brotli: more are served as they were made. */
export const RECOMPRESS_PENDING = 64;

/** Whether a kept page's brotli can be made better: it has one, made below the best quality. */
export function wantsBetterBrotli(page: Pick<CachedPage, 'encoded' | 'brotliQuality'>): boolean {
  return page.encoded.br !== undefined && (page.brotliQuality ?? 0) < BEST_BROTLI_QUALITY;
}

/** The brotli of `body` at the best quality. */
export function bestBrotli(body: Buffer): Promise<Buffer> {
  return brotliAsync(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: BEST_BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

export type Recompressor = {
  /**
   * Makes `page`'s brotli again, once: a page already taken (waiting, being made, or made, smaller or not) is not
   * taken again; one turned away when `maxPending` wait may be asked for again. `done` gets the brotli when it is
   * smaller than the one the page has.
   */
  upgrade(key: string, page: CachedPage, done: (br: Buffer) => void): void;
  /** Resolves once nothing waits or runs. */
  idle(): Promise<void>;
  readonly pending: number;
};

export function createRecompressor({
  compress = bestBrotli,
  maxPending = RECOMPRESS_PENDING,
}: { compress?: (body: Buffer) => Promise<Buffer>; maxPending?: number } = {}): Recompressor {
  const waiting = new Map<string, { page: CachedPage; done: (br: Buffer) => void }>();
  const taken = new WeakSet<CachedPage>();
  let running = false;
  let idlers: Array<() => void> = [];

  async function work(): Promise<void> {
    running = true;
    for (let next = waiting.entries().next(); !next.done; next = waiting.entries().next()) {
      const [key, { page, done }] = next.value;
      waiting.delete(key);
      try {
        const br = await compress(page.body);
        if (br.length < (page.encoded.br?.length ?? Infinity)) done(br);
      } catch {
        // The page keeps the brotli it was made with.
      }
    }
    running = false;
    const settled = idlers;
    idlers = [];
    for (const resolve of settled) resolve();
  }

  return {
    upgrade(key, page, done) {
      if (taken.has(page) || (!waiting.has(key) && waiting.size >= maxPending)) return;
      taken.add(page);
      waiting.set(key, { page, done });
      if (!running) void work();
    },
    idle() {
      if (!running && waiting.size === 0) return Promise.resolve();
      return new Promise((resolve) => idlers.push(resolve));
    },
    get pending() {
      return waiting.size;
    },
  };
}
