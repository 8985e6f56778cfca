/**
 * How the CMS's search reads text (docs/backend-api.md, `web/search`: "a part number matches in any spelling …,
 * Chinese matches by word"): part numbers in any spelling become one word (`XY-6201`, `xy6201` → `xy6201`), Chinese
 * is cut into words by the runtime's own dictionary (Intl.Segmenter), everything lower-cased. The same reading as
 * the site's, which marks the words of a query with it; the CMS keeps its own copy, as it imports nothing of the site.
 */

/** Letters, then a hyphen, underscore or dash, then a word that starts with a digit: one part number. */
const SPLIT_PART_NUMBER = /\b([A-Za-z]{1,6})[-_\u2010-\u2015]+(\d[\dA-Za-z]*)\b/g;

let segmenter: Intl.Segmenter | undefined;

/** The words of a text, lower-cased, in order (duplicates kept). */
export function searchTokens(text: string): string[] {
  const words: string[] = [];
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  for (const { segment, isWordLike } of segmenter.segment(text.replace(SPLIT_PART_NUMBER, '$1$2'))) {
    if (isWordLike) words.push(segment.toLowerCase());
  }
  return words;
}
