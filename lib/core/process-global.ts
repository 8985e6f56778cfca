/**
 * One value per process, kept under a global symbol. The site's HTTP server and the app Next.js bundles are
 * compiled apart, so a module-level value would exist once in each; through the symbol both halves hold
 * the same one, whichever made it first.
 */
export function processGlobal<T>(name: string, make: () => T): T {
  const holder = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`xingyuan-web.${name}`);
  return (holder[key] ??= make()) as T;
}
