'use client';
/**
 * The price chart's one piece of script: pointing at the chart (or tapping it, or the arrow keys once it
 * has focus) shows that day's close and volume. The chart itself is the server's SVG; without this it is
 * still read, with its summary, as an image.
 */
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import styles from './investor-charts.module.css';

export type HoverPoint = { x: number; y: number; date: string; close: string; volume: string | null };

type Props = { points: HoverPoint[]; width: number; height: number; hint: string };

/** The index of the point nearest to `x` (points are in x order). */
function nearest(points: HoverPoint[], x: number): number {
  let low = 0;
  let high = points.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (points[middle]!.x < x) low = middle;
    else high = middle;
  }
  return Math.abs(points[low]!.x - x) <= Math.abs(points[high]!.x - x) ? low : high;
}

export function PriceChartHover({ points, width, height, hint }: Props) {
  const [index, setIndex] = useState<number | null>(null);
  const point = index === null ? null : points[index];
  const choose = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setIndex(nearest(points, ((event.clientX - box.left) / box.width) * width));
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -points.length, End: points.length, PageUp: -20, PageDown: 20 };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    setIndex((current) => Math.min(points.length - 1, Math.max(0, (current ?? points.length - 1) + (current === null ? 0 : move))));
  };
  return (
    <div
      className={styles.hover}
      tabIndex={0}
      role="group"
      aria-label={hint}
      onPointerMove={choose}
      onPointerDown={choose}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setIndex(null)}
      onKeyDown={step}
      onBlur={() => setIndex(null)}
    >
      {point ? (
        <>
          <span className={styles.marker} style={{ left: `${(point.x / width) * 100}%`, top: `${(point.y / height) * 100}%` }} aria-hidden="true" />
          <span className={styles.rule} style={{ left: `${(point.x / width) * 100}%` }} aria-hidden="true" />
          <span className={styles.tooltip} data-side={point.x > width / 2 ? 'left' : 'right'} style={{ left: `${(point.x / width) * 100}%` }} aria-hidden="true">
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
