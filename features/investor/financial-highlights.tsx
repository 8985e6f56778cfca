import { getTranslations } from 'next-intl/server';
import { usePageLocale } from '@/components/locale-link';
import type { Financials } from './contract';
import { barChart, BARS_BOX, ratioChart } from '@/lib/charts';
import { formatAmount, formatPercent, periodLabel, SERIES_KINDS, seriesRows, type FinancialRow, type SeriesKind } from './financials';
import { financialsCsvPath } from '@/lib/investor-paths';
import { YGrid } from '@/components/investor/chart-grid';
import { Section } from '@/components/content/section';
import sectionStyles from '@/components/content/section.module.css';
import styles from '@/components/investor/investor-charts.module.css';

type Props = { financials: Financials };

const AMOUNTS = ['revenue', 'net_profit', 'rd_expense'] as const;
const RATIOS = ['gross_margin', 'rd_share'] as const;
const LABEL_KEY = {
  revenue: 'revenue',
  net_profit: 'netProfit',
  rd_expense: 'rdExpense',
  gross_margin: 'grossMargin',
  rd_share: 'rdShare',
} as const;

/** A period's axis label: `2025`, or `Q3` above its year (the year under a year's first quarter and the first one shown). */
function PeriodLabel({ label, x, first }: { label: string; x: number; first: boolean }) {
  const [year, quarter] = label.split(' ');
  return (
    <text x={x} y={BARS_BOX.height - 22} className={styles.xLabel} aria-hidden="true">
      {quarter ? (
        <>
          <tspan x={x}>{quarter}</tspan>
          {first || quarter === 'Q1' ? (
            <tspan x={x} dy="1.2em">
              {year}
            </tspan>
          ) : null}
        </>
      ) : (
        year
      )}
    </text>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'Financials'>>>;

function Legend({ keys, t }: { keys: readonly (keyof typeof LABEL_KEY)[]; t: Translate }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {keys.map((key) => (
        <li key={key} data-series={key}>
          {t(LABEL_KEY[key])}
        </li>
      ))}
    </ul>
  );
}

/**
 * One series (years or quarters): amounts as grouped bars, ratios as lines, the table, the CSV. Each chart
 * is one image with its figures as text; the table under it holds them too, so marks carry no titles of
 * their own (a page's every element is hydrated on a phone).
 */
function Series({ kind, rows, t }: { kind: SeriesKind; rows: FinancialRow[]; t: Translate }) {
  const locale = usePageLocale();
  const labels = rows.map((row) => periodLabel(row.period));
  const bars = barChart(
    labels,
    AMOUNTS.map((key) => ({ key, values: rows.map((row) => row[key]) })),
  );
  const lines = ratioChart(
    labels,
    RATIOS.map((key) => ({ key, values: rows.map((row) => row[key]) })),
  );
  const series = t(kind);
  const describe = (key: keyof typeof LABEL_KEY, format: (row: FinancialRow) => string) =>
    t('chartSummary', {
      series,
      metric: t(LABEL_KEY[key]),
      values: rows.map((row) => `${periodLabel(row.period)} ${format(row)}`).join(locale === 'zh' ? '，' : ', '),
    });
  const amountsSummary = AMOUNTS.map((key) => describe(key, (row) => formatAmount(row[key], locale))).join(' ');
  const ratiosSummary = RATIOS.map((key) => describe(key, (row) => formatPercent(row[key]))).join(' ');
  const id = `financials-${kind}`;
  return (
    <section className={styles.series} aria-labelledby={id}>
      <h3 id={id} className={styles.seriesTitle}>
        {series}
        <small>{t('unitNote')}</small>
      </h3>
      <div className={styles.charts}>
        <figure className={styles.figure}>
          <figcaption className={styles.figureTitle}>{t('amounts')}</figcaption>
          <svg
            viewBox={`0 0 ${BARS_BOX.width} ${BARS_BOX.height}`}
            role="img"
            aria-label={amountsSummary}
            className={styles.svg}
            data-chart={`${kind}-amounts`}
          >
            <YGrid ticks={bars.yTicks} box={BARS_BOX} label={(value) => formatAmount(value, locale).replace(/\.0+$/, '')} />
            {bars.groups.map((group) => (
              <g key={group.label}>
                {group.bars.map((bar) => (
                  <rect
                    key={bar.key}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    data-series={bar.key}
                    data-period={group.label}
                    data-value={formatAmount(bar.value, locale)}
                    className={styles.bar}
                  />
                ))}
                <PeriodLabel label={group.label} x={group.x} first={group === bars.groups[0]} />
              </g>
            ))}
            <line x1={BARS_BOX.left} x2={BARS_BOX.width - BARS_BOX.right} y1={bars.zero} y2={bars.zero} className={styles.axis} />
          </svg>
          <Legend keys={AMOUNTS} t={t} />
        </figure>
        <figure className={styles.figure}>
          <figcaption className={styles.figureTitle}>{t('ratios')}</figcaption>
          <svg
            viewBox={`0 0 ${BARS_BOX.width} ${BARS_BOX.height}`}
            role="img"
            aria-label={ratiosSummary}
            className={styles.svg}
            data-chart={`${kind}-ratios`}
          >
            <YGrid ticks={lines.yTicks} box={BARS_BOX} label={(value) => `${Math.round(value * 100)}%`} />
            {lines.xTicks.map((tick, index) => (
              <PeriodLabel key={tick.label} label={tick.label} x={tick.x} first={index === 0} />
            ))}
            {lines.lines.map((line) => (
              <g key={line.key} data-series={line.key}>
                <path d={line.path} className={styles.ratioLine} />
                {line.points.map((point) => (
                  <circle key={point.x} cx={point.x} cy={point.y} r={3.5} data-value={formatPercent(point.value)} className={styles.dot} />
                ))}
              </g>
            ))}
          </svg>
          <Legend keys={RATIOS} t={t} />
        </figure>
      </div>
      {/* Scrolls sideways on a narrow screen: a named region the keyboard can reach and scroll. */}
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('tableCaption', { series })}>
        <table className={styles.table} data-series={kind}>
          <caption className="visually-hidden">{t('tableCaption', { series })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('period')}</th>
              {[...AMOUNTS, ...RATIOS].map((key) => (
                <th key={key} scope="col" data-series={key}>
                  {t(LABEL_KEY[key])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.period}>
                <th scope="row">{periodLabel(row.period)}</th>
                {AMOUNTS.map((key) => (
                  <td key={key}>{formatAmount(row[key], locale)}</td>
                ))}
                {RATIOS.map((key) => (
                  <td key={key}>{formatPercent(row[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        {/* Named by its visible words first, then which series (WCAG 2.5.3); tall enough to tap (2.5.8). */}
        <a href={financialsCsvPath(locale, kind)} download className={styles.download}>
          {t('download')}
          <span className="visually-hidden">{t('downloadSeries', { series })}</span>
        </a>
        {kind === 'quarterly' ? <> · {t('quarterNote')}</> : null}
      </p>
    </section>
  );
}

/** Financial highlights on /investor: the last five years and eight quarters, drawn on the server. */
export async function FinancialHighlights({ financials }: Props) {
  const t = await getTranslations('Financials');
  const series = SERIES_KINDS.map((kind) => ({ kind, rows: seriesRows(financials, kind) })).filter((item) => item.rows.length > 0);
  if (series.length === 0) return null;
  return (
    <>
      {series.map((item) => (
        <Series key={item.kind} kind={item.kind} rows={item.rows} t={t} />
      ))}
    </>
  );
}

/** /investor's "Financial highlights" section (`#financials`), left out when the backend has no figures. */
export async function FinancialsSection({ financials }: { financials: Financials | null }) {
  if (!financials) return null;
  const t = await getTranslations('Financials');
  return (
    <Section id="financials" title={t('heading')} className={sectionStyles.section}>
      <FinancialHighlights financials={financials} />
    </Section>
  );
}
