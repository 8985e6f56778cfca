/** @jest-environment node */
import { highlight, wordsToMark } from './highlight';
import { cleanQuery, joinPartNumbers, MAX_QUERY_LENGTH, searchTokens } from './tokens';

describe('search tokens', () => {
  it('makes one word of a part number in any spelling', () => {
    for (const spelling of ['XY6201', 'xy6201', 'xy-6201', 'XY_6201', 'XY–6201']) expect(searchTokens(spelling)).toEqual(['xy6201']);
    expect(joinPartNumbers('AEC-Q100 与 SOT-23')).toBe('AEC-Q100 与 SOT23');
  });

  it('cuts Chinese into the same words in a query as in a document', () => {
    expect(searchTokens('业绩说明会')).toEqual(['业绩', '说明', '会']);
    const document = searchTokens('关于召开 2026 年第三季度业绩说明会的公告');
    for (const word of searchTokens('业绩说明会')) expect(document).toContain(word);
  });

  it('cleans a query: spaces made one, trimmed, bounded', () => {
    expect(cleanQuery('  xy6201 \n  LDO ')).toBe('xy6201 LDO');
    expect(cleanQuery(undefined)).toBe('');
    expect(cleanQuery('   ')).toBe('');
    expect(Array.from(cleanQuery('芯'.repeat(500)))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('highlight', () => {
  const marked = (text: string, words: string[]) =>
    highlight(text, words)
      .filter((piece) => piece.marked)
      .map((piece) => piece.text);

  it('marks every place a word occurs, case-insensitively, and a part number spelt with a hyphen', () => {
    expect(marked('XY6201 与 xy-6201 均为 LDO', ['xy6201'])).toEqual(['XY6201', 'xy-6201']);
    expect(highlight('关于召开业绩说明会的公告', ['业绩', '说明', '会'])).toEqual([
      { text: '关于召开', marked: false },
      { text: '业绩', marked: true },
      { text: '说明', marked: true },
      { text: '会', marked: true },
      { text: '的公告', marked: false },
    ]);
  });

  it('takes the words of the query when the backend names none, longest first', () => {
    expect(wordsToMark('XY-62 ldo', [])).toEqual(['xy62', 'ldo']);
    expect(wordsToMark('x', ['LDO', 'ldo', 'XY-6201'])).toEqual(['xy6201', 'ldo']);
  });

  it('reads a query of any content as text, never as a pattern', () => {
    expect(marked('a.b(c)*[d]', ['(c)*', '.'])).toEqual(['.', '(c)*']);
    expect(highlight('plain', [])).toEqual([{ text: 'plain', marked: false }]);
  });
});
