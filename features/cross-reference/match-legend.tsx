import { getTranslations } from 'next-intl/server';
import { MATCH_TYPES } from '@/lib/backend/cross-reference-types';
import { Section } from '@/components/content/section';
import { MatchBadge } from '@/components/cross-reference/match-badge';
import styles from './cross-reference.module.css';

/** What each match type means, closest first; the cross-reference pages end with it (`last`: nothing follows). */
export async function MatchLegend({ last = true }: { last?: boolean }) {
  const t = await getTranslations('CrossReference');
  return (
    <Section id="xref-match-types" title={t('matchesTitle')} className={last ? styles.pageEnd : undefined}>
      <dl className={styles.legend}>
        {MATCH_TYPES.map((match) => (
          <div key={match} className={styles.legendItem}>
            <dt>
              <MatchBadge match={match} />
            </dt>
            <dd>{t(`matchHelp.${match}`)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
