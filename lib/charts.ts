/**
 * The geometry of /investor's charts, pure and server-side (d3-scale and d3-shape, which never reach the
 * browser): a price line over a year of closes, grouped bars of amounts, lines of ratios. Every function
 * takes data and a box and returns coordinates and SVG path text; components draw them
 * (components/investor/*, features/investor/*). The boxes and the price line's arithmetic are in
 * lib/chart-plot.ts, which the price chart's island uses too.
 */
import { scaleBand, scaleLinear, scaleUtc } from 'd3-scale';
import { line } from 'd3-shape';
import { BARS_BOX, daysFrom, linePath, areaPath, plotPrices, PRICE_BOX, priceY, round1, type Box } from './chart-plot';

export { BARS_BOX, PRICE_BOX, type Box };

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

/**
 * A year of closes as a line: the points (lib/chart-plot.ts, the arithmetic the browser repeats from the
 * compact days), the y domain made nice, its ticks and the first day of each month.
 */
export function priceChart(history: readonly PricePoint[], box: Box = PRICE_BOX) {
  const start = history[0]!.date;
  const offsets = history.map((point) => daysFrom(start, point.date));
  const closes = history.map((point) => point.close);
  const [low, high] = scaleLinear()
    .domain([Math.min(...closes), Math.max(...closes)])
    .nice(5)
    .domain() as [number, number];
  const domain: [number, number] = [low, high];
  const { xs, ys } = plotPrices(offsets, closes, domain, box);
  const points: PlottedPrice[] = history.map((point, index) => ({ ...point, x: xs[index]!, y: ys[index]! }));
  const bottom = box.height - box.bottom;
  const x = scaleUtc()
    .domain([Date.parse(`${start}T00:00:00Z`), Date.parse(`${history.at(-1)!.date}T00:00:00Z`)])
    .range([box.left, box.width - box.right]);
  return {
    points,
    domain,
    line: linePath(xs, ys),
    area: areaPath(xs, ys, bottom),
    yTicks: scaleLinear()
      .domain(domain)
      .ticks(5)
      .map((value) => ({ value, y: priceY(value, domain, box) })),
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
