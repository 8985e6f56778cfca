import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, reloadOnceForChunkError, type ReloadDeps } from './chunk-reload';

function deps(now = 1_000_000): ReloadDeps & { reloads: number; store: Map<string, string> } {
  const store = new Map<string, string>();
  const result = {
    reloads: 0,
    store,
    storage: { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) },
    reload: () => {
      result.reloads += 1;
    },
    now: () => now,
  };
  return result;
}

describe('chunk load failure reload (requirements §8)', () => {
  it('recognises chunk load errors from webpack, Turbopack and browsers', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/abc.js from module 42'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, then not again within the window (no loop)', () => {
    const d = deps();
    const error = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    expect(reloadOnceForChunkError(error, d)).toBe(true);
    expect(d.reloads).toBe(1);
    expect(d.store.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadOnceForChunkError(error, d)).toBe(false);
    expect(d.reloads).toBe(1);
  });

  it('may reload again after the window has passed', () => {
    const first = deps(0);
    const error = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    reloadOnceForChunkError(error, first);
    const later = { ...first, now: () => CHUNK_RELOAD_WINDOW_MS + 1 };
    expect(reloadOnceForChunkError(error, later)).toBe(true);
  });

  it('never reloads for other errors, or when it cannot remember having reloaded', () => {
    const d = deps();
    expect(reloadOnceForChunkError(new Error('boom'), d)).toBe(false);
    expect(reloadOnceForChunkError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }), { ...d, storage: null })).toBe(false);
    expect(d.reloads).toBe(0);
  });
});
