import { getTranslations } from 'next-intl/server';
import type { CrossReferenceList } from '@/lib/backend/cross-reference-types';
import { crossReferenceHref, crossReferencePartPath } from '@/lib/cross-reference/page-query';
import { LocaleLink } from '@/components/locale-link';
import { Section } from '@/components/content/section';
import { MatchBadge } from '@/components/cross-reference/match-badge';
import styles from '@/components/search/search.module.css';

/**
 * /search's first group when the query is another vendor's part number: the parts it finds, each leading
 * to its cross-reference page, with the parts of ours that replace it and how closely.
 */
export async function CrossReferenceGroup({ query, found }: { query: string; found: CrossReferenceList }) {
  const t = await getTranslations('Search');
  return (
    <Section
      id="results-cross-reference"
      title={t('crossReferenceTitle')}
      note={t('count', { count: found.total })}
      className={styles.group}
      titleClassName={styles.groupTitle}
    >
      <ul className={styles.results}>
        {found.list.map((item) => (
          <li key={`${item.vendor} ${item.part_number}`} className={styles.result}>
            <h3>
              <LocaleLink href={crossReferencePartPath(item.part_number)}>{item.part_number}</LocaleLink>{' '}
              <small className={styles.vendor}>{item.vendor}</small>
            </h3>
            {item.description ? <p>{item.description}</p> : null}
            <ul className={`${styles.meta} ${styles.replacements}`}>
              {item.replacements.map((replacement) => (
                <li key={replacement.product_id}>
                  → {replacement.part_number} <MatchBadge match={replacement.match} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {found.total > found.list.length ? (
        <LocaleLink href={crossReferenceHref({ q: query })} className={styles.more}>
          {t('crossReferenceMore', { query })}
        </LocaleLink>
      ) : null}
    </Section>
  );
}
