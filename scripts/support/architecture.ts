/**
 * The architecture drawing's decisions (pure): the Mermaid picture of the floors of .dependency-cruiser.cjs
 * with the folders each holds, drawn from the tree (issue 43: no import counts, so the drawing changes only
 * when a folder or a floor does), as docs/architecture.md shows it (scripts/architecture.ts).
 */
export type Floor = { name: string; paths: string[] };

/** The folders (or top-level files) of the tree a floor's patterns hold: `lib/server`, `features/news`, `proxy.ts`. */
export function foldersOf(floor: Floor, files: readonly string[]): string[] {
  const patterns = floor.paths.map((path) => new RegExp(`^(${path})`));
  const held = new Set<string>();
  for (const file of files) {
    if (!patterns.some((pattern) => pattern.test(file))) continue;
    const parts = file.split('/');
    // A loose file of lib/ (lib/format.ts) is drawn as `lib/*.ts`, a folder of lib/ by its name, and the
    // features as one (adding a feature changes no drawing: README's folder map names them).
    if (parts[0] === 'lib' && parts.length === 2) held.add('lib/*.ts');
    else if (parts[0] === 'lib' && parts.length > 2) held.add(`lib/${parts[1]}`);
    else if (parts[0] === 'features' && parts.length > 2) held.add('features/*/');
    else held.add(parts.length === 1 ? parts[0]! : `${parts[0]}/`);
  }
  return [...held].sort();
}

/** A Mermaid flowchart: one box per floor with its folders, top first, each importing only the floors below. */
export function drawArchitecture(floors: readonly Floor[], files: readonly string[]): string {
  const boxes = floors.map((floor, index) => ({ id: `floor${index}`, name: floor.name, folders: foldersOf(floor, files) }));
  const shown = boxes.filter((box) => box.folders.length > 0);
  return [
    '```mermaid',
    'flowchart TB',
    ...shown.map((box) => `  ${box.id}["<b>${box.name}</b><br/>${box.folders.join(' · ')}"]`),
    ...shown.slice(1).map((box, index) => `  ${shown[index]!.id} --> ${box.id}`),
    '```',
  ].join('\n');
}

export const START = '<!-- architecture:start (drawn by `npm run architecture` from the floors and the tree; do not edit) -->';
export const END = '<!-- architecture:end -->';

/** The document with its drawing between the markers replaced (an older start marker is replaced too). */
export function replaceDrawing(document: string, drawing: string): string {
  const start = document.search(/<!-- architecture:start[^\n]*-->/);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the document has no place for the drawing: ${START} … ${END}`);
  return `${document.slice(0, start)}${START}\n${drawing}\n${document.slice(end)}`;
}
