import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getIrEvents, getSiteInfo } from '@/lib/backend';
import type { IrEvent } from '@/lib/backend/types';
import { eventsCalendar } from '@/lib/ical';
import { siteOrigin } from '@/lib/core/site-url';
import { getPageLocale } from '@/i18n/server';
import { localePath } from '@/i18n/paths';
import { shortCompanyName } from '@/lib/site-name';
import { EVENTS_ANCHOR } from '@/lib/investor-paths';
import { fileNotFound } from '@/lib/pages/file-not-found';
import { siteNow } from '@/lib/core/clock';

/**
 * An iCalendar answer of the investor events `pick` chooses (null: no such event, 404), in the language of
 * the address. A backend fault propagates: the site server answers with the last good copy or a 503, never
 * with an empty calendar an app would take for "everything cancelled".
 */
export async function calendarResponse(pick: (events: IrEvent[]) => IrEvent[] | null, disposition: string): Promise<Response> {
  const [site, events, locale, t] = await Promise.all([getSiteInfo(), getIrEvents(), getPageLocale(), getTranslations('IrEvents')]);
  const chosen = pick(events);
  if (!chosen) return fileNotFound(t('noSuchEvent'));
  const text = eventsCalendar({
    origin: siteOrigin(),
    locale,
    name: t('calendarName', { company: shortCompanyName(site) }),
    pagePath: `${localePath(locale, '/investor')}#${EVENTS_ANCHOR}`,
    events: chosen,
    now: new Date(siteNow()),
  });
  return new Response(text, { headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': disposition } });
}
