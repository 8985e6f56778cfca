import * as React from 'react';

/**
 * A fresh copy of a module, as on a page just loaded (for modules that keep page-load state), sharing
 * the test's React. `path` is absolute: pass `require.resolve('./module')` from the test.
 */
export function freshModule<T extends object>(path: string): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    loaded = jest.requireActual<T>(path);
  });
  return loaded!;
}
