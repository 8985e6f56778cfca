import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { StockQuote as Quote } from './contract';
import { lastYear, priceChart, PRICE_BOX } from '@/lib/charts';
import { chinaDateTime, displayDate, formatNumber } from '@/lib/format';
import { amountUnit } from './financials';
import { PriceChartHover, type HoverDays } from './price-chart-hover';
import { priceChartHoverLabels } from './price-chart-hover.labels';
import { YGrid } from '@/components/investor/chart-grid';
import { FactList } from '@/components/content/fact-list';
import { chartEvents, placeEvents, type ChartEventSources } from './chart-events';
import { ChartEventList, ChartEventMarks } from './chart-event-marks';
import styles from '@/components/investor/investor-charts.module.css';

/** `events`: what the chart may mark (features/investor/chart-events.ts); those within its year are drawn and listed. */
type Props = { quote: Quote; events: ChartEventSources };

/**
 * The share price on /investor: the last price and its change, the day's figures, the as-of time with the
 * delay, and a year of daily closes drawn on the server as SVG (an image with a text summary), which a
 * small island lets a visitor read day by day, with the year's results releases, dividends and meetings
 * marked on it and listed under it. Figures the backend left out are left out.
 */
export async function StockQuote({ quote, events }: Props) {
  const locale = await getPageLocale();
  const [t, hoverLabels] = await Promise.all([getTranslations('Quote'), priceChartHoverLabels()]);
  const number = (value: number, digits = 2) => formatNumber(value, locale, digits);
  const volume = (value: number) => (locale === 'zh' ? number(value / 10_000) : number(value / 1_000, 1));
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
  const hoverDays: HoverDays = {
    xs: points.map((point) => point.x),
    ys: points.map((point) => point.y),
    dates: points.map((point) => date(point.date)),
    closes: points.map((point) => number(point.close)),
    volumes: points.map((point) => (point.volume === null ? '' : volume(point.volume))),
  };

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
      {chart ? (
        <figure className={styles.figure}>
          <figcaption className={styles.figureTitle} id="price-chart-title">
            {t('chartTitle')}
          </figcaption>
          <div className={styles.plot}>
            <svg
              viewBox={`0 0 ${PRICE_BOX.width} ${PRICE_BOX.height}`}
              role="img"
              aria-labelledby="price-chart-title"
              aria-describedby="price-chart-summary"
              className={styles.svg}
              data-chart="price"
            >
              <YGrid ticks={chart.yTicks} box={PRICE_BOX} label={(value) => number(value, 0)} />
              {chart.xTicks.map((tick) => (
                <text key={tick.date} x={tick.x} y={chart.bottom + 18} className={styles.xLabel} aria-hidden="true">
                  {tick.date.slice(0, 7)}
                </text>
              ))}
              <path d={chart.area} className={styles.area} />
              <path
                d={chart.line}
                className={styles.line}
                data-first-close={number(days[0]!.close)}
                data-last-close={number(days.at(-1)!.close)}
              />
            </svg>
            <PriceChartHover days={hoverDays} width={PRICE_BOX.width} height={PRICE_BOX.height} labels={hoverLabels} />
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
