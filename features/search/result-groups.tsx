import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-link';
import { Section } from '@/components/content/section';
import { CATEGORY_TYPES, type CategoryType, type SearchResult } from '@/lib/backend/types';
import { searchHref, type SearchQuery } from '@/lib/search/page-query';
import type { SearchLabels } from '@/components/search/search-field.labels';
import { SearchResults } from './search-results';
import styles from '@/components/search/search.module.css';

type Props = { query: SearchQuery; groups: Map<CategoryType, SearchResult | null> | null; words: string[]; labels: SearchLabels };

/** All results, a section per kind with its best few and a link to the rest of them. */
export async function ResultGroups({ query, groups, words, labels }: Props) {
  const t = await getTranslations('Search');
  return CATEGORY_TYPES.map((kind) => {
    const group = groups?.get(kind);
    if (!group || group.total === 0) return null;
    return (
      <Section
        key={kind}
        id={`results-${kind}`}
        title={labels.types[kind]}
        note={t('count', { count: group.total })}
        className={styles.group}
        titleClassName={styles.groupTitle}
      >
        <SearchResults items={group.list} words={words} />
        {group.total > group.list.length ? (
          <LocaleLink href={searchHref({ q: query.q, type: kind })} className={styles.more} prefetch={false}>
            {t('more', { count: group.total, type: labels.types[kind] })}
          </LocaleLink>
        ) : null}
      </Section>
    );
  });
}
