/**
 * iCalendar (RFC 5545) files of the investor calendar (app/[locale]/investor/events*): a pure function
 * from events to text, written by ical-generator (line folding, escaping, dates). Timed events are written
 * in UTC, whole days as dates; every address is absolute. Nothing here runs in the browser.
 */
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Locale } from '@/i18n/config';
import { LANGUAGE_TAG } from '@/i18n/config';
import { absoluteUrl } from '@/lib/seo';
import { timedEvents } from '@/lib/ir-events';
import { backendLinkHref } from '@/lib/backend/links';
import { lineText, linesText } from '@/lib/plain-text';
import type { IrEvent } from '@/lib/backend/types';

const DAY_MS = 24 * 60 * 60 * 1000;

export type CalendarInput = {
  origin: string;
  locale: Locale;
  /** The calendar's name as a calendar app lists it. */
  name: string;
  /** The page that lists the events, site-relative in its language: each event links there without its own address. */
  pagePath: string;
  events: readonly IrEvent[];
  /** DTSTAMP: when this copy was made. */
  now: Date;
};

/** A stable unique id of an event across copies and languages (an app updates the event it already has). */
export function eventUid(origin: string, id: number): string {
  return `ir-event-${id}@${new URL(origin).hostname}`;
}

/** A calendar day `YYYY-MM-DD` as the Date ical-generator writes as that date (it reads all-day dates in UTC). */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

export function eventsCalendar({ origin, locale, name, pagePath, events, now }: CalendarInput): string {
  const pageUrl = absoluteUrl(origin, pagePath);
  const calendar = ical({
    // The writer escapes property values but not the calendar's name: no text brings a line of its own.
    name: lineText(name),
    prodId: { company: new URL(origin).hostname, product: 'investor-calendar', language: LANGUAGE_TAG[locale].toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    url: pageUrl,
    timezone: null,
  });
  for (const { event, timing } of timedEvents(events)) {
    const link = event.url ? absoluteUrl(origin, backendLinkHref(event.url, locale)) : pageUrl;
    calendar.createEvent({
      id: eventUid(origin, event.id),
      stamp: now,
      summary: lineText(event.title),
      description: linesText(event.description) || undefined,
      location: lineText(event.location) || undefined,
      url: link,
      ...(timing.allDay
        ? { allDay: true, start: utcDay(timing.firstDay), end: new Date(utcDay(timing.lastDay).getTime() + DAY_MS) }
        : { start: timing.start, end: timing.end ?? undefined }),
    });
  }
  return calendar.toString();
}
