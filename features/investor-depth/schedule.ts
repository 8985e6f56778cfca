/**
 * Shareholders' meetings and results briefings in time (issue 25): read the way the investor calendar reads its
 * events (lib/ir-events.ts, which orders and splits both: a time without an offset is China time; an item
 * whose date cannot be read is left out), and found by the id an address names.
 */
import { eventTiming, overAt, type EventTiming, type Timed } from '@/lib/ir-events';

export { splitByTime, timedItems, type Timed } from '@/lib/ir-events';

type Scheduled = { id: number; starts_at: string; ends_at: string | null };

/** The item an address names (`/investor/meetings/511`): a positive id without leading zeros, with a readable date. */
export function itemOfParam<T extends Scheduled>(items: readonly T[], param: string): Timed<T> | null {
  if (!/^[1-9]\d{0,9}$/.test(param)) return null;
  const item = items.find((candidate) => candidate.id === Number(param));
  const timing = item ? eventTiming(item) : null;
  return item && timing ? { item, timing } : null;
}

/** Whether an item is over at `now`. */
export const isOver = (timing: EventTiming, now: number) => overAt(timing) <= now;
