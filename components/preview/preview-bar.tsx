import { getTranslations } from 'next-intl/server';
import styles from './preview-bar.module.css';

/** Says on a previewed draft that it is one: not published, seen by whoever holds the link, for a few minutes. */
export async function PreviewBar() {
  const t = await getTranslations('Preview');
  return (
    <p className={styles.bar} role="status">
      <strong>{t('label')}</strong>
      {t('note')}
    </p>
  );
}
