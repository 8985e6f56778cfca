/**
 * The charts' boxes and the price line's arithmetic, with no library: what the browser draws from compact
 * data (the price chart's island, features/investor/price-chart.tsx) and the server uses for the same
 * points (lib/charts.ts, which alone picks the nice domains and ticks with d3). One function, so the line
 * the server writes into the HTML is the one the browser hydrates.
 */
export type Box = { width: number; height: number; top: number; right: number; bottom: number; left: number };
export const PRICE_BOX: Box = { width: 960, height: 260, top: 12, right: 12, bottom: 28, left: 48 };
export const BARS_BOX: Box = { width: 560, height: 240, top: 12, right: 8, bottom: 40, left: 56 };

/** A tick of a chart's y axis: its value, where it is drawn, and the value as the page writes it. */
export type Tick = { value: number; y: number; shown: string };

export const round1 = (value: number) => Math.round(value * 10) / 10;

const DAY_MS = 86_400_000;

/** Days from `start` (`YYYY-MM-DD`) to `date`, both UTC calendar days. */
export function daysFrom(start: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** The calendar day `offset` days after `start` (`YYYY-MM-DD`). */
export function dayAfter(start: string, offset: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** Where a value falls between a domain's ends on a range's (linear; a flat domain maps to the range's middle). */
function scale(value: number, [d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): number {
  const t = d1 === d0 ? 0.5 : (value - d0) / (d1 - d0);
  return r0 * (1 - t) + r1 * t;
}

/** The y of a price within the box, for a domain [low, high] (high at the top). */
export function priceY(value: number, domain: readonly [number, number], box: Box = PRICE_BOX): number {
  return round1(scale(value, domain, [box.height - box.bottom, box.top]));
}

/**
 * Each day's point: x by its distance in days from the first (the first at the box's left, the last at its
 * right), y by its close within `domain`. Offsets are in time order.
 */
export function plotPrices(
  offsets: readonly number[],
  closes: readonly number[],
  domain: readonly [number, number],
  box: Box = PRICE_BOX,
): { xs: number[]; ys: number[] } {
  const last = offsets.at(-1) ?? 0;
  return {
    xs: offsets.map((offset) => round1(scale(offset, [0, last], [box.left, box.width - box.right]))),
    ys: closes.map((close) => priceY(close, domain, box)),
  };
}

/** An SVG path through the points, straight from each to the next. */
export function linePath(xs: readonly number[], ys: readonly number[]): string {
  return xs.map((x, index) => `${index === 0 ? 'M' : 'L'}${x},${ys[index]}`).join('');
}

/** The area under that path down to `bottom`, closed. */
export function areaPath(xs: readonly number[], ys: readonly number[], bottom: number): string {
  if (xs.length === 0) return '';
  return `${linePath(xs, ys)}L${xs.at(-1)},${bottom}L${xs[0]},${bottom}Z`;
}
