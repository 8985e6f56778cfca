/**
 * Part numbers compared in any spelling, as docs/backend-api.md specifies them (`web/get_cross_reference`, "How a
 * part number is normalised" and "Finding a part in any spelling"). The CMS keeps its own copy of these rules: it
 * answers the contract, and imports nothing of the site.
 */

/** The shortest key that matches by prefix: `TPS7` finds, `TP` does not. */
const MIN_PREFIX = 4;
const MAX_PART_LENGTH = 64;

/** Unicode NFKC, upper-cased, the Latin letters A–Z and the digits only (`ＴＰＳ７-20` → `TPS720`). */
export function partKey(text: string): string {
  return text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/**
 * How well a query's key finds a part's key, smaller is better; null when it does not: 0 the same part, 1 the part
 * is the start of the query (an orderable part number), longer first, 2 the query is the start of the part (a
 * family), shorter first. A key shorter than four matches only itself.
 */
export function partRank(queryKey: string, key: string): number | null {
  if (queryKey.length < MIN_PREFIX || key.length < MIN_PREFIX) return queryKey === key && key !== '' ? 0 : null;
  if (queryKey === key) return 0;
  if (queryKey.startsWith(key)) return 1 + 1 / (key.length + 1);
  if (key.startsWith(queryKey)) return 2 + key.length / (key.length + MAX_PART_LENGTH);
  return null;
}
