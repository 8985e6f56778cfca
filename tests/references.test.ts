/**
 * Every reference in the code and the documents points at something that exists: a file path, a section
 * of docs/requirements.md ("requirements §n"), an issue listed in docs/issues.md ("issue n").
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs|css|md|sh)$/.test(file) && existsSync(path.join(ROOT, file)));
// The architecture's tests name files of the small trees they build; this test names patterns.
const FIXTURES = /^scripts\/support\/architecture.*\.test\.ts$|^tests\/references\.test\.ts$/;
const texts = files.filter((file) => !FIXTURES.test(file)).map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

function occurrences(pattern: RegExp): { file: string; match: RegExpMatchArray }[] {
  return texts.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((match) => ({ file, match })));
}

describe('references', () => {
  it('name files that exist', () => {
    const named = occurrences(
      /(?<![\w@/.-])((?:lib|components|features|entry|app|scripts|docs|e2e|demo|tests|i18n|deploy)\/[\w[\].\/-]*\.(?:tsx?|mjs|cjs|md|css|json))\b/g,
    );
    expect(named.length).toBeGreaterThan(100);
    const missing = named.filter(({ match }) => !existsSync(path.join(ROOT, match[1]!))).map(({ file, match }) => `${file}: ${match[1]}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('link Markdown documents to files that exist', () => {
    const links = texts
      .filter(({ file }) => file.endsWith('.md'))
      .flatMap(({ file, text }) =>
        [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
          .filter((match) => !/^[a-z]+:/.test(match[1]!))
          .map((match) => ({ file, target: match[1]! })),
      );
    expect(links.length).toBeGreaterThan(10);
    const broken = links.filter(({ file, target }) => !existsSync(path.join(ROOT, path.dirname(file), target)));
    expect(broken.map(({ file, target }) => `${file}: ${target}`)).toEqual([]);
  });

  it('cite sections of docs/requirements.md that exist', () => {
    const document = readFileSync(path.join(ROOT, 'docs/requirements.md'), 'utf8');
    const sections = new Set([...document.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));
    const cited = occurrences(/requirements §(\d+)/g);
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter(({ match }) => !sections.has(match[1])).map(({ file, match }) => `${file}: ${match[0]}`)).toEqual([]);
  });

  it('cite issues that docs/issues.md describes', () => {
    const document = readFileSync(path.join(ROOT, 'docs/issues.md'), 'utf8');
    const listed = new Set([...document.matchAll(/^\| (\d+) \|/gm)].map((match) => match[1]));
    const cited = occurrences(/\b[Ii]ssues? (\d+)\b/g);
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter(({ match }) => !listed.has(match[1])).map(({ file, match }) => `${file}: ${match[0]}`)).toEqual([]);
  });

  it("are complete in the README's folder map: every top-level folder, and every folder of lib/ and features/", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const map = readme.slice(readme.indexOf('## Folders'), readme.indexOf('\n## ', readme.indexOf('## Folders') + 1));
    const folders = new Set(
      files
        .map((file) => file.split('/'))
        .filter((parts) => parts.length > 1 && !parts[0]!.startsWith('.'))
        .flatMap((parts) => [
          `${parts[0]}/`,
          ...((parts[0] === 'lib' || parts[0] === 'features') && parts.length > 2 ? [`${parts[1]}/`] : []),
        ]),
    );
    expect(
      [...folders].filter((folder) => !new RegExp(`(^|[\\s(])${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm').test(map)),
    ).toEqual([]);
  });
});
