/**
 * Toasts whose implementation (antd's message, with its CSS-in-JS runtime) is downloaded on the first
 * toast instead of with every page: most page views never show one, and the header's stock ticker is
 * on every page. `clear` is synchronous: before the first toast nothing can be pending, and a toast still
 * loading when a later response clears toasts is dropped, as requirements §8 clears pending toasts on every
 * response.
 */
export type Toaster = { error: (content: string, seconds: number) => void; clear: () => void };

export function lazyToasts(load: () => Promise<Toaster>): Toaster {
  let loaded: Toaster | null = null;
  let loading: Promise<Toaster> | null = null;
  // Bumped by every clear: a toast asked for before a clear is not shown after it.
  let generation = 0;
  return {
    error(content, seconds) {
      if (loaded) return loaded.error(content, seconds);
      const asked = generation;
      loading ??= load().then((toaster) => (loaded = toaster));
      loading.then(
        (toaster) => {
          if (asked === generation) toaster.error(content, seconds);
        },
        (error: unknown) => {
          // A failed chunk download must not break the call that wanted the toast; the next one retries.
          loading = null;
          console.error('[toast] could not load the toast component', error);
        },
      );
    },
    clear() {
      generation += 1;
      loaded?.clear();
    },
  };
}
