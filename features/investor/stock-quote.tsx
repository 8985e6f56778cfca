import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { StockQuote as Quote } from './contract';
import { lastYear, priceChart } from '@/lib/charts';
import { chinaDateTime, displayDate, formatNumber } from '@/lib/format';
import { amountUnit } from './financials';
import { PriceChart, type ChartAxes } from './price-chart';
import { priceChartLabels } from './price-chart.labels';
import { formatVolume } from './quote-format';
import { priceDaysPath } from '@/lib/investor-paths';
import { FactList } from '@/components/content/fact-list';
import { chartEvents, placeEvents, type ChartEventSources } from './chart-events';
import { ChartEventList, ChartEventMarks } from './chart-event-marks';
import styles from '@/components/investor/investor-charts.module.css';

/** `events`: what the chart may mark (features/investor/chart-events.ts); those within its year are drawn and listed. */
type Props = { quote: Quote; events: ChartEventSources };

/**
 * The share price on /investor: the last price and its change, the day's figures, the as-of time with the
 * delay, and a year of daily closes drawn as SVG (an image with a text summary) by one island, which lets a
 * visitor read it day by day from the days it fetches (features/investor/price-days.ts), with the year's
 * results releases, dividends and meetings marked on it and listed under it. Figures the backend left out
 * are left out.
 */
export async function StockQuote({ quote, events }: Props) {
  const locale = await getPageLocale();
  const [t, chartLabels] = await Promise.all([getTranslations('Quote'), priceChartLabels()]);
  const number = (value: number, digits = 2) => formatNumber(value, locale, digits);
  const volume = (value: number) => formatVolume(value, locale);
  const direction = quote.change === null || quote.change === 0 ? 'flat' : quote.change > 0 ? 'up' : 'down';
  const sign = (value: number) => (value > 0 ? '+' : '');
  const asOf = chinaDateTime(Date.parse(quote.as_of));
  const figures = [
    { label: t('open'), value: quote.open === null ? null : number(quote.open) },
    { label: t('high'), value: quote.high === null ? null : number(quote.high) },
    { label: t('low'), value: quote.low === null ? null : number(quote.low) },
    { label: t('prevClose'), value: quote.prev_close === null ? null : number(quote.prev_close) },
    { label: t('volume'), value: quote.volume === null ? null : t('volumeValue', { value: volume(quote.volume) }) },
    {
      label: t('marketCap'),
      value:
        quote.market_cap === null
          ? null
          : t('marketCapValue', { value: number(quote.market_cap / amountUnit(locale), locale === 'zh' ? 2 : 0) }),
    },
  ].filter((figure) => figure.value !== null);

  const days = lastYear(quote.history);
  const chart = days.length >= 2 ? priceChart(days) : null;
  const high = days.reduce((best, day) => (day.close > best.close ? day : best), days[0]!);
  const low = days.reduce((best, day) => (day.close < best.close ? day : best), days[0]!);
  const date = (day: string) => displayDate(day, locale);
  const summary = chart
    ? t('chartSummary', {
        currency: quote.currency,
        first: date(days[0]!.date),
        firstClose: number(days[0]!.close),
        last: date(days.at(-1)!.date),
        lastClose: number(days.at(-1)!.close),
        high: number(high.close),
        highDate: date(high.date),
        low: number(low.close),
        lowDate: date(low.date),
      })
    : '';
  const points = chart?.points ?? [];
  const marked = chart ? placeEvents(chartEvents(events, days[0]!.date, days.at(-1)!.date), points) : [];
  const axes: ChartAxes | null = chart
    ? {
        domain: chart.domain,
        yTicks: chart.yTicks.map((tick) => ({ ...tick, shown: number(tick.value, 0) })),
        xTicks: chart.xTicks.map((tick) => ({ x: tick.x, shown: tick.date.slice(0, 7) })),
        firstClose: number(days[0]!.close),
        lastClose: number(days.at(-1)!.close),
      }
    : null;

  return (
    <div className={styles.quote}>
      <p className={styles.price}>
        <span className="visually-hidden">{t('price')}</span>
        <strong>{number(quote.price)}</strong> <span className={styles.currency}>{quote.currency}</span>{' '}
        {quote.change !== null ? (
          <span className={styles.change} data-direction={direction}>
            <span className="visually-hidden">
              {t('change')} {t(direction)}
            </span>
            <span aria-hidden="true">{direction === 'up' ? '▲' : direction === 'down' ? '▼' : '■'} </span>
            {sign(quote.change)}
            {number(quote.change)}
            {quote.change_percent !== null ? ` (${sign(quote.change_percent)}${number(quote.change_percent)}%)` : null}
          </span>
        ) : null}
      </p>
      {figures.length > 0 ? <FactList facts={figures} className={styles.dayFigures} /> : null}
      <p className={styles.note}>{t('asOf', { date: date(asOf.day), time: asOf.time, minutes: quote.delay_minutes })}</p>
      {chart && axes ? (
        <figure className={styles.figure}>
          <figcaption className={styles.figureTitle} id="price-chart-title">
            {t('chartTitle')}
          </figcaption>
          <div className={styles.plot}>
            <PriceChart
              paths={{ line: chart.line, area: chart.area }}
              daysHref={priceDaysPath(locale, days.at(-1)!.date)}
              axes={axes}
              labels={chartLabels}
              titleId="price-chart-title"
              summaryId="price-chart-summary"
            />
            {marked.length > 0 ? <ChartEventMarks events={marked} /> : null}
          </div>
          <p className={styles.note} id="price-chart-summary">
            {summary}
          </p>
          {marked.length > 0 ? <ChartEventList events={marked} /> : null}
        </figure>
      ) : null}
    </div>
  );
}
