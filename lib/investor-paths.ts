/** The investor page's files and their addresses (app/[locale]/investor/*): the calendar and the financial highlights as CSV, apart from their writers so that pages can name them. */
import type { Locale } from '@/i18n/config';
import { localePath } from '@/i18n/paths';
import { declarePageQuery } from '@/lib/page-query';

/** What the investor page reads: its announcements' page, year and kind (lib/pages/page-queries.ts). */
export const INVESTOR_QUERY = declarePageQuery(['page', 'year', 'type']);

/** The id of the investor page's calendar section: the link of an event without an address of its own. */
export const EVENTS_ANCHOR = 'events';

/** The whole calendar, to subscribe to (`/investor/events.ics`, `/en/investor/events.ics`). */
export const calendarPath = (locale: Locale) => localePath(locale, '/investor/events.ics');

/** One event's "add to calendar" file. */
export const eventFilePath = (locale: Locale, id: number) => localePath(locale, `/investor/events/${id}.ics`);

/** A series of the financial highlights as CSV (`/investor/financials/annual.csv`, `…/quarterly.csv`). */
export const financialsCsvPath = (locale: Locale, kind: 'annual' | 'quarterly') => localePath(locale, `/investor/financials/${kind}.csv`);
