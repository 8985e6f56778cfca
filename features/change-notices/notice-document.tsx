import { useTranslations } from 'next-intl';
import type { ChangeNotice } from './contract';
import { formatBytes } from '@/lib/format';
import styles from './notices.module.css';

/** A notice's own document: its title, PDF and size, linked. Nothing when the backend gave none. */
export function NoticeDocument({ document }: { document: ChangeNotice['document'] }) {
  const t = useTranslations('Notices');
  if (!document) return null;
  return (
    <p className={styles.document}>
      <a href={document.url}>{t('documentLink', { title: document.title, size: formatBytes(document.size) })}</a>
    </p>
  );
}
