/**
 * The architecture drawing's decisions (pure): which part of the code a file belongs to, and the Mermaid
 * picture of the imports between the parts, as docs/architecture.md shows it (scripts/architecture.ts).
 */
export type Import = { from: string; to: string };

type Part = { id: string; label: string; holds: (file: string) => boolean };

/** The parts, top floor first (the order the drawing lists them in). */
const PARTS: Part[] = [
  {
    id: 'app',
    label: 'app/ · proxy.ts<br/>routes, pages, middleware',
    holds: (f) => f.startsWith('app/') || f === 'proxy.ts' || f === 'instrumentation.ts',
  },
  { id: 'components', label: 'components/<br/>React views and islands', holds: (f) => f.startsWith('components/') },
  { id: 'server', label: 'lib/server<br/>the site HTTP server', holds: (f) => f.startsWith('lib/server/') },
  { id: 'pages', label: 'lib/pages<br/>page helpers', holds: (f) => f.startsWith('lib/pages/') },
  { id: 'client', label: 'lib/client<br/>browser helpers', holds: (f) => f.startsWith('lib/client/') },
  { id: 'build', label: 'lib/build<br/>build steps', holds: (f) => f.startsWith('lib/build/') },
  { id: 'search', label: 'lib/search<br/>site search', holds: (f) => f.startsWith('lib/search/') },
  { id: 'content', label: 'lib/*.ts<br/>content helpers', holds: (f) => /^lib\/[^/]+$/.test(f) },
  { id: 'demo', label: 'demo/<br/>embedded demo backend', holds: (f) => f.startsWith('demo/') },
  { id: 'backend', label: 'lib/backend<br/>backend client', holds: (f) => f.startsWith('lib/backend/') },
  { id: 'core', label: 'lib/core<br/>process plumbing', holds: (f) => f.startsWith('lib/core/') },
  { id: 'i18n', label: 'i18n/<br/>languages', holds: (f) => f.startsWith('i18n/') },
];

/** The part a source file belongs to, or null for what the drawing leaves out (packages, data files). */
export function partOf(file: string): string | null {
  if (!/\.(ts|tsx|mjs|cjs|js)$/.test(file) || file.includes('node_modules/')) return null;
  return PARTS.find((part) => part.holds(file))?.id ?? null;
}

/** A Mermaid flowchart: one box per part that imports or is imported, one arrow per pair, labelled with its number of imports. */
export function drawArchitecture(imports: Import[]): string {
  const counts = new Map<string, number>();
  for (const { from, to } of imports) {
    const a = partOf(from);
    const b = partOf(to);
    if (a === null || b === null || a === b) continue;
    counts.set(`${a} ${b}`, (counts.get(`${a} ${b}`) ?? 0) + 1);
  }
  const order = (id: string) => PARTS.findIndex((part) => part.id === id);
  const pairs = [...counts].map(([key, count]) => ({ from: key.split(' ')[0]!, to: key.split(' ')[1]!, count }));
  pairs.sort((x, y) => order(x.from) - order(y.from) || order(x.to) - order(y.to));
  const used = new Set(pairs.flatMap((pair) => [pair.from, pair.to]));
  return [
    '```mermaid',
    'flowchart TB',
    ...PARTS.filter((part) => used.has(part.id)).map((part) => `  ${part.id}["${part.label}"]`),
    ...pairs.map((pair) => `  ${pair.from} -->|${pair.count}| ${pair.to}`),
    '```',
  ].join('\n');
}

export const START = '<!-- architecture:start (drawn by `npm run architecture` from the imports; do not edit) -->';
export const END = '<!-- architecture:end -->';

/** The document with its drawing between the markers replaced. */
export function replaceDrawing(document: string, drawing: string): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the document has no place for the drawing: ${START} … ${END}`);
  return `${document.slice(0, start + START.length)}\n${drawing}\n${document.slice(end)}`;
}
