/**
 * The shape rules of the code (issue 43, item 6), as pure functions over source text: the rule tests in
 * tests/code-shape.test.ts read the tree and hand it here.
 */
export type SourceFile = { file: string; text: string };

/** The most lines a route's page.tsx may have: it reads, decides and wires; views live in features and components. */
export const PAGE_LINES_MAX = 110;
/** The widest line prettier writes (.prettierrc's printWidth), and how many lines past it the tree may hold. */
export const LINE_WIDTH = 140;
export const LONG_LINES_MAX = 20;

const lineCount = (text: string) => text.replace(/\n$/, '').split('\n').length;

/** The pages longer than PAGE_LINES_MAX, as `file: N lines`. */
export function longPages(files: readonly SourceFile[]): string[] {
  return files
    .filter(({ file }) => /(^|\/)page\.tsx$/.test(file))
    .filter(({ text }) => lineCount(text) > PAGE_LINES_MAX)
    .map(({ file, text }) => `${file}: ${lineCount(text)} lines`);
}

// A string literal on one line (quotes of any kind, escapes kept inside), a regular expression, or an address.
const STRING = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\\n]|\\.)*`/g;
const REGEX = /(^\s*|[=(,:]\s*)\/(?![/*])(?:[^/\\\n[]|\\.|\[(?:[^\]\\\n]|\\.)*\])+\/[dgimsuvy]*/g;
const URL = /\bhttps?:\/\/\S+/g;

/**
 * How wide a line is, strings and addresses aside: each string literal and regular expression counts as its
 * quotes alone and each URL as nothing, since none of them can be wrapped. What is left is code and prose, which can.
 */
export function measuredWidth(line: string): number {
  return line
    .replace(URL, '')
    .replace(STRING, (literal) => literal[0]!.repeat(2))
    .replace(REGEX, (_, before: string) => `${before}//`).length;
}

/** The lines wider than LINE_WIDTH when measured so, as `file:line`. */
export function longLines(files: readonly SourceFile[]): string[] {
  return files.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, index) => (measuredWidth(line) > LINE_WIDTH ? [`${file}:${index + 1}`] : [])),
  );
}

/**
 * The components that may still be handed the page's language (issue 43, item 5): a library's provider, and
 * the /account island and its parts, drawn in the browser where no next-intl provider gives it.
 */
export const LOCALE_PROP_TAKERS = ['ConfigProvider', 'AccountView', 'SampleRequests', 'MyQuestions'];

/** JSX that hands a component the language (`<X locale={…}>`) other than LOCALE_PROP_TAKERS, as `file: X`. */
export function localeProps(files: readonly SourceFile[]): string[] {
  return files
    .filter(({ file }) => file.endsWith('.tsx'))
    .flatMap(({ file, text }) =>
      [...text.matchAll(/<([A-Z]\w*)\b(?:[^<>{}]|\{(?:[^{}]|\{[^{}]*\})*\})*?\slocale=\{/g)]
        .map((match) => match[1]!)
        .filter((component) => !LOCALE_PROP_TAKERS.includes(component))
        .map((component) => `${file}: ${component}`),
    );
}
