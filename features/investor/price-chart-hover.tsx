'use client';
/**
 * The price chart's one piece of script: pointing at the chart (or tapping it, or the arrow keys once it
 * has focus) shows that day's close and volume. The chart itself is the server's SVG; without this it is
 * still read, with its summary, as an image.
 */
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { PriceChartHoverLabels } from './price-chart-hover.labels';
import styles from '@/components/investor/investor-charts.module.css';

/**
 * The chart's days, column by column (compact: it travels in the page): where each is drawn, and its
 * date, close and volume as the page writes them.
 */
export type HoverDays = { xs: number[]; ys: number[]; dates: string[]; closes: string[]; volumes: string[] };

type Props = { days: HoverDays; width: number; height: number; labels: PriceChartHoverLabels };

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

export function PriceChartHover({ days, width, height, labels }: Props) {
  const [index, setIndex] = useState<number | null>(null);
  const count = days.xs.length;
  const point =
    index === null
      ? null
      : {
          x: days.xs[index]!,
          y: days.ys[index]!,
          date: days.dates[index]!,
          close: labels.close.replace('{value}', days.closes[index]!),
          volume: days.volumes[index] ? labels.volume.replace('{value}', days.volumes[index]) : null,
        };
  const choose = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setIndex(nearest(days.xs, ((event.clientX - box.left) / box.width) * width));
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -count, End: count, PageUp: -20, PageDown: 20 };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    setIndex((current) => Math.min(count - 1, Math.max(0, (current ?? count - 1) + (current === null ? 0 : move))));
  };
  return (
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
          <span
            className={styles.marker}
            style={{ left: `${(point.x / width) * 100}%`, top: `${(point.y / height) * 100}%` }}
            aria-hidden="true"
          />
          <span className={styles.rule} style={{ left: `${(point.x / width) * 100}%` }} aria-hidden="true" />
          <span
            className={styles.tooltip}
            data-side={point.x > width / 2 ? 'left' : 'right'}
            style={{ left: `${(point.x / width) * 100}%` }}
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
  );
}
