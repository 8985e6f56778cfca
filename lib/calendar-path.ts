/** The investor calendar's addresses (app/[locale]/investor/events*), apart from the writer so that pages can name them without it. */
import type { Locale } from '@/i18n/config';
import { localePath } from '@/i18n/paths';

/** The id of the investor page's calendar section: the link of an event without an address of its own. */
export const EVENTS_ANCHOR = 'events';

/** The whole calendar, to subscribe to (`/investor/events.ics`, `/en/investor/events.ics`). */
export const calendarPath = (locale: Locale) => localePath(locale, '/investor/events.ics');

/** One event's "add to calendar" file. */
export const eventFilePath = (locale: Locale, id: number) => localePath(locale, `/investor/events/${id}.ics`);
