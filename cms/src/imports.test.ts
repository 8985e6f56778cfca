import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const CMS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sources(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

const SPECIFIER = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

describe('the CMS beside the site (issue 45)', () => {
  it('imports nothing of the site: no path out of cms/ (its @/ is its own src/, tsconfig.json)', () => {
    const outside: string[] = [];
    for (const file of [...sources(path.join(CMS, 'src')), ...sources(CMS).filter((file) => path.dirname(file) === CMS)]) {
      for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const specifier = match[1] ?? match[2] ?? match[3]!;
        const leaves = specifier.startsWith('.') && !path.resolve(path.dirname(file), specifier).startsWith(CMS + path.sep);
        if (leaves) outside.push(`${path.relative(CMS, file)}: ${specifier}`);
      }
    }
    assert.deepEqual(outside, []);
  });
  it('maps its aliases inside cms/ only', () => {
    const { compilerOptions } = JSON.parse(readFileSync(path.join(CMS, 'tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths?: Record<string, string[]> };
    };
    const targets = Object.values(compilerOptions.paths ?? {}).flat();
    assert.ok(targets.length > 0);
    for (const target of targets) assert.ok(path.resolve(CMS, target).startsWith(CMS + path.sep), target);
  });
});
