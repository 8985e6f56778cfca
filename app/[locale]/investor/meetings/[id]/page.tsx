import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { getIrEvents, orNull } from '@/lib/backend';
import { getMeetings } from '@/features/investor-depth/reads';
import { pageNotFound } from '@/lib/core/not-found';
import { siteNow } from '@/lib/core/clock';
import { eventFilePath, meetingPath, MEETINGS_PATH } from '@/lib/investor-paths';
import { isOver, itemOfParam } from '@/features/investor-depth/schedule';
import { eventTiming } from '@/lib/ir-events';
import { pageMetadata } from '@/lib/seo';
import { Section } from '@/components/content/section';
import { LocaleLink } from '@/components/locale-link';
import { AgendaList, MeetingDocuments, MeetingFacts } from '@/features/investor-depth/meeting-parts';
import sectionStyles from '@/components/content/section.module.css';
import styles from '@/components/investor-pages/investor-pages.module.css';
import { InvestorSubpage } from '@/components/page-kit/investor-subpage';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

type Props = { params: Promise<{ id: string }> };

/** The meeting of this address; a 404 for a malformed or unknown id, or a backend without meetings. */
async function loadMeeting(param: string) {
  const found = itemOfParam((await getMeetings()) ?? [], param);
  if (!found) pageNotFound();
  return found;
}

async function generatePageMetadata({ params }: Props): Promise<Metadata> {
  const [{ item }, t, locale] = await Promise.all([loadMeeting((await params).id), getTranslations('Meetings'), getPageLocale()]);
  const [separator, colon] = locale === 'zh' ? ['；', '：'] : ['; ', ': '];
  return pageMetadata(locale, {
    title: item.title,
    description: [t(`kinds.${item.kind}`), item.agenda.map((proposal) => proposal.title).join(separator)]
      .filter(Boolean)
      .join(colon)
      .slice(0, 160),
    path: meetingPath(item.id),
  });
}

/**
 * One shareholders' meeting: when and where, the record date and online voting, the proposals with their
 * outcome, and its documents by kind. A meeting still to come that the calendar lists has its calendar file.
 */
async function MeetingPage({ params }: Props) {
  const [{ item: meeting, timing }, t, locale, events] = await Promise.all([
    loadMeeting((await params).id),
    getTranslations('Meetings'),
    getPageLocale(),
    orNull(getIrEvents()),
  ]);
  const upcoming = !isOver(timing, siteNow());
  const event = upcoming ? events?.find((candidate) => candidate.meeting_id === meeting.id && eventTiming(candidate)) : undefined;
  return (
    <InvestorSubpage
      title={meeting.title}
      detail={{ kind: t(`kinds.${meeting.kind}`) }}
      parents={[{ name: t('title'), href: MEETINGS_PATH }]}
    >
      <MeetingFacts meeting={meeting} timing={timing} />
      {event ? (
        <p className={styles.actions}>
          <a href={eventFilePath(locale, event.id)} download aria-label={t('addToCalendarOf', { title: meeting.title })}>
            {t('addToCalendar')}
          </a>
        </p>
      ) : null}
      {meeting.agenda.length > 0 ? (
        <Section id="agenda" title={t('agenda')} className={sectionStyles.section}>
          <AgendaList agenda={meeting.agenda} />
        </Section>
      ) : null}
      <Section id="documents" title={t('documents')} className={sectionStyles.section}>
        <MeetingDocuments meeting={meeting} />
      </Section>
      <p className={styles.backLink}>
        <LocaleLink href={MEETINGS_PATH}>{t('allMeetings')}</LocaleLink>
      </p>
    </InvestorSubpage>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(MeetingPage);
