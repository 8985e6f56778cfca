/**
 * `web/get_stock_quote` from the daily closes the CMS holds (pure): the price is the last close already made
 * (15:00 in China), compared with the close before it, "as of" that close; the history is the year up to today.
 */
import { chinaDayOf } from '../fields';

export type Close = { date: string; close: number; open: number | null; high: number | null; low: number | null; volume: number | null };
export type QuoteSettings = { currency: string; delayMinutes: number; sharesOutstanding: number | null };

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The instant a day's close is made: 15:00 in China. */
export const closedBy = (day: string) => Date.parse(`${day}T15:00:00+08:00`);

/** What of the time a quote depends on: the day in China, and whether its close is made yet. */
export function quoteMoment(now: number): string {
  const today = chinaDayOf(new Date(now).toISOString());
  return `${today}:${closedBy(today) <= now ? 'closed' : 'open'}`;
}

export function quoteOf(closes: readonly Close[], now: number, settings: QuoteSettings) {
  const made = closes.filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.date) && closedBy(day.date) <= now && day.close > 0);
  // Oldest first, one per day (the first given).
  const days = [...new Map(made.map((day) => [day.date, day] as const)).values()].sort((a, b) => a.date.localeCompare(b.date));
  const last = days.at(-1);
  if (!last) return null;
  const previous = days.at(-2);
  const today = chinaDayOf(new Date(now).toISOString());
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  return {
    currency: settings.currency,
    price: last.close,
    ...(previous
      ? {
          change: round2(last.close - previous.close),
          change_percent: round2(((last.close - previous.close) / previous.close) * 100),
          prev_close: previous.close,
        }
      : {}),
    ...(last.open !== null ? { open: last.open } : {}),
    ...(last.high !== null ? { high: last.high } : {}),
    ...(last.low !== null ? { low: last.low } : {}),
    ...(last.volume !== null ? { volume: last.volume } : {}),
    ...(settings.sharesOutstanding !== null ? { market_cap: Math.round(last.close * settings.sharesOutstanding) } : {}),
    as_of: `${last.date}T15:00:00+08:00`,
    delay_minutes: settings.delayMinutes,
    history: days
      .filter((day) => day.date > yearAgo)
      .map(({ date, close, volume }) => ({ date, close, ...(volume !== null ? { volume } : {}) })),
  };
}
