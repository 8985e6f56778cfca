/**
 * The price chart's days, compact: what its island needs to read the chart day by day (features/investor/
 * price-chart.tsx), answered by `/investor/price-days/<the last day>.json` when a visitor first points at the
 * chart or focuses it, instead of in the page's RSC payload (issue 48: the HTML already carries the line, and
 * the year's closes and volumes were 1.5 KB of the page's brotli that no first paint needs). The file is named
 * by the line's last day (price-days-file.ts).
 */
import type { PricePoint } from '@/lib/charts';
import { daysFrom } from '@/lib/chart-plot';

/** The first day, each day's distance from it in days, its close, and its volume in shares (null when unknown). */
export type ChartDays = { start: string; offsets: number[]; closes: number[]; volumes: (number | null)[] };

/** The compact days of a year of closes in date order (lib/charts.ts's `lastYear`). */
export function chartDays(days: readonly PricePoint[]): ChartDays {
  const start = days[0]?.date ?? '';
  return {
    start,
    offsets: days.map((day) => daysFrom(start, day.date)),
    closes: days.map((day) => day.close),
    volumes: days.map((day) => day.volume),
  };
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The days as the island reads them from the answer, or null when the answer is not such days: at least two,
 * each list as long as the others, offsets rising from 0.
 */
export function readChartDays(value: unknown): ChartDays | null {
  if (typeof value !== 'object' || value === null) return null;
  const { start, offsets, closes, volumes } = value as Record<string, unknown>;
  if (typeof start !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(start)) return null;
  if (!Array.isArray(offsets) || !Array.isArray(closes) || !Array.isArray(volumes)) return null;
  const count = offsets.length;
  if (count < 2 || closes.length !== count || volumes.length !== count) return null;
  if (!offsets.every((offset, index) => finite(offset) && (index === 0 ? offset === 0 : offset > (offsets[index - 1] as number))))
    return null;
  if (!closes.every(finite) || !volumes.every((volume) => volume === null || finite(volume))) return null;
  return { start, offsets, closes, volumes } as ChartDays;
}
