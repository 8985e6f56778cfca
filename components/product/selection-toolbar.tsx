import { getTranslations } from 'next-intl/server';
import { CompareBar } from './compare-bar';
import { COMPARE_MAX } from './compare';
import styles from './product.module.css';

/** Above the product table: the compare bar (an island) and the CSV export of what the filters keep. */
export async function SelectionToolbar({ compareAction, exportHref, count }: { compareAction: string; exportHref: string; count: number }) {
  const [t, bar] = await Promise.all([getTranslations('Products'), getTranslations('CompareBar')]);
  // The live count goes where {count} stands: the island fills it in (the maximum is known here).
  const labels = {
    form: bar('form'),
    submit: bar('submit'),
    hint: bar('hint', { max: COMPARE_MAX }),
    selected: bar('selected', { count: '{count}', max: COMPARE_MAX }),
  };
  return (
    <div className={styles.toolbar}>
      <CompareBar labels={labels} action={compareAction} />
      <a href={exportHref} className={styles.exportLink} download>
        {t('export', { count })}
      </a>
    </div>
  );
}
