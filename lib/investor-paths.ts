/**
 * The investor page's files and their addresses (app/[locale]/investor/*): the calendar and the financial highlights as
 * CSV, apart from their writers so that pages can name them.
 */
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

/**
 * The price chart's year of closes through its last day, for its island (`/investor/price-days/2026-11-23.json`;
 * features/investor/price-days.ts).
 */
export const priceDaysPath = (locale: Locale, lastDay: string) => localePath(locale, `/investor/price-days/${lastDay}.json`);

/** The investor pages of issue 25: written once for both languages, as the Chinese page's path (LocaleLink adds `/en`). */
export const DIVIDENDS_PATH = '/investor/dividends';
export const MEETINGS_PATH = '/investor/meetings';
export const ESG_PATH = '/investor/esg';
export const meetingPath = (id: number) => `${MEETINGS_PATH}/${id}`;
export const briefingPath = (id: number) => `/investor/briefings/${id}`;
/** The id of /investor's results briefings section, which lists every briefing's page. */
export const BRIEFINGS_ANCHOR = 'briefings';

/** Every distribution as CSV (`/investor/dividends.csv`, `/en/investor/dividends.csv`). */
export const dividendsCsvPath = (locale: Locale) => localePath(locale, '/investor/dividends.csv');

/** The site's pages an alert mail links (docs/backend-api.md, the alerts; features/alerts): the same in every backend. */
export const ALERTS_PATH = '/investor/alerts';
export const ALERTS_CONFIRM_PATH = '/investor/alerts/confirm';
export const ALERTS_UNSUBSCRIBE_PATH = '/investor/alerts/unsubscribe';
/** RFC 8058's one-click address of a mail's `List-Unsubscribe` header: a POST ends the subscription. */
export const ALERTS_ONE_CLICK_PATH = '/investor/alerts/unsubscribe/one-click';
