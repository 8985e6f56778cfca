import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { Dividend } from '@/lib/backend/ir-types';
import { displayDate, formatNumber } from '@/lib/format';
import tableStyles from '@/components/content/table.module.css';
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
    <div className={tableStyles.tableScroll} tabIndex={0} role="region" aria-label={t('historyTable')}>
      <table className={`${tableStyles.table} ${styles.dividends}`} data-table="dividends">
        <caption className="visually-hidden">{t('historyTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('year')}</th>
            <th scope="col">{t('plan')}</th>
            <th scope="col">{t('recordDate')}</th>
            <th scope="col">{t('exDate')}</th>
            <th scope="col">{t('paymentDate')}</th>
            <th scope="col">{t('total')}</th>
            <th scope="col">{t('announcement')}</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
