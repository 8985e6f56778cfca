/**
 * The search field's suggestions of other vendors' parts, read from a raw `web/get_cross_reference`
 * answer as the browser gets it (no server schema in the browser): well-formed items only, each leading
 * to its part's page, titled `NWP7A2033 → XY6201 / XY6205`. Pure.
 */
import type { Suggestion } from '@/lib/search/suggestions';
import { MIN_PREFIX, partKey, partSlug } from './part-number';
import { crossReferencePartPath } from './page-query';

/** How many of the field's suggestions may be other vendors' parts. */
export const PART_SUGGESTION_COUNT = 3;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a query could find another vendor's part (a part number of at least MIN_PREFIX letters and digits). */
export function mayBePartNumber(query: string): boolean {
  return partKey(query).length >= MIN_PREFIX;
}

export function readPartSuggestions(answer: unknown, limit: number): Suggestion[] {
  const list = isObject(answer) && Array.isArray(answer.list) ? answer.list : [];
  const seen = new Set<string>();
  return list
    .flatMap((item): Suggestion[] => {
      if (!isObject(item) || typeof item.part_number !== 'string' || !partSlug(item.part_number)) return [];
      const path = crossReferencePartPath(item.part_number);
      const ours = (Array.isArray(item.replacements) ? item.replacements : []).flatMap((replacement) =>
        isObject(replacement) && typeof replacement.part_number === 'string' && replacement.part_number.trim()
          ? [replacement.part_number.trim()]
          : [],
      );
      if (ours.length === 0 || seen.has(path)) return [];
      seen.add(path);
      return [
        {
          key: `part-${path}`,
          title: `${item.part_number.trim()} → ${[...new Set(ours)].join(' / ')}`,
          type: 'crossReference',
          href: path,
          external: false,
        },
      ];
    })
    .slice(0, limit);
}
