import { LocaleLink } from '@/components/locale-link';
import { useTranslations } from 'next-intl';
import { formatSpecValue, productName } from '@/lib/format';
import {
  nextSort,
  selectionQuery,
  specValue,
  withQuery,
  type Product,
  type SelectionState,
  type SpecColumn,
} from '@/features/products/product-selection';
import { LifecycleBadge } from '@/components/content/lifecycle-badge';
import { useContentLang } from '@/components/content/content-language';
import { COMPARE_FORM_ID } from './compare';
import styles from './product.module.css';

const TABLE_END = 'product-table-end';

type Props = { products: Product[]; columns: SpecColumn[]; state: SelectionState; category?: number };

/** The parametric table. Column headers are sort links (real URLs), so sorting works without JavaScript. */
export function SelectionTable({ products, columns, state, category }: Props) {
  const t = useTranslations('Selection');
  const lists = useTranslations('Lists');
  const textLang = useContentLang();
  const sortHeader = (key: string, label: string, unit = '', lang: 'zh' | 'en' | null = null) => {
    const active = state.sort?.key === key ? state.sort.order : null;
    const href = withQuery('/product', selectionQuery({ ...state, sort: nextSort(state, key) }, { category }));
    return (
      <th scope="col" key={key} aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}>
        <LocaleLink href={href} className={styles.sortLink} scroll={false} prefetch={false}>
          <span {...textLang(lang)}>{label}</span>
          {unit ? <small>{lists('unit', { unit })}</small> : null}
          <span aria-hidden="true" className={styles.sortMark}>
            {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
          </span>
        </LocaleLink>
      </th>
    );
  };

  return (
    <>
      {/* A table's columns are as wide as its content: painted while only its first rows are parsed, it
          would redraw wider columns as the rest arrives. Chromium holds the first paint until the marker
          after the table is in (React places the link in <head>); other browsers ignore the hint. */}
      <link rel="expect" href={`#${TABLE_END}`} blocking="render" />
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('table')}>
        <table className={styles.selectionTable}>
          <thead>
            <tr>
              <th scope="col" className={styles.compareCell}>
                <span className="visually-hidden">{t('compare')}</span>
              </th>
              {sortHeader('part_number', t('part'))}
              {sortHeader('status', t('status'))}
              {columns.map((column) => sortHeader(column.key, column.label, column.unit, column.lang))}
            </tr>
          </thead>
          <tbody>
            {products.map((item) => (
              <tr key={item.id}>
                <td className={styles.compareCell}>
                  <input
                    type="checkbox"
                    name="id"
                    value={item.id}
                    form={COMPARE_FORM_ID}
                    aria-label={t('compareOf', { part: item.product.part_number })}
                  />
                </td>
                <th scope="row" className={styles.partCell}>
                  <LocaleLink href={`/product/detail/${item.id}`}>{item.product.part_number}</LocaleLink>
                  <span {...textLang(item.lang)}>{productName(item.title, item.product.part_number)}</span>
                </th>
                <td>
                  <LifecycleBadge status={item.product.status} />
                </td>
                {columns.map((column) => {
                  const value = specValue(item, column.key);
                  return (
                    <td key={column.key} className={column.kind === 'number' ? styles.numberCell : undefined}>
                      {value === undefined ? '—' : column.kind === 'number' ? String(value) : formatSpecValue(value, '')}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <span id={TABLE_END} hidden />
    </>
  );
}
