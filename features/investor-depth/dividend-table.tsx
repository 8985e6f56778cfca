import { getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/content/data-table';
import { getPageLocale } from '@/i18n/server';
import type { Dividend } from '@/lib/backend/ir-types';
import { displayDate, formatNumber } from '@/lib/format';
import { DocumentLink } from './document-list';
import styles from '@/components/investor-pages/investor-pages.module.css';

type Props = { list: Dividend[]; currency: string };

/** Every distribution, newest first: year and kind, the plan, its dates, the total and the announcement. */
export async function DividendTable({ list, currency }: Props) {
  const locale = await getPageLocale();
  const t = await getTranslations('Dividends');
  const day = (value: string | null) => (value ? <time dateTime={value}>{displayDate(value, locale)}</time> : '—');
  const total = (value: number | null) =>
    value === null
      ? '—'
      : currency === 'CNY'
        ? t('amountYuan', { amount: formatNumber(value, locale, 2) })
        : `${formatNumber(value, locale, 2)} ${currency}`;
  return (
    <DataTable
      label={t('historyTable')}
      className={styles.dividends}
      caption={t('historyTable')}
      name="dividends"
      columns={[t('year'), t('plan'), t('recordDate'), t('exDate'), t('paymentDate'), t('total'), t('announcement')]}
    >
      {list.map((item) => (
        <tr key={`${item.year}-${item.kind}-${item.record_date ?? ''}`}>
          <th scope="row">
            {t('yearValue', { year: item.year })}
            <span className={styles.kind}>{t(`kinds.${item.kind}`)}</span>
            {item.status !== 'implemented' ? <span className={styles.status}>{t(`statuses.${item.status}`)}</span> : null}
          </th>
          <td>{item.plan}</td>
          <td className={styles.nowrap}>{day(item.record_date)}</td>
          <td className={styles.nowrap}>{day(item.ex_date)}</td>
          <td className={styles.nowrap}>{day(item.payment_date)}</td>
          <td className={styles.nowrap}>{total(item.total_cash)}</td>
          <td>{item.announcement ? <DocumentLink document={item.announcement} /> : '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
