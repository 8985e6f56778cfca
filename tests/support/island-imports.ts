/**
 * What an island's script carries (tests/island-imports.test.ts), as a pure walk over source files: from
 * each client module (`'use client'`), the project's modules it imports at run time (type-only imports
 * and the `import()` of a chunk loaded on demand aside), to the packages they import. The browser gets all
 * of it with the page.
 */
import { isIsland, type SourceFile } from './island-labels';

const STATIC_IMPORT = /^\s*(?:import|export)\s+([^'"]*?)\s*from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;

/** Whether an import's clause names types only (`type { A }`, `{ type A, type B }`). */
function typeOnly(clause: string): boolean {
  if (/^type\s/.test(clause)) return true;
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  return named !== null && named[1]!.split(',').every((name) => !name.trim() || /^type\s/.test(name.trim()));
}

/** The specifiers a module imports at run time. */
export function runtimeImports(text: string): string[] {
  return [...text.matchAll(STATIC_IMPORT)].flatMap((match) => (match[3] ? [match[3]] : typeOnly(match[1]!) ? [] : [match[2]!]));
}

/** The tracked file a project specifier names (`@/x` or relative to `from`), or null for a package. */
export function resolveImport(specifier: string, from: string, files: ReadonlySet<string>): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) {
    const parts = from.split('/').slice(0, -1);
    for (const part of specifier.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    base = parts.join('/');
  } else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (files.has(candidate)) return candidate;
  return null;
}

/** Each island that carries one of `packages`, as `island → … → module imports package`. */
export function islandsCarrying(sources: readonly SourceFile[], packages: readonly string[]): string[] {
  const byFile = new Map(sources.map((source) => [source.file, source.text]));
  const names = new Set(byFile.keys());
  const found: string[] = [];
  for (const island of sources.filter((source) => /\.tsx?$/.test(source.file) && isIsland(source.text))) {
    const seen = new Map<string, string[]>([[island.file, [island.file]]]);
    const queue = [island.file];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const specifier of runtimeImports(byFile.get(file) ?? '')) {
        if (packages.includes(specifier)) found.push(`${seen.get(file)!.join(' → ')} imports ${specifier}`);
        const next = resolveImport(specifier, file, names);
        if (next && !seen.has(next)) {
          seen.set(next, [...seen.get(file)!, next]);
          queue.push(next);
        }
      }
    }
  }
  return found;
}
