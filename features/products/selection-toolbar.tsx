import { getTranslations } from 'next-intl/server';
import { CompareBar } from './compare-bar';
import { compareBarLabels } from './compare-bar.labels';
import styles from './product.module.css';

/** Above the product table: the compare bar (an island) and the CSV export of what the filters keep. */
export async function SelectionToolbar({ compareAction, exportHref, count }: { compareAction: string; exportHref: string; count: number }) {
  const [t, labels] = await Promise.all([getTranslations('Products'), compareBarLabels()]);
  return (
    <div className={styles.toolbar}>
      <CompareBar labels={labels} action={compareAction} />
      <a href={exportHref} className={styles.exportLink} download>
        {t('export', { count })}
      </a>
    </div>
  );
}
