import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { Locale } from '@/i18n/config';
import { barChart, BARS_BOX } from '@/lib/charts';
import { formatNumber } from '@/lib/format';
import { YGrid } from '@/components/investor/chart-grid';
import charts from '@/components/investor/investor-charts.module.css';
import tableStyles from '@/components/content/table.module.css';
import styles from '@/components/investor-pages/investor-pages.module.css';

type Props = { years: { year: number; perShare: number }[] };

/** A per-share amount as announced: three decimals (0.032 元). */
const amount = (value: number, locale: Locale) => formatNumber(value, locale, 3);

/**
 * Cash dividend per share by fiscal year: bars drawn on the server, one image with its figures as text,
 * and the same figures as a table under it.
 */
export async function DividendChart({ years }: Props) {
  const locale = await getPageLocale();
  const t = await getTranslations('Dividends');
  const labels = years.map((item) => String(item.year));
  const chart = barChart(labels, [{ key: 'cash', values: years.map((item) => item.perShare) }]);
  const summary = t('chartSummary', {
    values: years
      .map((item) => `${t('yearValue', { year: item.year })} ${amount(item.perShare, locale)}`)
      .join(locale === 'zh' ? '，' : ', '),
  });
  return (
    <div className={styles.chartWithTable}>
      <figure className={charts.figure}>
        <svg
          viewBox={`0 0 ${BARS_BOX.width} ${BARS_BOX.height}`}
          role="img"
          aria-label={summary}
          className={charts.svg}
          data-chart="dividends"
        >
          <YGrid ticks={chart.yTicks} box={BARS_BOX} label={(value) => formatNumber(value, locale, 2)} />
          {chart.groups.map((group) =>
            group.bars.map((bar) => (
              <g key={group.label}>
                <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} className={styles.bar} data-year={group.label} />
                <text x={group.x} y={bar.y - 6} className={styles.barValue} aria-hidden="true">
                  {amount(bar.value, locale)}
                </text>
                <text x={group.x} y={BARS_BOX.height - 22} className={charts.xLabel} aria-hidden="true">
                  {group.label}
                </text>
              </g>
            )),
          )}
          <line x1={BARS_BOX.left} x2={BARS_BOX.width - BARS_BOX.right} y1={chart.zero} y2={chart.zero} className={charts.axis} />
        </svg>
      </figure>
      <div className={tableStyles.tableScroll} tabIndex={0} role="region" aria-label={t('perShareTable')}>
        <table className={`${tableStyles.table} ${styles.numbers}`} data-table="per-share">
          <caption className="visually-hidden">{t('perShareTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('year')}</th>
              <th scope="col">{t('perShare')}</th>
            </tr>
          </thead>
          <tbody>
            {[...years].reverse().map((item) => (
              <tr key={item.year}>
                <th scope="row">{t('yearValue', { year: item.year })}</th>
                <td>{amount(item.perShare, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
