import Link from 'next/link';
import { LIFECYCLE_STATUSES } from '@/lib/backend/types';
import { LIFECYCLE_LABELS } from '@/lib/format';
import type { SelectionState, SpecColumn } from '@/lib/product-selection';
import styles from './product.module.css';

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
  return (
    <details className={styles.filters} open>
      <summary>参数筛选</summary>
      <form action="/product" method="get" className={styles.filterForm} aria-label="参数筛选">
        {category ? <input type="hidden" name="category" value={category} /> : null}
        {state.sort ? <input type="hidden" name="sort" value={state.sort.key} /> : null}
        {state.sort?.order === 'desc' ? <input type="hidden" name="order" value="desc" /> : null}
        <div className={styles.filterField}>
          <label htmlFor="filter-q">型号或名称</label>
          <input id="filter-q" name="q" type="search" defaultValue={state.q} placeholder={example ? `如 ${example}` : undefined} maxLength={64} />
        </div>
        <fieldset className={styles.filterField}>
          <legend>生命周期</legend>
          <div className={styles.options}>
            {LIFECYCLE_STATUSES.map((status) => (
              <label key={status}>
                <input type="checkbox" name="status" value={status} defaultChecked={state.status.includes(status)} /> {LIFECYCLE_LABELS[status]}
              </label>
            ))}
          </div>
        </fieldset>
        {columns.map((column) =>
          column.kind === 'number' ? (
            <fieldset key={column.key} className={styles.filterField}>
              <legend>
                {column.label}
                {column.unit ? `（${column.unit}）` : ''}
              </legend>
              <div className={styles.range}>
                <input
                  type="number"
                  step="any"
                  name={`min_${column.key}`}
                  aria-label={`${column.label}最小值`}
                  placeholder={column.min === null ? '最小' : `≥ ${column.min}`}
                  defaultValue={state.ranges[column.key]?.min ?? undefined}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="number"
                  step="any"
                  name={`max_${column.key}`}
                  aria-label={`${column.label}最大值`}
                  placeholder={column.max === null ? '最大' : `≤ ${column.max}`}
                  defaultValue={state.ranges[column.key]?.max ?? undefined}
                />
              </div>
            </fieldset>
          ) : (
            <fieldset key={column.key} className={styles.filterField}>
              <legend>{column.label}</legend>
              <div className={styles.options}>
                {column.options.map((option) => (
                  <label key={option}>
                    <input type="checkbox" name={`opt_${column.key}`} value={option} defaultChecked={state.options[column.key]?.includes(option)} /> {option}
                  </label>
                ))}
              </div>
            </fieldset>
          ),
        )}
        <div className={styles.filterActions}>
          <button type="submit" className={styles.primaryButton}>
            筛选
          </button>
          <Link href={resetHref} prefetch={false}>清除筛选</Link>
        </div>
      </form>
    </details>
  );
}
