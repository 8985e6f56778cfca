import { LocaleLink, useLocalePath } from '@/components/locale-link';
import { useTranslations } from 'next-intl';
import { LIFECYCLE_STATUSES } from '@/lib/backend/types';
import type { SelectionState, SpecColumn } from '@/features/products/product-selection';
import styles from './product.module.css';
import { useContentLang } from '@/components/content/content-language';

/**
 * The filter panel: a plain GET form, so filtering works without JavaScript and every state is a URL.
 * Submitting resets the page to 1 (the form carries no page field) and keeps the sort.
 */
export function SelectionFilters({
  columns,
  state,
  category,
  resetHref,
  example,
}: {
  columns: SpecColumn[];
  state: SelectionState;
  category?: number;
  resetHref: string;
  /** A part number of the line, for the search field's hint (none: no hint). */
  example?: string;
}) {
  const t = useTranslations('Selection');
  const lists = useTranslations('Lists');
  const lifecycle = useTranslations('Lifecycle');
  const textLang = useContentLang();
  const href = useLocalePath();
  return (
    <details className={styles.filters} open>
      <summary>{t('filters')}</summary>
      <form action={href('/product')} method="get" className={styles.filterForm} aria-label={t('filters')}>
        {category ? <input type="hidden" name="category" value={category} /> : null}
        {state.sort ? <input type="hidden" name="sort" value={state.sort.key} /> : null}
        {state.sort?.order === 'desc' ? <input type="hidden" name="order" value="desc" /> : null}
        <div className={styles.filterField}>
          <label htmlFor="filter-q">{t('search')}</label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={state.q}
            placeholder={example ? t('example', { part: example }) : undefined}
            maxLength={64}
          />
        </div>
        <fieldset className={styles.filterField}>
          <legend>{t('lifecycle')}</legend>
          <div className={styles.options}>
            {LIFECYCLE_STATUSES.map((status) => (
              <label key={status}>
                <input type="checkbox" name="status" value={status} defaultChecked={state.status.includes(status)} /> {lifecycle(status)}
              </label>
            ))}
          </div>
        </fieldset>
        {columns.map((column) =>
          column.kind === 'number' ? (
            <fieldset key={column.key} className={styles.filterField}>
              <legend>
                <span {...textLang(column.lang)}>{column.label}</span>
                {column.unit ? lists('unit', { unit: column.unit }) : ''}
              </legend>
              <div className={styles.range}>
                <input
                  type="number"
                  step="any"
                  name={`min_${column.key}`}
                  aria-label={t('min', { label: column.label })}
                  placeholder={column.min === null ? t('minPlaceholder') : `≥ ${column.min}`}
                  defaultValue={state.ranges[column.key]?.min ?? undefined}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="number"
                  step="any"
                  name={`max_${column.key}`}
                  aria-label={t('max', { label: column.label })}
                  placeholder={column.max === null ? t('maxPlaceholder') : `≤ ${column.max}`}
                  defaultValue={state.ranges[column.key]?.max ?? undefined}
                />
              </div>
            </fieldset>
          ) : (
            <fieldset key={column.key} className={styles.filterField}>
              <legend>
                <span {...textLang(column.lang)}>{column.label}</span>
              </legend>
              <div className={styles.options}>
                {column.options.map((option) => (
                  <label key={option}>
                    <input
                      type="checkbox"
                      name={`opt_${column.key}`}
                      value={option}
                      defaultChecked={state.options[column.key]?.includes(option)}
                    />{' '}
                    {option}
                  </label>
                ))}
              </div>
            </fieldset>
          ),
        )}
        <div className={styles.filterActions}>
          <button type="submit" className={styles.primaryButton}>
            {t('apply')}
          </button>
          <LocaleLink href={resetHref} prefetch={false}>
            {t('reset')}
          </LocaleLink>
        </div>
      </form>
    </details>
  );
}
