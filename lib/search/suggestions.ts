/**
 * What the search field's suggestions show, read from a `web/search` answer as the browser gets it (raw,
 * not parsed by the server's schemas, which stay out of the browser's code): only well-formed items, each
 * with where it leads. A document's PDF goes through the same `/api/` rule as on the server, so an address
 * elsewhere (or a `javascript:` one) from a backend leads nowhere.
 */
import type { CategoryType } from '@/lib/backend/types';
import { toApiUrl } from '@/lib/backend/media';
import { articleTarget, articleType } from '@/lib/backend/article-kind';

/** How many suggestions the search field shows. */
export const SUGGESTION_COUNT = 8;

/** What a suggestion is: an article of a kind, or another vendor's part (lib/cross-reference/suggestions.ts). */
export type SuggestionKind = CategoryType | 'crossReference';

/** `key`: unique among the suggestions shown together. */
export type Suggestion = { key: string; title: string; type: SuggestionKind; href: string; external: boolean };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function readSuggestions(answer: unknown, limit: number): { items: Suggestion[]; terms: string[] } {
  const list = isObject(answer) && Array.isArray(answer.list) ? answer.list : [];
  const items = list.flatMap((item): Suggestion[] => {
    if (!isObject(item) || !Number.isSafeInteger(item.id) || (item.id as number) <= 0 || typeof item.title !== 'string') return [];
    const id = item.id as number;
    const announcement = isObject(item.announcement) ? item.announcement : null;
    const type = articleType({ product: isObject(item.product), announcement });
    const pdf = typeof announcement?.pdf_url === 'string' ? toApiUrl(announcement.pdf_url) : '';
    return [{ key: `${type}-${id}`, title: item.title, type, ...articleTarget(type, id, pdf) }];
  });
  const terms =
    isObject(answer) && Array.isArray(answer.terms) ? answer.terms.filter((term): term is string => typeof term === 'string') : [];
  return { items: items.slice(0, limit), terms };
}
