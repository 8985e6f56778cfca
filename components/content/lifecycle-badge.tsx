import { useTranslations } from 'next-intl';
import type { LifecycleStatus } from '@/lib/backend/types';
import styles from './lifecycle-badge.module.css';

export function LifecycleBadge({ status }: { status: LifecycleStatus }) {
  const t = useTranslations('Lifecycle');
  return (
    <span className={styles.badge} data-status={status}>
      {t(status)}
    </span>
  );
}
