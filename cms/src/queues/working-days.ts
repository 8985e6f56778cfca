/**
 * Working days in China (issue 46: each queue's due date counts working days from receipt). A working day is a
 * Monday to Friday that is not a public holiday, or a Saturday or Sunday the State Council's holiday schedule makes a
 * working day (调休上班). The schedule of each year is published by the State Council's General Office, usually in
 * November of the year before; the back office keeps it in the working calendar (./calendar.ts). Days are China's
 * (UTC+8, no daylight saving), whatever the server's zone.
 */

export type WorkingCalendar = {
  /** Public holidays, `YYYY-MM-DD`, weekdays or not. */
  daysOff: ReadonlySet<string>;
  /** Weekend days that are working days (调休上班), `YYYY-MM-DD`. */
  daysOn: ReadonlySet<string>;
};

export const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The day in China an instant falls on, `YYYY-MM-DD`. */
export const chinaDay = (at: number) => new Date(at + CHINA_OFFSET_MS).toISOString().slice(0, 10);
/** An instant in China time with its offset, as the contract's examples write them: `2026-11-23T16:00:00+08:00`. */
export const chinaInstant = (at: number) => `${new Date(at + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
/** An instant as people in China read it, to the minute: `2026-11-23 16:00` (the admin's tables, the digest); '' for none. */
export const chinaMinute = (value: unknown) =>
  typeof value === 'string' && value && !Number.isNaN(Date.parse(value))
    ? new Date(Date.parse(value) + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
    : '';

/** Whether `day` (`YYYY-MM-DD`) is a working day. */
export function isWorkingDay(day: string, calendar: WorkingCalendar): boolean {
  if (calendar.daysOn.has(day)) return true;
  if (calendar.daysOff.has(day)) return false;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * When something received at `receivedAt` is due if it must be done within `days` working days: the end (23:59:59.999
 * China time) of the `days`-th working day after the day of receipt. The day of receipt is not counted, whatever
 * the hour: a message that arrives at 9:00 on a Monday and one that arrives at 23:00 are both due by Tuesday's end
 * within one working day.
 */
export function dueAt(receivedAt: number, days: number, calendar: WorkingCalendar): number {
  let day = chinaDay(receivedAt);
  for (let counted = 0; counted < days;) {
    day = chinaDay(Date.parse(`${day}T12:00:00+08:00`) + DAY_MS);
    if (isWorkingDay(day, calendar)) counted++;
  }
  return Date.parse(`${day}T23:59:59.999+08:00`);
}
