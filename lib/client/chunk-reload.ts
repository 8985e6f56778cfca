/**
 * requirements §8: "A failing route module load reloads the page." A new deploy removes the old build's chunks, so
 * a visitor with an open tab gets a chunk load error on the next navigation; one reload fetches the new
 * build. The reload happens at most once per window, so a chunk that is really missing cannot loop.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

const CHUNK_ERROR =
  /ChunkLoadError|Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk |Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && CHUNK_ERROR.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (typeof name === 'string' && CHUNK_ERROR.test(name)) || (typeof message === 'string' && CHUNK_ERROR.test(message));
}

export type ReloadDeps = { storage: Pick<Storage, 'getItem' | 'setItem'> | null; reload: () => void; now: () => number };

/** Reloads when `error` is a chunk load failure and no such reload happened within the window. */
export function reloadOnceForChunkError(error: unknown, deps: ReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(deps.storage?.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
  if (Number.isFinite(last) && deps.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
  // Without storage there is no way to know whether we already reloaded: do not risk a loop.
  if (!deps.storage) return false;
  deps.storage.setItem(CHUNK_RELOAD_KEY, String(deps.now()));
  deps.reload();
  return true;
}

export function browserReloadDeps(): ReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, reload: () => window.location.reload(), now: () => Date.now() };
}
