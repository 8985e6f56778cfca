'use client';
/**
 * The price chart: a year of closes as an SVG line, drawn from compact days (the server renders the same
 * SVG into the HTML, so a reader without script sees it, and the page's payload carries the days once
 * instead of the paths and the days beside them). Pointing at it (or tapping it, or the arrow keys once
 * it has focus) shows that day's close and volume.
 */
import { useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { areaPath, dayAfter, linePath, plotPrices, PRICE_BOX, type Tick } from '@/lib/chart-plot';
import { displayDate, formatNumber } from '@/lib/format';
import { YGrid } from '@/components/investor/chart-grid';
import type { PriceChartLabels } from './price-chart.labels';
import { formatVolume } from './quote-format';
import styles from '@/components/investor/investor-charts.module.css';

/**
 * The chart's days, compact (they travel in the page): the first day, each day's distance from it in
 * days, its close and its volume in shares (null when unknown).
 */
export type ChartDays = { start: string; offsets: number[]; closes: number[]; volumes: (number | null)[] };

/** What the server decides: the y domain (made nice) and the axes' ticks with their labels, as the page writes them. */
export type ChartAxes = {
  domain: [number, number];
  yTicks: Tick[];
  /** The first day of each month: where, and its month (`2026-01`). */
  xTicks: { x: number; shown: string }[];
  /** The first and the last close as the page writes them (the line carries them for a reader of the HTML). */
  firstClose: string;
  lastClose: string;
};

type Props = {
  days: ChartDays;
  axes: ChartAxes;
  labels: PriceChartLabels;
  /** The ids of the chart's title and summary (a figcaption and a paragraph of the server's). */
  titleId: string;
  summaryId: string;
};

const BOX = PRICE_BOX;
const BOTTOM = BOX.height - BOX.bottom;

/** The index of the day nearest to `x` (days are in x order). */
function nearest(xs: number[], x: number): number {
  let low = 0;
  let high = xs.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (xs[middle]! < x) low = middle;
    else high = middle;
  }
  return Math.abs(xs[low]! - x) <= Math.abs(xs[high]! - x) ? low : high;
}

export function PriceChart({ days, axes, labels, titleId, summaryId }: Props) {
  const { locale } = labels;
  const [index, setIndex] = useState<number | null>(null);
  // Drawn once: a day chosen by the pointer re-renders the chart, and the year's paths need not be written again.
  const { xs, ys, line, area } = useMemo(() => {
    const plotted = plotPrices(days.offsets, days.closes, axes.domain, BOX);
    return { ...plotted, line: linePath(plotted.xs, plotted.ys), area: areaPath(plotted.xs, plotted.ys, BOTTOM) };
  }, [days, axes.domain]);
  const count = xs.length;
  const shown = new Map(axes.yTicks.map((tick) => [tick.value, tick.shown]));
  const volume = index === null ? null : days.volumes[index];
  const point =
    index === null
      ? null
      : {
          x: xs[index]!,
          y: ys[index]!,
          date: displayDate(dayAfter(days.start, days.offsets[index]!), locale),
          close: labels.close.replace('{value}', formatNumber(days.closes[index]!, locale)),
          volume: volume === null || volume === undefined ? null : labels.volume.replace('{value}', formatVolume(volume, locale)),
        };
  const choose = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setIndex(nearest(xs, ((event.clientX - box.left) / box.width) * BOX.width));
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -count, End: count, PageUp: -20, PageDown: 20 };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    setIndex((current) => Math.min(count - 1, Math.max(0, (current ?? count - 1) + (current === null ? 0 : move))));
  };
  const left = (x: number) => `${(x / BOX.width) * 100}%`;
  return (
    <>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        className={styles.svg}
        data-chart="price"
      >
        <YGrid ticks={axes.yTicks} box={BOX} label={(value) => shown.get(value) ?? ''} />
        {axes.xTicks.map((tick) => (
          <text key={tick.shown} x={tick.x} y={BOTTOM + 18} className={styles.xLabel} aria-hidden="true">
            {tick.shown}
          </text>
        ))}
        <path d={area} className={styles.area} />
        <path d={line} className={styles.line} data-first-close={axes.firstClose} data-last-close={axes.lastClose} />
      </svg>
      <div
        className={styles.hover}
        tabIndex={0}
        role="group"
        aria-label={labels.hint}
        onPointerMove={choose}
        onPointerDown={choose}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setIndex(null)}
        onKeyDown={step}
        onBlur={() => setIndex(null)}
      >
        {point ? (
          <>
            <span className={styles.marker} style={{ left: left(point.x), top: `${(point.y / BOX.height) * 100}%` }} aria-hidden="true" />
            <span className={styles.rule} style={{ left: left(point.x) }} aria-hidden="true" />
            <span
              className={styles.tooltip}
              data-side={point.x > BOX.width / 2 ? 'left' : 'right'}
              style={{ left: left(point.x) }}
              aria-hidden="true"
            >
              <strong>{point.date}</strong> {point.close}
              {point.volume ? <> · {point.volume}</> : null}
            </span>
          </>
        ) : null}
        {/* Present from the start, so that screen readers announce each day chosen with the keys. */}
        <span className="visually-hidden" role="status">
          {point ? [point.date, point.close, point.volume].filter(Boolean).join(', ') : ''}
        </span>
      </div>
    </>
  );
}
