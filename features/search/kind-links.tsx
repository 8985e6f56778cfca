import { LocaleLink } from '@/components/locale-link';
import { CATEGORY_TYPES, type CategoryType } from '@/lib/backend/types';
import { searchHref, type SearchQuery } from '@/lib/search/page-query';
import chipStyles from '@/components/content/chips.module.css';

/** Links to the results of every kind (and of all), each with its count; the chosen one marked. */
export function KindLinks({
  query,
  counts,
  label,
  names,
}: {
  query: SearchQuery;
  counts: Map<CategoryType, number>;
  label: string;
  names: Record<CategoryType | 'all', string>;
}) {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const kinds: (CategoryType | undefined)[] = [undefined, ...CATEGORY_TYPES.filter((kind) => (counts.get(kind) ?? 0) > 0)];
  return (
    <nav aria-label={label} className={chipStyles.chips}>
      {kinds.map((kind) => (
        <LocaleLink
          key={kind ?? 'all'}
          href={searchHref({ q: query.q, type: kind })}
          aria-current={kind === query.type ? 'page' : undefined}
          prefetch={false}
        >
          {names[kind ?? 'all']} {kind ? counts.get(kind) : total}
        </LocaleLink>
      ))}
    </nav>
  );
}
