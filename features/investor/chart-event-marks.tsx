import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { PRICE_BOX } from '@/lib/charts';
import { backendLinkHref, externalLinkProps } from '@/lib/backend/links';
import type { PlacedEvent } from './chart-events';
import { displayDate } from '@/lib/format';
import { ContentText } from '@/components/content/content-language';
import styles from '@/components/investor/investor-charts.module.css';

const percent = (value: number, of: number) => `${Math.round((value / of) * 10000) / 100}%`;

/**
 * The events' marks over the price chart: each a letter on the day's close, a link to its announcement for
 * a pointer. For the eye only (hidden from screen readers, out of the tab order): the list under the chart
 * (ChartEventList) holds the same events as text and links.
 */
export async function ChartEventMarks({ events }: { events: PlacedEvent[] }) {
  const locale = await getPageLocale();
  const t = await getTranslations('Quote');
  return (
    <div className={styles.eventMarks} aria-hidden="true" data-testid="chart-event-marks">
      {events.map((event) => {
        const href = backendLinkHref(event.href, locale);
        const style = { left: percent(event.x, PRICE_BOX.width), top: percent(event.y, PRICE_BOX.height), '--stack': event.stack };
        // The day and the kind, in the page's language (a title may be in the other one: the list has it).
        const title = `${displayDate(event.date, locale)} ${t(`eventKinds.${event.kind}`)}`;
        return href ? (
          <a
            key={`${event.kind}-${event.date}-${event.title}`}
            href={href}
            tabIndex={-1}
            title={title}
            data-kind={event.kind}
            style={style}
            {...externalLinkProps(href)}
          >
            {t(`eventMarks.${event.kind}`)}
          </a>
        ) : (
          <span key={`${event.kind}-${event.date}-${event.title}`} title={title} data-kind={event.kind} style={style}>
            {t(`eventMarks.${event.kind}`)}
          </span>
        );
      })}
    </div>
  );
}

/** The chart's events as text: the day, the mark and kind, the title linking the announcement. */
export async function ChartEventList({ events }: { events: PlacedEvent[] }) {
  const locale = await getPageLocale();
  const t = await getTranslations('Quote');
  return (
    // A part of the stock section, not a section of the page's own (those after the first are painted late).
    <div className={styles.eventList} data-testid="chart-events">
      <h3 id="chart-events-title" className={styles.figureTitle}>
        {t('eventsTitle')} <small>{t('eventsNote')}</small>
      </h3>
      <ol>
        {events.map((event) => {
          const href = backendLinkHref(event.href, locale);
          return (
            <li key={`${event.kind}-${event.date}-${event.title}`}>
              <time dateTime={event.date}>{displayDate(event.date, locale)}</time>
              <span className={styles.eventKind} data-kind={event.kind}>
                <span aria-hidden="true">{t(`eventMarks.${event.kind}`)}</span>
                {t(`eventKinds.${event.kind}`)}
              </span>
              {href ? (
                <a href={href} {...externalLinkProps(href)}>
                  <ContentText lang={event.lang ?? null}>{event.title}</ContentText>
                </a>
              ) : (
                <span>
                  <ContentText lang={event.lang ?? null}>{event.title}</ContentText>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
