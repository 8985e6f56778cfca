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
      'core-imports-no-floor-above lib/core/log.ts → lib/server/server.ts',
      'lib-imports-no-views-or-app lib/backend/client.ts → components/view.ts',
      'no-circular lib/core/log.ts → lib/server/server.ts',
      'one-wiring-file-imports-the-demo lib/backend/client.ts → demo/backend.ts',
    ]);
  }, 30_000);
});
