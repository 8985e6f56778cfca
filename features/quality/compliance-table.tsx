import { getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/content/data-table';
import { getPageLocale } from '@/i18n/server';
import type { Compliance } from './contract';
import { displayDate, formatBytes } from '@/lib/format';
import { LocaleLink } from '@/components/locale-link';
import styles from './quality.module.css';

type Props = {
  items: Compliance[];
  /** The table's name for screen readers (it scrolls sideways on a phone). */
  label: string;
  /** A lookup's column: the product each orderable part belongs to, linked. */
  products?: Map<number, string>;
};

/**
 * Orderable parts' quality data, a row each: RoHS, REACH, halogen-free, MSL with its reflow peak, AEC-Q100
 * grade, FIT, and the qualification report and certificates; what the backend does not state is "—".
 * Below: what FIT means (with the backend's conditions) and when the data was last changed.
 */
export async function ComplianceTable({ items, label, products }: Props) {
  const locale = await getPageLocale();
  const t = await getTranslations('Quality');
  const verdict = (value: boolean | null, yes = t('yes'), no = t('no')) =>
    value === null ? '—' : <span className={value ? styles.yes : styles.no}>{value ? yes : no}</span>;
  const conditions = items.find((item) => item.fit !== null && item.fit_conditions)?.fit_conditions;
  const updated = items
    .map((item) => item.updated_at)
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
  return (
    <>
      <DataTable
        label={label}
        className={styles.compliance}
        columns={[
          t('part'),
          products ? t('product') : null,
          t('rohs'),
          t('reach'),
          t('halogenFree'),
          t('msl'),
          t('aec'),
          t('fit'),
          t('documents'),
        ]}
      >
        {items.map((item) => {
          const product = item.product_id === undefined ? undefined : products?.get(item.product_id);
          const files = [
            ...(item.qualification_report ? [{ ...item.qualification_report, title: t('report') }] : []),
            ...item.certificates,
          ];
          return (
            <tr key={item.part_number}>
              <th scope="row">{item.part_number}</th>
              {products ? <td>{product ? <LocaleLink href={`/product/detail/${item.product_id}`}>{product}</LocaleLink> : '—'}</td> : null}
              <td>{verdict(item.rohs)}</td>
              <td>{verdict(item.reach)}</td>
              <td>{verdict(item.halogen_free, t('halogenYes'), t('halogenNo'))}</td>
              <td className={styles.nowrap}>
                {item.msl === null
                  ? '—'
                  : item.reflow_peak_c === null
                    ? t('mslLevel', { level: item.msl })
                    : t('mslValue', { level: item.msl, peak: item.reflow_peak_c })}
              </td>
              <td className={styles.nowrap}>{item.aec_q100 === null ? t('aecNone') : t('aecGrade', { grade: item.aec_q100 })}</td>
              <td>{item.fit === null ? '—' : item.fit}</td>
              <td>
                {files.length === 0 ? (
                  '—'
                ) : (
                  <ul className={styles.files}>
                    {files.map((file) => (
                      <li key={file.url}>
                        <a href={file.url} target="_blank" rel="noopener noreferrer">
                          {file.title}
                        </a>
                        {file.size ? <small> PDF {formatBytes(file.size)}</small> : null}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      {conditions || updated ? (
        <p className={styles.note}>
          {conditions ? t('fitNote', { conditions }) : null} {updated ? t('updated', { date: displayDate(updated, locale) }) : null}
        </p>
      ) : null}
    </>
  );
}
