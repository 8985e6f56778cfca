/**
 * One convention for a client island's text (docs/how-it-is-built.md): its type and the server function
 * that fills it from the catalogue live in `<island>.labels.ts` beside the island, and the island imports
 * only the type. Read from the source files, so a new island that takes its text another way fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findLabelsProblems, type SourceFile } from '@/tests/support/island-labels';

const ROOT = path.join(__dirname, '..');

function sources(folder: string): SourceFile[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => {
      const file = path.join(folder, name);
      return { file, text: readFileSync(path.join(ROOT, file), 'utf8') };
    });
}

describe('island text (labels files)', () => {
  it('every island in app/, components/ and features/ takes its text from a labels file beside it', () => {
    expect(findLabelsProblems([...sources('app'), ...sources('components'), ...sources('features')])).toEqual([]);
  });

  const island = (text: string) => `'use client';\nimport { useState } from 'react';\n${text}`;
  const labelsFile = (text: string) => `import 'server-only';\nimport { getTranslations } from 'next-intl/server';\n${text}`;
  const goodLabels = labelsFile(
    "export type WidgetLabels = { open: string };\nexport async function widgetLabels(): Promise<WidgetLabels> {\n  return { open: (await getTranslations('Widget'))('open') };\n}\n",
  );
  const goodIsland = island(
    "import type { WidgetLabels } from './widget.labels';\nexport function Widget({ labels }: { labels: WidgetLabels }) {}\n",
  );

  it('accepts an island with its labels file', () => {
    expect(
      findLabelsProblems([
        { file: 'feature/widget.tsx', text: goodIsland },
        { file: 'feature/widget.labels.ts', text: goodLabels },
      ]),
    ).toEqual([]);
  });

  it.each([
    ['a labels type declared in the island', island('export type WidgetLabels = { open: string };\n'), 'declares'],
    ['a labels type imported from elsewhere', island("import type { WidgetLabels } from './texts';\n"), 'imports'],
    ['a text prop of its own', island('export function Widget({ hint }: { hint: string }) {}\n'), 'text prop'],
    ['next-intl in the browser', island("import { useTranslations } from 'next-intl';\n"), 'next-intl'],
  ])('rejects %s', (_, text, problem) => {
    const problems = findLabelsProblems([{ file: 'feature/widget.tsx', text }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it.each([
    ['without server-only', goodLabels.replace("import 'server-only';\n", ''), 'server-only'],
    ['without a type', goodLabels.replace('export type WidgetLabels', 'type WidgetLabels'), 'type'],
    ['without an async function', goodLabels.replace('export async function', 'function'), 'async function'],
  ])('rejects a labels file %s', (_, text, problem) => {
    const problems = findLabelsProblems([
      { file: 'feature/widget.tsx', text: goodIsland },
      { file: 'feature/widget.labels.ts', text },
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });

  it('rejects a labels file with no island beside it', () => {
    const problems = findLabelsProblems([{ file: 'feature/gadget.labels.ts', text: goodLabels }]);
    expect(problems).toEqual([expect.stringContaining('no island')]);
  });
});
