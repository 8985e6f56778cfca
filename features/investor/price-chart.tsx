'use client';
/**
 * The price chart: a year of closes as an SVG line (the server writes the same SVG into the HTML, so a reader
 * without script sees it; the path text in the payload is the HTML's again, which brotli sends as a reference).
 * Pointing at it (or tapping it, or the arrow keys once it has focus) shows that day's close and volume, from
 * the days the island fetches at the first such interaction (features/investor/price-days.ts).
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { areaPath, dayAfter, linePath, plotPrices, PRICE_BOX, type Tick } from '@/lib/chart-plot';
import { displayDate, formatNumber } from '@/lib/format';
import { YGrid } from '@/components/investor/chart-grid';
import type { PriceChartLabels } from './price-chart.labels';
import { readChartDays, type ChartDays } from './price-days';
import { formatVolume } from './quote-format';
import styles from '@/components/investor/investor-charts.module.css';

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
  /** The line and the area under it as the server drew them (lib/charts.ts), until the days come. */
  paths: { line: string; area: string };
  /** Where the days are (`/investor/price-days/<the line's last day>.json`). */
  daysHref: string;
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

/** What a visitor asked for before the days came: a point of the chart (its x in the box), or the keys. */
type Asked = { x: number } | 'keys' | null;

/**
 * The days as drawn, once, when they come (the same line as the server's for the same days): a day chosen by
 * the pointer re-renders the chart, and the year's paths need not be written again.
 */
function draw(days: ChartDays, domain: [number, number]) {
  const { xs, ys } = plotPrices(days.offsets, days.closes, domain, BOX);
  return { days, xs, ys, line: linePath(xs, ys), area: areaPath(xs, ys, BOTTOM) };
}

export function PriceChart({ paths, daysHref, axes, labels, titleId, summaryId }: Props) {
  const { locale } = labels;
  const [plotted, setPlotted] = useState<ReturnType<typeof draw> | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const fetching = useRef(false);
  const failed = useRef(false);
  const asked = useRef<Asked>(null);

  /**
   * Fetches the days once. A failed fetch is tried again at the next pointing, focus, tap or key (`again`), not
   * while the pointer moves on: a file that keeps failing is asked once per interaction, not per pixel.
   */
  const load = (again = true) => {
    if (plotted || fetching.current || (failed.current && !again)) return;
    fetching.current = true;
    failed.current = false;
    fetch(daysHref)
      .then((response) => (response.ok ? response.json() : null))
      .then(readChartDays, () => null)
      .then((read) => {
        fetching.current = false;
        failed.current = !read;
        if (!read) return;
        const drawn = draw(read, axes.domain);
        setPlotted(drawn);
        const wanted = asked.current;
        asked.current = null;
        if (wanted === 'keys') setIndex(drawn.xs.length - 1);
        else if (wanted) setIndex(nearest(drawn.xs, wanted.x));
      });
  };

  const count = plotted?.xs.length ?? 0;
  const shown = new Map(axes.yTicks.map((tick) => [tick.value, tick.shown]));
  const days = plotted?.days;
  const volume = index === null || !days ? null : days.volumes[index];
  const point =
    index === null || !plotted || !days
      ? null
      : {
          x: plotted.xs[index]!,
          y: plotted.ys[index]!,
          date: displayDate(dayAfter(days.start, days.offsets[index]!), locale),
          close: labels.close.replace('{value}', formatNumber(days.closes[index]!, locale)),
          volume: volume === null || volume === undefined ? null : labels.volume.replace('{value}', formatVolume(volume, locale)),
        };
  const choose = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * BOX.width;
    if (plotted) setIndex(nearest(plotted.xs, x));
    else {
      asked.current = { x };
      load(event.type !== 'pointermove');
    }
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -count, End: count, PageUp: -20, PageDown: 20 };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    if (!plotted) {
      asked.current = 'keys';
      load();
      return;
    }
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
        <path d={plotted?.area ?? paths.area} className={styles.area} />
        <path d={plotted?.line ?? paths.line} className={styles.line} data-first-close={axes.firstClose} data-last-close={axes.lastClose} />
      </svg>
      <div
        className={styles.hover}
        tabIndex={0}
        role="group"
        aria-label={labels.hint}
        onPointerEnter={() => load()}
        onFocus={() => load()}
        onPointerMove={choose}
        onPointerDown={choose}
        onPointerLeave={(event) => {
          if (event.pointerType !== 'mouse') return;
          asked.current = null;
          setIndex(null);
        }}
        onKeyDown={step}
        onBlur={() => {
          asked.current = null;
          setIndex(null);
        }}
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
