/**
 * The matched words of a search result, marked: a pure function from a text and the words to mark (what
 * the backend says it matched, else the words of the query) to pieces, each marked or not. A word marks
 * every place it occurs, case-insensitively; a part number also where the text spells it with a hyphen.
 */
import { joinPartNumbers, searchTokens } from './tokens';

export type Piece = { text: string; marked: boolean };

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for one word; between the letters and digits of a part number, an optional hyphen. */
function wordPattern(word: string): string {
  const partNumber = /^([a-z]{1,6})(\d[\da-z]*)$/i.exec(word);
  return partNumber ? `${escapeRegExp(partNumber[1]!)}[-_\\u2010-\\u2015]?${escapeRegExp(partNumber[2]!)}` : escapeRegExp(word);
}

/** The words to mark: those given, else the query's own, longest first so a longer one wins where both fit. */
export function wordsToMark(query: string, matched: readonly string[]): string[] {
  const words = matched.length > 0 ? matched.map((word) => joinPartNumbers(word).toLowerCase()) : searchTokens(query);
  return [...new Set(words.filter((word) => word.length > 0))].sort((a, b) => b.length - a.length).slice(0, 20);
}

export function highlight(text: string, words: readonly string[]): Piece[] {
  if (words.length === 0 || text === '') return text ? [{ text, marked: false }] : [];
  const pattern = new RegExp(words.map(wordPattern).join('|'), 'giu');
  const pieces: Piece[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    if (match[0] === '') continue;
    if (match.index > from) pieces.push({ text: text.slice(from, match.index), marked: false });
    pieces.push({ text: match[0], marked: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), marked: false });
  return pieces;
}
