/**
 * Part numbers as engineers type them: `TPS7A2033PDBVR`, `tps7a20`, `TPS7A20-33` are one family. Pure.
 * The key compares (upper-case letters and digits only), the slug addresses a part's own page, and a
 * query finds every part it is the start of, and every part that is the start of it (an orderable part
 * number is a base part plus package and packing letters).
 */

/** The shortest key a query (or a known part) must have to match by prefix: `TPS7` finds, `TP` does not. */
export const MIN_PREFIX = 4;

/** The longest part number (and slug) the site takes. */
export const MAX_PART_LENGTH = 64;

/** Upper-case letters and digits only; full-width characters read as their ASCII forms (`ＴＰＳ７` → `TPS7`). */
export function partKey(text: string): string {
  return text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/**
 * A part's address segment: upper-case, every run of other characters one `-`, none at either end
 * (`lm358/nopb` → `LM358-NOPB`). Empty for a part number without a letter or digit.
 */
export function partSlug(partNumber: string): string {
  return partNumber
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_PART_LENGTH)
    .replace(/-+$/, '');
}

/**
 * How well a query's key finds a part's key, smaller is better; null when it does not. 0: the same part;
 * 1: the part is the start of the query (an orderable part number, `TPS7A2033PDBVR`), longer parts first;
 * 2: the query is the start of the part (a family, `TPS7A20`), shorter parts first.
 */
export function partRank(queryKey: string, key: string): number | null {
  if (queryKey.length < MIN_PREFIX || key.length < MIN_PREFIX) return queryKey === key && key !== '' ? 0 : null;
  if (queryKey === key) return 0;
  if (queryKey.startsWith(key)) return 1 + 1 / (key.length + 1);
  if (key.startsWith(queryKey)) return 2 + key.length / (key.length + MAX_PART_LENGTH);
  return null;
}

/** The parts a query finds, best first (then by key, so the order is stable). */
export function findParts<T>(query: string, parts: readonly T[], keyOf: (part: T) => string): T[] {
  const queryKey = partKey(query);
  return parts
    .map((part) => ({ part, key: keyOf(part), rank: partRank(queryKey, keyOf(part)) }))
    .filter((entry): entry is { part: T; key: string; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.key.localeCompare(b.key))
    .map((entry) => entry.part);
}

/**
 * The parts whose replacements name products the site has (`productIds`: the product channel's articles),
 * each with only those replacements; a part left with none is left out (issue 42, part 2: such a part was
 * listed, linked and in the sitemap, and its page was a 404, as docs/backend-api.md says it is). Pure.
 */
export function partsWithProducts<T extends { replacements: readonly { product_id: number }[] }>(
  items: readonly T[],
  productIds: ReadonlySet<number>,
): T[] {
  return items.flatMap((item) => {
    const replacements = item.replacements.filter((replacement) => productIds.has(replacement.product_id));
    return replacements.length > 0 ? [{ ...item, replacements }] : [];
  });
}
