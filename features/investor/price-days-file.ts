/**
 * Which year of closes `/investor/price-days/<day>.json` answers: the file is named by the price line's last
 * day, so that a kept page and its days always agree (a page kept from before a day's close asks for the year
 * it drew, not the newer one). Server-side: lib/charts.ts's `lastYear` sits beside d3, which no island carries.
 */
import { lastYear, type PricePoint } from '@/lib/charts';

/** The day a file of days is named by (`2026-11-23.json`), or null for any other name. */
export function dayOfFile(file: string): string | null {
  return /^(\d{4}-\d{2}-\d{2})\.json$/.exec(file)?.[1] ?? null;
}

/**
 * The year of closes through `day`, as the page drew it then (lib/charts.ts's `lastYear` of the history up to
 * that day), or null when that day has no close or the year has fewer than two days.
 */
export function yearThrough(day: string, history: readonly PricePoint[]): PricePoint[] | null {
  const days = lastYear(history.filter((point) => point.date <= day));
  return days.length >= 2 && days.at(-1)!.date === day ? days : null;
}
