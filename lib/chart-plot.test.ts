/** @jest-environment node */
import { scaleLinear, scaleUtc } from 'd3-scale';
import { area, line } from 'd3-shape';
import { areaPath, dayAfter, daysFrom, linePath, plotPrices, PRICE_BOX } from './chart-plot';
import { priceChart } from './charts';
import { chartDays } from '@/features/investor/price-days';

const days = [
  { date: '2024-02-27', close: 10.5, volume: 1_000 },
  { date: '2024-02-28', close: 11.25, volume: null },
  { date: '2024-03-01', close: 9.8, volume: 2_000 },
  { date: '2024-03-04', close: 12, volume: 3_000 },
  { date: '2025-02-26', close: 10, volume: 4_000 },
];

describe("the price line's arithmetic, shared by the server and the chart's island", () => {
  it('counts calendar days across a leap day and back', () => {
    expect(days.map((day) => daysFrom('2024-02-27', day.date))).toEqual([0, 1, 3, 6, 365]);
    for (const day of days) expect(dayAfter('2024-02-27', daysFrom('2024-02-27', day.date))).toBe(day.date);
  });

  it("draws the line and area d3's scales and shapes drew from the dates themselves", () => {
    const chart = priceChart(days);
    const x = scaleUtc()
      .domain([Date.parse('2024-02-27T00:00:00Z'), Date.parse('2025-02-26T00:00:00Z')])
      .range([PRICE_BOX.left, PRICE_BOX.width - PRICE_BOX.right]);
    const y = scaleLinear()
      .domain(chart.domain)
      .range([PRICE_BOX.height - PRICE_BOX.bottom, PRICE_BOX.top]);
    const round1 = (value: number) => Math.round(value * 10) / 10;
    const points = days.map((day) => ({ x: round1(x(Date.parse(`${day.date}T00:00:00Z`))), y: round1(y(day.close)) }));
    expect(chart.points.map(({ x, y }) => ({ x, y }))).toEqual(points);
    expect(chart.line).toBe(
      line<{ x: number; y: number }>(
        (point) => point.x,
        (point) => point.y,
      )(points),
    );
    // The same outline: d3 walks the baseline back through every day, this goes straight along it.
    const d3Area = area<{ x: number; y: number }>(
      (point) => point.x,
      chart.bottom,
      (point) => point.y,
    )(points)!;
    expect(chart.area.replace(/Z$/, '')).toBe(`${chart.line}L${points.at(-1)!.x},${chart.bottom}L${points[0]!.x},${chart.bottom}`);
    expect(d3Area.startsWith(chart.line)).toBe(true);
    expect(chart.domain).toEqual([9.5, 12]);
  });

  it('draws from the days the island fetches what the server drew: the line does not move when they come', () => {
    const chart = priceChart(days);
    const fetched = chartDays(days);
    const { xs, ys } = plotPrices(fetched.offsets, fetched.closes, chart.domain);
    expect(linePath(xs, ys)).toBe(chart.line);
    expect(areaPath(xs, ys, chart.bottom)).toBe(chart.area);
    expect(areaPath([], [], chart.bottom)).toBe('');
  });

  it('puts a flat year in the middle of the box instead of dividing by zero', () => {
    const { xs, ys } = plotPrices([0, 1], [5, 5], [5, 5]);
    expect(ys).toEqual([
      (PRICE_BOX.height - PRICE_BOX.bottom + PRICE_BOX.top) / 2,
      (PRICE_BOX.height - PRICE_BOX.bottom + PRICE_BOX.top) / 2,
    ]);
    expect(xs).toEqual([PRICE_BOX.left, PRICE_BOX.width - PRICE_BOX.right]);
  });
});
