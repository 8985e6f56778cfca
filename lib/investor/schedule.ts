/**
 * Shareholders' meetings and results briefings in time (issue 25): which are still to come and which are
 * over, read the way the investor calendar reads its events (lib/ir-events.ts: a time without an offset is
 * China time; an item whose date cannot be read is left out).
 */
import { beginsAt, eventTiming, overAt, type EventTiming } from '@/lib/ir-events';

type Scheduled = { id: number; starts_at: string; ends_at: string | null };
export type Timed<T> = { item: T; timing: EventTiming };

/** The items with a readable date, in the order they happen (same start: by id). */
export function timedItems<T extends Scheduled>(items: readonly T[]): Timed<T>[] {
  return items
    .flatMap((item) => {
      const timing = eventTiming(item);
      return timing ? [{ item, timing }] : [];
    })
    .sort((a, b) => beginsAt(a.timing) - beginsAt(b.timing) || a.item.id - b.item.id);
}

/** Upcoming items (not over at `now`, soonest first) and past ones (latest first). */
export function splitByTime<T extends Scheduled>(items: readonly T[], now: number): { upcoming: Timed<T>[]; past: Timed<T>[] } {
  const timed = timedItems(items);
  return {
    upcoming: timed.filter(({ timing }) => overAt(timing) > now),
    past: timed.filter(({ timing }) => overAt(timing) <= now).reverse(),
  };
}

/** The item an address names (`/investor/meetings/511`): a positive id without leading zeros, with a readable date. */
export function itemOfParam<T extends Scheduled>(items: readonly T[], param: string): Timed<T> | null {
  if (!/^[1-9]\d{0,9}$/.test(param)) return null;
  const item = items.find((candidate) => candidate.id === Number(param));
  const timing = item ? eventTiming(item) : null;
  return item && timing ? { item, timing } : null;
}

/** Whether an item is over at `now`. */
export const isOver = (timing: EventTiming, now: number) => overAt(timing) <= now;
