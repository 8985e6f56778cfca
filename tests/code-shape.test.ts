/**
 * Thin pages, kept thin (issue 43, item 6): every route's page.tsx reads, decides and wires in at most
 * PAGE_LINES_MAX lines, its views living in features/ and components/ (docs/writing-a-page.md). And the
 * tree's lines stay within prettier's width, strings, regular expressions and addresses aside (which cannot
 * be wrapped): at most LONG_LINES_MAX wider ones. Read from the files git tracks, so a new file is covered.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LINE_WIDTH,
  localeProps,
  LONG_LINES_MAX,
  longLines,
  longPages,
  measuredWidth,
  PAGE_LINES_MAX,
  type SourceFile,
} from '@/tests/support/code-shape';

const ROOT = path.join(__dirname, '..');
const tracked: SourceFile[] = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(tsx?|[cm]?js)$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

describe('thin pages', () => {
  it(`every page.tsx has at most ${PAGE_LINES_MAX} lines`, () => {
    expect(tracked.filter(({ file }) => file.endsWith('page.tsx')).length).toBeGreaterThan(30);
    expect(longPages(tracked)).toEqual([]);
  });

  it('names a page over the limit, and only a page', () => {
    const long = 'const x = 1;\n'.repeat(PAGE_LINES_MAX + 1);
    expect(longPages([{ file: 'route/x/page.tsx', text: long }])).toEqual([`route/x/page.tsx: ${PAGE_LINES_MAX + 1} lines`]);
    expect(longPages([{ file: 'route/x/page.tsx', text: 'const x = 1;\n'.repeat(PAGE_LINES_MAX) }])).toEqual([]);
    expect(longPages([{ file: 'views/x/view.tsx', text: long }])).toEqual([]);
  });
});

describe('line width', () => {
  it(`at most ${LONG_LINES_MAX} lines are wider than ${LINE_WIDTH} characters, strings and addresses aside`, () => {
    const long = longLines(tracked);
    // Over the limit, the failure lists them all.
    expect(long.length > LONG_LINES_MAX ? long : []).toEqual([]);
  });

  it('counts code and prose, not what cannot be wrapped', () => {
    const code = `const value = ${'a + '.repeat(40)}b;`;
    expect(measuredWidth(code)).toBe(code.length);
    expect(measuredWidth(`const text = '${'x'.repeat(200)}';`)).toBe("const text = '';".length);
    expect(measuredWidth(`const text = \`${'x'.repeat(200)}\`;`)).toBe('const text = ``;'.length);
    expect(measuredWidth(`// see https://example.com/${'a'.repeat(200)}`)).toBe('// see '.length);
    expect(measuredWidth(`const pattern = /${'[a-z]'.repeat(40)}/g;`)).toBe('const pattern = //;'.length);
    expect(measuredWidth(` * ${'word '.repeat(40)}`)).toBe(3 + 200);
    expect(longLines([{ file: 'a.ts', text: `ok\n${code}\n` }])).toEqual(['a.ts:2']);
  });
});

describe('one carrier for the language', () => {
  it('views read the page language themselves: no component is handed it as a prop', () => {
    expect(localeProps(tracked)).toEqual([]);
  });

  it('names the component handed one', () => {
    const view = 'export function Page() {\n  return <NoticeList notices={list} locale={locale} level={2} />;\n}\n';
    expect(localeProps([{ file: 'x/page.tsx', text: view }])).toEqual(['x/page.tsx: NoticeList']);
    expect(localeProps([{ file: 'x/page.tsx', text: '<ConfigProvider locale={zhCN}>' }])).toEqual([]);
    expect(localeProps([{ file: 'x/page.tsx', text: '<NoticeList notices={list} level={2} />' }])).toEqual([]);
  });
});
