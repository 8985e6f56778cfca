import { useTranslations } from 'next-intl';
import type { NoticeType } from './contract';
import styles from './notices.module.css';

/** A notice's type: a product change (PCN) or a discontinuance (PDN / EOL), in words and colour. */
export function NoticeTypeBadge({ type }: { type: NoticeType }) {
  const t = useTranslations('Notices');
  return (
    <span className={styles.type} data-type={type}>
      {t(`types.${type}`)}
    </span>
  );
}
