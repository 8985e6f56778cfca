/**
 * @jest-environment node
 *
 * The contract document says what the site calls (issue 44, "the document's own gaps"): every call the
 * features compose has its section in docs/backend-api.md, and every document that counts the calls
 * counts them right.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CALL_NAMES } from './index';

const ROOT = path.join(__dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TENS = ['', 'ten', 'twenty', 'thirty', 'forty', 'fifty', 'sixty'];
/** An English number word up to sixty-nine (`forty-one`), as a number; NaN for anything else. */
export function numberOfWords(words: string): number {
  const [tens, units] = words.toLowerCase().split('-');
  if (units === undefined) return WORDS.includes(tens!) ? WORDS.indexOf(tens!) : TENS.includes(tens!) ? TENS.indexOf(tens!) * 10 : NaN;
  return TENS.indexOf(tens!) * 10 + (WORDS.indexOf(units) > 0 ? WORDS.indexOf(units) : NaN);
}

describe('the contract document (docs/backend-api.md)', () => {
  const contract = read('docs/backend-api.md');

  it('has a section for every call the site makes', () => {
    const headings = contract.split('\n').filter((line) => /^#{2,3} /.test(line));
    const sections = headings.flatMap((line) => [...line.matchAll(/`(web\/\w+)`/g)].map((match) => match[1]));
    expect(CALL_NAMES.filter((call) => !sections.includes(call))).toEqual([]);
  });

  it.each(['docs/backend-api.md', 'docs/backend-guide.md', 'README.md'])('%s counts the calls as many as there are', (file) => {
    const counts = [...read(file).matchAll(/\b([a-z]+(?:-[a-z]+)?) `web\/\*` calls\b/gi)].map((match) => numberOfWords(match[1]!));
    if (file !== 'README.md') expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual(counts.map(() => CALL_NAMES.length));
  });

  it('reads number words', () => {
    expect([numberOfWords('forty-one'), numberOfWords('twenty-seven'), numberOfWords('nine'), numberOfWords('thirty')]).toEqual([
      41, 27, 9, 30,
    ]);
    expect(numberOfWords('many')).toBeNaN();
  });
});
