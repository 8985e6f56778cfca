import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { IrEvent } from '@/lib/backend/types';
import { eventDateTime, eventWhen, splitEvents, type TimedEvent } from '@/lib/ir-events';
import { calendarPath, eventFilePath, EVENTS_ANCHOR } from '@/lib/investor-paths';
import { backendLinkHref, externalLinkProps } from '@/lib/backend/links';
import sectionStyles from '@/components/content/section.module.css';
import { LocaleLink, usePageLocale } from '@/components/locale-link';
import styles from './ir-events.module.css';

/** `pageOf`: the site's own page of an event (a meeting's, a briefing's), or null. */
type Props = { events: readonly IrEvent[]; now: number; pageOf: (event: IrEvent) => string | null };

/** An event's own link: a site path in the page's language, an address elsewhere in a new tab. */
function DetailsLink({ url, label }: { url: string; label: string }) {
  const locale = usePageLocale();
  const href = backendLinkHref(url, locale);
  return (
    <a href={href} {...externalLinkProps(href)}>
      {label}
    </a>
  );
}

async function EventItem({ item, upcoming, page }: { item: TimedEvent; upcoming: boolean; page: string | null }) {
  const locale = await getPageLocale();
  const t = await getTranslations('IrEvents');
  const { event, timing } = item;
  const when = eventWhen(timing, locale);
  return (
    <li className={styles.event}>
      <time className={styles.when} dateTime={eventDateTime(timing)}>
        <span className={styles.day}>{t(`day.${when.day.key}`, when.day.values)}</span>
        {when.time ? (
          <span className={styles.time}>
            {t(`time.${when.time.key}`, when.time.values)} <small>{t('timeZone')}</small>
          </span>
        ) : null}
      </time>
      <div>
        <span className={styles.type}>{t(`types.${event.type}`)}</span>
        <h4 className={styles.title}>{page ? <LocaleLink href={page}>{event.title}</LocaleLink> : event.title}</h4>
        {event.location ? <p className={styles.meta}>{t('locationLine', { location: event.location })}</p> : null}
        {event.description ? <p className={styles.meta}>{event.description}</p> : null}
        {upcoming || event.url ? (
          <p className={styles.actions}>
            {upcoming ? (
              // Named with its event (the visible words first): a list of "add to calendar" links is told apart.
              <a href={eventFilePath(locale, event.id)} download aria-label={t('addToCalendarOf', { title: event.title })}>
                {t('addToCalendar')}
              </a>
            ) : null}
            {event.url ? <DetailsLink url={event.url} label={t('details')} /> : null}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The investor calendar of /investor: what is still to come (each with an "add to calendar" file) and the
 * latest past events, drawn on the server with no script. `now` is the render's time: a kept copy is at
 * most one revalidation window old.
 */
export async function IrEvents({ events, now, pageOf }: Props) {
  const locale = await getPageLocale();
  const t = await getTranslations('IrEvents');
  const { upcoming, past } = splitEvents(events, now);
  return (
    <section aria-labelledby={EVENTS_ANCHOR} className={sectionStyles.section}>
      <h2 id={EVENTS_ANCHOR} className={sectionStyles.sectionTitle}>
        {t('heading')}
        <small>
          <a href={calendarPath(locale)}>{t('subscribe')}</a>
        </small>
      </h2>
      <h3 className={styles.subheading}>{t('upcoming')}</h3>
      {upcoming.length > 0 ? (
        <ol className={`${styles.list} ${styles.upcoming}`}>
          {upcoming.map((item) => (
            <EventItem key={item.event.id} item={item} upcoming page={pageOf(item.event)} />
          ))}
        </ol>
      ) : (
        <p className={styles.none}>{t('noneUpcoming')}</p>
      )}
      {past.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('past')}</h3>
          <ol className={`${styles.list} ${styles.past}`}>
            {past.map((item) => (
              <EventItem key={item.event.id} item={item} upcoming={false} page={pageOf(item.event)} />
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
