/**
 * V8's explicit compile hint for the browser's script chunks (issue 21). Chromium (136 and later) compiles
 * every function of a script that starts with this comment while it streams the script in, on a
 * background thread, instead of compiling each function on the main thread the first time it is called.
 * A page's chunks are called almost whole on load (module factories, React's hydration, Next.js' router),
 * and traces of `/` at 390 px showed that lazy compilation was three quarters of the hydration task
 * (V8.ParseFunction and V8.CompileCode: about 190 of 266 ms, unthrottled). Other engines read it as a
 * comment. https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunk with the hint on its first line (once, however often it runs). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

/**
 * The chunk's source map, moved one line down to match a chunk that just got the hint (a source map's
 * mappings give each generated line's segments; a leading `;` is an empty first line). Null for a map
 * that cannot be read, which is then left as it was.
 */
export function shiftedSourceMap(map: string): string | null {
  try {
    const parsed = JSON.parse(map) as { mappings?: unknown };
    if (typeof parsed.mappings !== 'string') return null;
    return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
  } catch {
    return null;
  }
}

/**
 * Which of the client build's files get the hint: every script chunk, but not the polyfills that only
 * browsers without ES modules load (`nomodule`: they never run in a browser that reads the hint). Paths
 * as the build manifest writes them, relative to `.next/` (`static/chunks/…`).
 */
export function chunksToHint(files: readonly string[], polyfillFiles: readonly string[]): string[] {
  const polyfills = new Set(polyfillFiles);
  return files.filter((file) => file.startsWith('static/chunks/') && file.endsWith('.js') && !polyfills.has(file));
}
