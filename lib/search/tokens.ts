/**
 * How search reads text, in Chinese and English alike: part numbers in any spelling become one word
 * (`XY-6201`, `xy6201` → `xy6201`), Chinese is cut into words by the runtime's own dictionary
 * (Intl.Segmenter: `业绩说明会` → 业绩 / 说明 / 会), everything lower-cased. The demo backend indexes with
 * it; the site uses it to mark the words of a query in what a backend answered.
 */
import { cleanText } from '@/lib/clean-text';

/** Letters, then a hyphen, underscore or dash, then a word that starts with a digit: one part number. */
const SPLIT_PART_NUMBER = /\b([A-Za-z]{1,6})[-_\u2010-\u2015]+(\d[\dA-Za-z]*)\b/g;

/** A query's longest reading: beyond this, characters are left out (a search box is not a document). */
export const MAX_QUERY_LENGTH = 100;

/** The text with part numbers joined (`xy-6201` → `xy6201`). */
export function joinPartNumbers(text: string): string {
  return text.replace(SPLIT_PART_NUMBER, '$1$2');
}

/**
 * Made on first use: a Chinese word segmenter loads its dictionary when it is made, which a browser would
 * otherwise do on every page load (the header's search field imports this module).
 */
let segmenter: Intl.Segmenter | undefined;

/** The words of a text, lower-cased, in order (duplicates kept). */
export function searchTokens(text: string): string[] {
  const words: string[] = [];
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  for (const { segment, isWordLike } of segmenter.segment(joinPartNumbers(text))) {
    if (isWordLike) words.push(segment.toLowerCase());
  }
  return words;
}

/** A query as it is sent and shown: trimmed, inner runs of spaces made one, at most MAX_QUERY_LENGTH characters. */
export function cleanQuery(raw: string | undefined): string {
  return cleanText(raw, MAX_QUERY_LENGTH);
}
