import { getTranslations } from 'next-intl/server';
import { usePageLocale } from '@/components/locale-link';
import type { Financials } from './contract';
import { barChart, ratioChart } from '@/lib/charts';
import { formatAmount, formatPercent, periodLabel, SERIES_KINDS, seriesRows, type FinancialRow, type SeriesKind } from './financials';
import { financialsCsvPath } from '@/lib/investor-paths';
import { SeriesFigures, type Bar, type Dot, type SeriesFiguresProps } from './series-figures';
import { seriesFiguresLabels, type SeriesFiguresLabels } from './series-figures.labels';
import { AMOUNTS, METRIC_MESSAGE, RATIOS, type Metric } from './financial-metrics';
import { Section } from '@/components/content/section';
import sectionStyles from '@/components/content/section.module.css';
import styles from '@/components/investor/investor-charts.module.css';

type Props = { financials: Financials };

type Translate = Awaited<ReturnType<typeof getTranslations<'Financials'>>>;

/**
 * One series (years or quarters): amounts as grouped bars, ratios as lines, the table, the CSV. Each chart
 * is one image with its figures as text; the table under it holds them too, so marks carry no titles of
 * their own (a page's every element is hydrated on a phone). The charts and the table are drawn by one
 * client component from the compact figures computed here (series-figures.tsx).
 */
function Series({ kind, rows, t, labels }: { kind: SeriesKind; rows: FinancialRow[]; t: Translate; labels: SeriesFiguresLabels }) {
  const locale = usePageLocale();
  const periods = rows.map((row) => periodLabel(row.period));
  const bars = barChart(
    periods,
    AMOUNTS.map((key) => ({ key, values: rows.map((row) => row[key]) })),
  );
  const lines = ratioChart(
    periods,
    RATIOS.map((key) => ({ key, values: rows.map((row) => row[key]) })),
  );
  const series = t(kind);
  const describe = (key: Metric, format: (row: FinancialRow) => string) =>
    t('chartSummary', {
      series,
      metric: t(METRIC_MESSAGE[key]),
      values: rows.map((row) => `${periodLabel(row.period)} ${format(row)}`).join(locale === 'zh' ? '，' : ', '),
    });
  const amount = (value: number | null) => formatAmount(value, locale);
  const figures: SeriesFiguresProps = {
    kind,
    labels,
    periods,
    amounts: {
      summary: AMOUNTS.map((key) => describe(key, (row) => amount(row[key]))).join(' '),
      yTicks: bars.yTicks.map((tick) => ({ ...tick, shown: amount(tick.value).replace(/\.0+$/, '') })),
      xs: bars.groups.map((group) => group.x),
      zero: bars.zero,
      barWidth: bars.groups.flatMap((group) => group.bars)[0]?.width ?? 0,
      bars: bars.groups.map((group) =>
        group.bars.map((bar): Bar => [AMOUNTS.indexOf(bar.key as (typeof AMOUNTS)[number]), bar.x, bar.y, bar.height, amount(bar.value)]),
      ),
    },
    ratios: {
      summary: RATIOS.map((key) => describe(key, (row) => formatPercent(row[key]))).join(' '),
      yTicks: lines.yTicks.map((tick) => ({ ...tick, shown: `${Math.round(tick.value * 100)}%` })),
      xs: lines.xTicks.map((tick) => tick.x),
      lines: lines.lines.map((line) => ({
        path: line.path,
        dots: line.points.map((point): Dot => [point.x, point.y, formatPercent(point.value)]),
      })),
    },
    rows: rows.map((row) => [
      periodLabel(row.period),
      ...AMOUNTS.map((key) => amount(row[key])),
      ...RATIOS.map((key) => formatPercent(row[key])),
    ]),
  };
  const id = `financials-${kind}`;
  return (
    <section className={styles.series} aria-labelledby={id}>
      <h3 id={id} className={styles.seriesTitle}>
        {series}
        <small>{t('unitNote')}</small>
      </h3>
      <SeriesFigures {...figures} />
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
  const [t, labels] = await Promise.all([getTranslations('Financials'), seriesFiguresLabels()]);
  const series = SERIES_KINDS.map((kind) => ({ kind, rows: seriesRows(financials, kind) })).filter((item) => item.rows.length > 0);
  if (series.length === 0) return null;
  return (
    <>
      {series.map((item) => (
        <Series key={item.kind} kind={item.kind} rows={item.rows} t={t} labels={labels} />
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
