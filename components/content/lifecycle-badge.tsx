import type { LifecycleStatus } from '@/lib/backend/types';
import { LIFECYCLE_LABELS } from '@/lib/format';
import styles from './content.module.css';

export function LifecycleBadge({ status }: { status: LifecycleStatus }) {
  return (
    <span className={styles.badge} data-status={status}>
      {LIFECYCLE_LABELS[status]}
    </span>
  );
}
