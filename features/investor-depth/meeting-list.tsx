import { getTranslations } from 'next-intl/server';
import type { Meeting } from '@/lib/backend/ir-types';
import { meetingPath } from '@/lib/investor-paths';
import type { Timed } from './schedule';
import { ScheduleList } from './schedule-list';
import styles from '@/components/investor-pages/investor-pages.module.css';

/** Meetings as a list: when, the kind, the title linking its page, and where it stands. */
export async function MeetingList({ items }: { items: Timed<Meeting>[] }) {
  const t = await getTranslations('Meetings');
  return (
    <ScheduleList
      items={items}
      href={(meeting) => meetingPath(meeting.id)}
      meta={(meeting) => (
        <>
          <span className={`${styles.kind} ${styles.leading}`}>{t(`kinds.${meeting.kind}`)}</span>
          {meeting.agenda.length > 0 ? <span>{t('agendaCount', { count: meeting.agenda.length })}</span> : null}
          {meeting.documents.some((document) => document.kind === 'resolutions') ? <span>{t('resultsAnnounced')}</span> : null}
        </>
      )}
    />
  );
}
