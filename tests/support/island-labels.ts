/**
 * The rules of an island's text (components/island-labels.test.ts), as a pure check over source files: a
 * client island declares no text type and takes no text prop of its own, imports its labels type from a
 * `.labels` module and no next-intl; a `<name>.labels.ts` is server-only, exports a type and an async
 * function, and sits beside the client island `<name>.tsx`.
 */
export type SourceFile = { file: string; text: string };

/** Whether a module is a client island: `'use client'` first, after a leading comment at most. */
export const isIsland = (text: string) => /^\s*(?:\/\*[\s\S]*?\*\/\s*)?['"]use client['"]/.test(text);

/** Props that carry interface text: an island takes these in its `labels`, not one by one. */
const TEXT_PROP = /\b(label|hint|title|text|placeholder|caption|message)\??:\s*string\b/;

function islandProblems({ file, text }: SourceFile): string[] {
  const problems: string[] = [];
  if (/\btype\s+\w*Labels\b\s*=/.test(text)) problems.push(`${file} declares a labels type: move it to a .labels.ts beside it`);
  for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const names = match[1]!.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim());
    if (names.some((name) => /Labels$|^ClientText$/.test(name)) && !match[2]!.endsWith('.labels')) {
      problems.push(`${file} imports its text type from ${match[2]}, not from a .labels module`);
    }
  }
  if (TEXT_PROP.test(text)) problems.push(`${file} has a text prop of its own (${TEXT_PROP.exec(text)![0]}): put it in its labels`);
  if (/from\s+'next-intl(?:\/[^']*)?'/.test(text)) problems.push(`${file} imports next-intl: islands take their text as labels`);
  return problems;
}

function labelsFileProblems({ file, text }: SourceFile, islands: Map<string, string>): string[] {
  const problems: string[] = [];
  if (!/^import 'server-only';/m.test(text)) problems.push(`${file} is not marked server-only`);
  if (!/^export type \w+/m.test(text)) problems.push(`${file} exports no type of the labels`);
  if (!/^export async function \w+/m.test(text)) problems.push(`${file} exports no async function filling them`);
  const island = file.replace(/\.labels\.ts$/, '.tsx');
  const source = islands.get(island);
  if (source === undefined) problems.push(`${file} has no island beside it (${island})`);
  return problems;
}

export function findLabelsProblems(files: SourceFile[]): string[] {
  const islands = new Map(files.filter((each) => each.file.endsWith('.tsx') && isIsland(each.text)).map((each) => [each.file, each.text]));
  return [
    ...[...islands].flatMap(([file, text]) => islandProblems({ file, text })),
    ...files.filter((each) => each.file.endsWith('.labels.ts')).flatMap((each) => labelsFileProblems(each, islands)),
  ];
}
