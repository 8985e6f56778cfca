import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { eventDateTime, eventWhen, type EventTiming } from '@/lib/ir-events';

/** When a meeting or a briefing is, read as the investor calendar reads its events: the day, the time in China. */
export async function WhenText({ timing }: { timing: EventTiming }) {
  const locale = await getPageLocale();
  const t = await getTranslations('IrEvents');
  const when = eventWhen(timing, locale);
  return (
    <time dateTime={eventDateTime(timing)}>
      {t(`day.${when.day.key}`, when.day.values)}
      {when.time ? (
        <>
          {' '}
          {t(`time.${when.time.key}`, when.time.values)} <small>{t('timeZone')}</small>
        </>
      ) : null}
    </time>
  );
}
