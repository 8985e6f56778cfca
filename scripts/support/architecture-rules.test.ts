/**
 * The rules of .dependency-cruiser.cjs catch what they are for: run on a small tree of files that breaks
 * each of them (and on one that keeps them), with the real configuration.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function violationsOf(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'architecture-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }));
    const run = () =>
      execFileSync(
        process.execPath,
        [
          path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
          '--config',
          path.join(ROOT, '.dependency-cruiser.cjs'),
          '--output-type',
          'json',
          ...new Set(Object.keys(files).map((name) => name.split('/')[0]!)),
        ],
        { cwd: dir, encoding: 'utf8' },
      );
    let output: string;
    try {
      output = run();
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const result = JSON.parse(output) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
    return result.summary.violations.map((violation) => `${violation.rule.name} ${violation.from} → ${violation.to}`).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the architecture rules', () => {
  it('let a floor import the floors below it', () => {
    expect(
      violationsOf({
        'lib/core/log.ts': 'export const log = 1;\n',
        'lib/backend/client.ts': "import { log } from '@/lib/core/log';\nexport const client = log;\n",
        'lib/server/server.ts':
          "import { client } from '@/lib/backend/client';\nimport { log } from '../core/log';\nexport const server = client + log;\n",
        'lib/backend/target.ts': "import { demo } from '@/demo/backend';\nexport const target = demo;\n",
        'demo/backend.ts': 'export const demo = 1;\n',
      }),
    ).toEqual([]);
  }, 30_000);

  it('refuse an import from a floor above, from lib into views, of the demo outside the wiring file, and a cycle', () => {
    expect(
      violationsOf({
        'lib/core/log.ts': "import { server } from '@/lib/server/server';\nexport const log = server;\n",
        'lib/server/server.ts': "import { log } from '@/lib/core/log';\nexport const server = 1 + (log ? 0 : 1);\n",
        'lib/backend/client.ts':
          "import { View } from '@/components/view';\nimport { demo } from '@/demo/backend';\nexport const client = [View, demo];\n",
        'components/view.ts': 'export const View = 1;\n',
        'demo/backend.ts': 'export const demo = 1;\n',
      }),
    ).toEqual([
      'backend-imports-no-floor-above lib/backend/client.ts → components/view.ts',
      'core-imports-no-floor-above lib/core/log.ts → lib/server/server.ts',
      'lib-imports-no-views-or-app lib/backend/client.ts → components/view.ts',
      'no-circular lib/core/log.ts → lib/server/server.ts',
      'one-wiring-file-imports-the-demo lib/backend/client.ts → demo/backend.ts',
    ]);
  }, 30_000);

  // Issue 43: rules written against parent folders, so tomorrow's folders are covered the day they appear.
  const leaf = 'export const value = 1;\n';
  const importing = (target: string) => `import { value } from '@/${target}';\nexport const other = value;\n`;

  it('let a feature import lib/ and components/, and the composition import the features', () => {
    expect(
      violationsOf({
        'features/news/reads.ts': importing('lib/core/clock'),
        'features/news/list.ts': importing('components/section'),
        'features/index.ts': importing('features/news/reads'),
        'components/section.ts': leaf,
        'lib/core/clock.ts': leaf,
        'app/page.tsx': importing('features/index'),
      }),
    ).toEqual([]);
  }, 30_000);

  it('refuse a feature importing another, whichever they are', () => {
    expect(violationsOf({ 'features/news/list.ts': importing('features/search/field'), 'features/search/field.ts': leaf })).toEqual([
      'a-feature-imports-no-other-feature features/news/list.ts → features/search/field.ts',
    ]);
  }, 30_000);

  it('refuse lib/ or components/ importing a feature', () => {
    expect(
      violationsOf({
        'lib/backend/x.ts': importing('features/news/reads'),
        'components/y.ts': importing('features/news/reads'),
        'features/news/reads.ts': leaf,
      }),
    ).toEqual([
      'backend-imports-no-floor-above lib/backend/x.ts → features/news/reads.ts',
      'components-imports-no-floor-above components/y.ts → features/news/reads.ts',
    ]);
  }, 30_000);

  it('refuse a folder of lib/ on no floor, on the day it appears', () => {
    expect(violationsOf({ 'lib/brand-new/x.ts': importing('lib/core/clock'), 'lib/core/clock.ts': leaf })).toEqual([
      'no-folder-off-the-floors lib/brand-new/x.ts → lib/core/clock.ts',
    ]);
  }, 30_000);

  it('refuse a feature importing the composition of the features', () => {
    expect(violationsOf({ 'features/news/x.ts': importing('features/index'), 'features/index.ts': leaf })).toEqual([
      'a-feature-imports-no-composition features/news/x.ts → features/index.ts',
    ]);
  }, 30_000);
});
