/**
 * What islands carry (issue 48): the script of a page's client components is downloaded and run while it
 * hydrates, so what the server can decide stays on the server. No island imports the image optimizer's
 * code (next/image: the server writes an image's attributes, lib/cms-image.ts) or d3 (the charts' scales:
 * lib/charts.ts). Read from the files git tracks, so a new island is covered.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { islandsCarrying, resolveImport, runtimeImports } from '@/tests/support/island-imports';
import type { SourceFile } from '@/tests/support/island-labels';

const ROOT = path.join(__dirname, '..');
const tracked: SourceFile[] = execFileSync('git', ['ls-files', '-z', 'app', 'components', 'features', 'lib', 'i18n'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

const SERVER_ONLY_PACKAGES = ['next/image', 'd3-scale', 'd3-shape'];

describe('what islands carry', () => {
  it('no island imports the image optimizer or d3: the server decides images and scales', () => {
    expect(tracked.length).toBeGreaterThan(300);
    expect(islandsCarrying(tracked, SERVER_ONLY_PACKAGES)).toEqual([]);
  });

  it('follows run-time imports through the project, and names the way', () => {
    const files: SourceFile[] = [
      { file: 'ui/a.tsx', text: "'use client';\nimport { b } from './b';\nimport type { T } from '@/util/typed';\n" },
      { file: 'ui/b.ts', text: "export { c } from '@/util/c';\n" },
      { file: 'util/c.ts', text: "import { getImageProps } from 'next/image';\n" },
      { file: 'util/typed.ts', text: "import { scaleLinear } from 'd3-scale';\n" },
      { file: 'ui/server.tsx', text: "import { getImageProps } from 'next/image';\n" },
    ];
    expect(islandsCarrying(files, SERVER_ONLY_PACKAGES)).toEqual(['ui/a.tsx → ui/b.ts → util/c.ts imports next/image']);
  });

  it('leaves out type-only imports and chunks loaded on demand', () => {
    expect(runtimeImports("import type { A } from 'x';\nimport { type B, type C } from 'y';\nconst v = () => import('z');\n")).toEqual([]);
    expect(runtimeImports("import { type B, c } from 'y';\nimport 'side-effect';\n")).toEqual(['y', 'side-effect']);
    expect(resolveImport('../util/x', 'ui/a/b.tsx', new Set(['ui/util/x.ts']))).toBe('ui/util/x.ts');
    expect(resolveImport('react', 'ui/a.tsx', new Set())).toBeNull();
  });
});
