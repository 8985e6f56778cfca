import { useTranslations } from 'next-intl';
import type { MatchType } from '@/lib/backend/cross-reference-types';
import styles from './match-badge.module.css';

/** How closely our part replaces the other (drop-in, pin-to-pin, same function, similar). */
export function MatchBadge({ match }: { match: MatchType }) {
  const t = useTranslations('CrossReference');
  return (
    <span className={styles.badge} data-match={match}>
      {t(`match.${match}`)}
    </span>
  );
}
