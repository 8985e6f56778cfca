/**
 * The geometry of /investor's charts, pure and server-side (d3-scale and d3-shape, which never reach the
 * browser): a price line over a year of closes, grouped bars of amounts, lines of ratios. Every function
 * takes data and a box and returns coordinates and SVG path text; components draw them
 * (components/investor/*).
 */
import { scaleBand, scaleLinear, scaleUtc } from 'd3-scale';
import { area, line } from 'd3-shape';

export type Box = { width: number; height: number; top: number; right: number; bottom: number; left: number };
export const PRICE_BOX: Box = { width: 960, height: 260, top: 12, right: 12, bottom: 28, left: 48 };
export const BARS_BOX: Box = { width: 560, height: 240, top: 12, right: 8, bottom: 40, left: 56 };

const round1 = (value: number) => Math.round(value * 10) / 10;

export type PricePoint = { date: string; close: number; volume: number | null };
export type PlottedPrice = PricePoint & { x: number; y: number };

/** The last year of daily closes: one per day (the later answer wins), oldest first, at most a year back from the newest. */
export function lastYear(history: readonly PricePoint[]): PricePoint[] {
  const byDate = new Map(history.map((point) => [point.date, point]));
  const sorted = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  const newest = sorted.at(-1);
  if (!newest) return [];
  const from = `${Number(newest.date.slice(0, 4)) - 1}${newest.date.slice(4)}`;
  return sorted.filter((point) => point.date > from);
}

export function priceChart(history: readonly PricePoint[], box: Box = PRICE_BOX) {
  const days = history.map((point) => ({ ...point, time: Date.parse(`${point.date}T00:00:00Z`) }));
  const x = scaleUtc()
    .domain([days[0]!.time, days.at(-1)!.time])
    .range([box.left, box.width - box.right]);
  const closes = days.map((day) => day.close);
  const y = scaleLinear()
    .domain([Math.min(...closes), Math.max(...closes)])
    .nice(5)
    .range([box.height - box.bottom, box.top]);
  const points: PlottedPrice[] = days.map(({ time, ...point }) => ({ ...point, x: round1(x(time)), y: round1(y(point.close)) }));
  const bottom = box.height - box.bottom;
  return {
    points,
    line:
      line<PlottedPrice>(
        (point) => point.x,
        (point) => point.y,
      )(points) ?? '',
    area:
      area<PlottedPrice>(
        (point) => point.x,
        bottom,
        (point) => point.y,
      )(points) ?? '',
    yTicks: y.ticks(5).map((value) => ({ value, y: round1(y(value)) })),
    /** The first day of each month (as dates), for month labels. */
    xTicks: x.ticks(6).map((date) => ({ date: date.toISOString().slice(0, 10), x: round1(x(date)) })),
    bottom,
  };
}

export type BarSeries = { key: string; values: (number | null)[] };

/** Grouped bars, one group per label, one bar per series; absent values draw no bar. Zero is always on the axis. */
export function barChart(labels: readonly string[], series: readonly BarSeries[], box: Box = BARS_BOX) {
  const groups = scaleBand()
    .domain(labels)
    .range([box.left, box.width - box.right])
    .paddingInner(0.3)
    .paddingOuter(0.15);
  const inner = scaleBand()
    .domain(series.map((item) => item.key))
    .range([0, groups.bandwidth()])
    .padding(0.08);
  const values = series.flatMap((item) => item.values.filter((value): value is number => value !== null));
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(0, ...values)])
    .nice(5)
    .range([box.height - box.bottom, box.top]);
  const zero = y(0);
  return {
    groups: labels.map((label, index) => ({
      label,
      x: round1(groups(label)! + groups.bandwidth() / 2),
      bars: series.flatMap((item) => {
        const value = item.values[index] ?? null;
        if (value === null) return [];
        const top = y(Math.max(0, value));
        return [
          {
            key: item.key,
            value,
            x: round1(groups(label)! + inner(item.key)!),
            width: round1(inner.bandwidth()),
            y: round1(top),
            height: round1(Math.abs(y(value) - zero)),
          },
        ];
      }),
    })),
    yTicks: y.ticks(5).map((value) => ({ value, y: round1(y(value)) })),
    zero: round1(zero),
  };
}

/** Lines of ratios (fractions) over the same labels; a gap where a value is absent. */
export function ratioChart(labels: readonly string[], series: readonly BarSeries[], box: Box = BARS_BOX) {
  const x = scaleBand()
    .domain(labels)
    .range([box.left, box.width - box.right])
    .padding(0.15);
  const values = series.flatMap((item) => item.values.filter((value): value is number => value !== null));
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(...values, 0.01)])
    .nice(5)
    .range([box.height - box.bottom, box.top]);
  const at = (index: number) => round1(x(labels[index]!)! + x.bandwidth() / 2);
  return {
    lines: series.map((item) => {
      const points = item.values.map((value, index) => (value === null ? null : { x: at(index), y: round1(y(value)), value }));
      return {
        key: item.key,
        points: points.filter((point) => point !== null),
        path:
          line<(typeof points)[number]>(
            (point) => point!.x,
            (point) => point!.y,
          ).defined((point) => point !== null)(points) ?? '',
      };
    }),
    xTicks: labels.map((label, index) => ({ label, x: at(index) })),
    yTicks: y.ticks(5).map((value) => ({ value, y: round1(y(value)) })),
  };
}
