/**
 * The investor calendar's decisions, as pure functions of the events the backend gave
 * (`web/get_ir_events`) and the time now: when each event is, whether it is still to come, and how its
 * date reads. Times without an offset are China Standard Time (UTC+8, no daylight saving), the time of the
 * exchange the company is listed on; the page shows every time in it.
 */
import type { IrEvent } from '@/lib/backend/types';
import { chinaDateTime, displayDate } from '@/lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many past events the investor page lists (the calendar file has them all). */
export const PAST_EVENTS_SHOWN = 6;

export type EventTiming =
  /** Whole days, first and last inclusive (`YYYY-MM-DD`). */
  { allDay: true; firstDay: string; lastDay: string } | { allDay: false; start: Date; end: Date | null };

export type TimedEvent = { event: IrEvent; timing: EventTiming };

const isDay = (value: string) => value.length === 10;

/** The day `YYYY-MM-DD`, if it is a real one (`2026-02-30` is not). */
function validDay(value: string): string | null {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : value;
}

/** An instant; a time without an offset is UTC+8. */
function instant(value: string): Date | null {
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}+08:00`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) || validDay(value.slice(0, 10)) === null ? null : new Date(time);
}

/** When an event is, or null when its start is no real date. An end before the start is left out. */
export function eventTiming(event: Pick<IrEvent, 'starts_at' | 'ends_at'>): EventTiming | null {
  const endsAt = event.ends_at;
  if (isDay(event.starts_at)) {
    const firstDay = validDay(event.starts_at);
    if (!firstDay) return null;
    const lastDay = endsAt ? validDay(endsAt.slice(0, 10)) : null;
    return { allDay: true, firstDay, lastDay: lastDay && lastDay > firstDay ? lastDay : firstDay };
  }
  const start = instant(event.starts_at);
  if (!start) return null;
  const end = endsAt ? (isDay(endsAt) ? instant(`${endsAt}T23:59`) : instant(endsAt)) : null;
  return { allDay: false, start, end: end && end > start ? end : null };
}

/** The instant an event is over: the end of its last day in China, or its end (else its start). */
export function overAt(timing: EventTiming): number {
  if (timing.allDay) return Date.parse(`${timing.lastDay}T00:00:00+08:00`) + DAY_MS;
  return (timing.end ?? timing.start).getTime();
}

/** Where an event begins, for ordering. */
export function beginsAt(timing: EventTiming): number {
  return timing.allDay ? Date.parse(`${timing.firstDay}T00:00:00+08:00`) : timing.start.getTime();
}

/** Anything dated as an event is (an event, a shareholders' meeting, a results briefing). */
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

const asEvent = ({ item, timing }: Timed<IrEvent>): TimedEvent => ({ event: item, timing });

/** The events with a readable date, in the order they happen (same start: by id). */
export function timedEvents(events: readonly IrEvent[]): TimedEvent[] {
  return timedItems(events).map(asEvent);
}

/**
 * The event of a file name `<id>.ics`: the one event with that id, if its date can be read (an event the
 * page and the calendar leave out has no file either); null otherwise.
 */
export function eventOfFile(events: readonly IrEvent[], file: string): IrEvent | null {
  const match = /^([1-9]\d{0,9})\.ics$/.exec(file);
  const event = match ? events.find((candidate) => candidate.id === Number(match[1])) : undefined;
  return event && eventTiming(event) ? event : null;
}

/** Upcoming events (not over yet, soonest first) and past ones (latest first, the newest `pastShown`). */
export function splitEvents(events: readonly IrEvent[], now: number, pastShown = PAST_EVENTS_SHOWN) {
  const { upcoming, past } = splitByTime(events, now);
  return { upcoming: upcoming.map(asEvent), past: past.slice(0, pastShown).map(asEvent) };
}

/** The machine-readable start for `<time dateTime>`: the day, or the instant with China's offset. */
export function eventDateTime(timing: EventTiming): string {
  if (timing.allDay) return timing.firstDay;
  const { day, time } = chinaDateTime(timing.start);
  return `${day}T${time}+08:00`;
}

type Message = { key: string; values: Record<string, string> };

/**
 * How an event's date reads: the day line and, for a timed event, the time line (times in China), each as
 * a message of the catalogue (IrEvents.day.*, IrEvents.time.*) and its values, dates written as a reader
 * of `locale` writes them.
 */
export function eventWhen(timing: EventTiming, locale: 'zh' | 'en'): { day: Message; time: Message | null } {
  if (timing.allDay) {
    const first = displayDate(timing.firstDay, locale);
    if (timing.firstDay === timing.lastDay) return { day: { key: 'one', values: { date: first } }, time: null };
    return { day: { key: 'range', values: { first, last: displayDate(timing.lastDay, locale) } }, time: null };
  }
  const start = chinaDateTime(timing.start);
  const day = { key: 'one', values: { date: displayDate(start.day, locale) } };
  if (!timing.end) return { day, time: { key: 'at', values: { start: start.time } } };
  const end = chinaDateTime(timing.end);
  if (end.day === start.day) return { day, time: { key: 'range', values: { start: start.time, end: end.time } } };
  return { day, time: { key: 'span', values: { start: start.time, endDate: displayDate(end.day, locale), end: end.time } } };
}
