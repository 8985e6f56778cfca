/**
 * `web/get_stock_quote` of the demo backend: a deterministic year of daily closes for the demo share, as a
 * market-data relay would give it. Each weekday from a fixed start has one close, from a seeded random
 * walk, so a past day's close never changes as days pass; the quote is the last close already made
 * (15:00 China time), delayed 15 minutes, "as of" that close.
 */
import type { StockQuoteInput } from '@/features/investor/contract';
import { chinaDateTime } from '@/lib/format';
import { siteNow } from '@/lib/core/clock';

const WALK_FROM = Date.UTC(2022, 0, 3);
const DAY_MS = 86_400_000;
/** The demo company's shares (the CMS's seed gives it the same). */
export const SHARES_OUTSTANDING = 400_000_000;

/** mulberry32: a small seeded generator, the same numbers every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const isWeekday = (time: number) => ![0, 6].includes(new Date(time).getUTCDay());

type Day = { date: string; close: number; volume: number; open: number; high: number; low: number };

/** Every trading day (weekdays) from WALK_FROM to `until`, oldest first. */
function walk(until: number): Day[] {
  const random = generator(688_000);
  const days: Day[] = [];
  let close = 50;
  for (let time = WALK_FROM; time <= until; time += DAY_MS) {
    // Drawn for every day, trading or not, so the walk does not depend on the calendar's gaps.
    // Noise around a trend of 12% a year from 50 (the walk is pulled back towards it).
    const trend = 50 * Math.exp((0.12 * (time - WALK_FROM)) / (365 * DAY_MS));
    const move = (random() - 0.5) * 0.05 + 0.03 * Math.log(trend / close);
    const spread = random() * 0.03;
    const volume = Math.round(((2 + random() * 6) * 1_000_000) / 100) * 100;
    if (!isWeekday(time)) continue;
    const open = close;
    close = Math.min(160, Math.max(20, close * (1 + move)));
    days.push({
      date: new Date(time).toISOString().slice(0, 10),
      open: round2(open),
      close: round2(close),
      high: round2(Math.max(open, close) * (1 + spread / 2)),
      low: round2(Math.min(open, close) * (1 - spread / 2)),
      volume,
    });
  }
  return days;
}

let memo: { key: string; quote: StockQuoteInput } | null = null;

/** The close of 15:00 China time is known from then on. */
const closedBy = (day: string) => Date.parse(`${day}T15:00:00+08:00`);

export function stockQuote(now = siteNow()): StockQuoteInput {
  const today = chinaDateTime(now).day;
  const key = `${today}:${now >= closedBy(today)}`;
  if (memo?.key === key) return memo.quote;
  const days = walk(Date.parse(`${today}T00:00:00Z`)).filter((day) => closedBy(day.date) <= now);
  const last = days.at(-1)!;
  const previous = days.at(-2)!;
  const history = days.filter((day) => day.date > `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`);
  const quote: StockQuoteInput = {
    currency: 'CNY',
    price: last.close,
    change: round2(last.close - previous.close),
    change_percent: round2(((last.close - previous.close) / previous.close) * 100),
    open: last.open,
    high: last.high,
    low: last.low,
    prev_close: previous.close,
    volume: last.volume,
    market_cap: Math.round(last.close * SHARES_OUTSTANDING),
    as_of: `${last.date}T15:00:00+08:00`,
    delay_minutes: 15,
    history: history.map(({ date, close, volume }) => ({ date, close, volume })),
  };
  memo = { key, quote };
  return quote;
}
