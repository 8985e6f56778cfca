import { getTranslations } from 'next-intl/server';
import { getLocalePath } from '@/i18n/server';
import { MAX_QUERY_LENGTH } from '@/lib/search/tokens';
import { CROSS_REFERENCE_PATH } from '@/lib/cross-reference/page-query';
import styles from './cross-reference.module.css';

/**
 * The cross-reference search: a plain GET form (`?q=`) that works without JavaScript; the results are the
 * server's. `example`: a part number the backend knows, shown as the placeholder.
 */
export async function CrossReferenceForm({ defaultValue, example, id }: { defaultValue: string; example?: string; id: string }) {
  const [t, path] = await Promise.all([getTranslations('CrossReference'), getLocalePath()]);
  return (
    <form role="search" action={path(CROSS_REFERENCE_PATH)} method="get" className={styles.form} aria-label={t('heading')}>
      <label htmlFor={id} className={styles.label}>
        {t('fieldLabel')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          type="text"
          inputMode="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={example ? t('placeholder', { example }) : undefined}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-hint`}
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          {t('submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('hint')}
      </p>
    </form>
  );
}
