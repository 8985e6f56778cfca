/**
 * The site fronts any company's backend (issue 42, part 2): nothing it prints may come from the demo
 * company's data. A part number of the demo's catalogue (XY followed by four digits) in the interface text,
 * a page or a view would show in front of any backend. Comments may name them as examples.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

/** A feature's demo handlers (features/<name>/demo.ts) are the demo backend's, not the site's. */
function files(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx?|json)$/.test(name) && !/\.test\.tsx?$/.test(name) && !/(^|\/)demo\.ts$/.test(name))
    .map((name) => path.join(folder, name));
}

/** The text of a source without its comments (line and block), so only what runs is read. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe("the demo company's data stays in demo/", () => {
  it('no part number of the demo catalogue in the interface text, the pages, the views, the features or lib/', () => {
    const found = ['messages', 'app', 'components', 'features', 'lib', 'i18n', 'entry']
      .flatMap(files)
      .filter((file) => /XY\d{4}/.test(withoutComments(readFileSync(path.join(ROOT, file), 'utf8'))));
    expect(found).toEqual([]);
  });
});
