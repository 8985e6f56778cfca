import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { AgendaItem, Meeting } from '@/lib/backend/ir-types';
import type { EventTiming } from '@/lib/ir-events';
import { displayDate } from '@/lib/format';
import { documentsByKind } from './meeting-documents';
import { FactList } from '@/components/content/fact-list';
import { DocumentList } from './document-list';
import { WhenText } from './when-text';
import styles from '@/components/investor-pages/investor-pages.module.css';

/** A meeting's facts: when, the record date, where, how to vote online (each when the backend gave it). */
export async function MeetingFacts({ meeting, timing }: { meeting: Meeting; timing: EventTiming }) {
  const locale = await getPageLocale();
  const t = await getTranslations('Meetings');
  const facts = [
    { label: t('when'), value: <WhenText timing={timing} /> },
    {
      label: t('recordDate'),
      value: meeting.record_date ? <time dateTime={meeting.record_date}>{displayDate(meeting.record_date, locale)}</time> : '',
    },
    { label: t('place'), value: meeting.place },
    { label: t('onlineVoting'), value: meeting.online_voting },
  ].filter((fact) => fact.value);
  return <FactList facts={facts} className={styles.facts} />;
}

const resultKey = (item: AgendaItem) => (item.passed === null ? 'pending' : item.passed ? 'passed' : 'rejected');

/** The proposals in order, each marked special when it is, with its outcome once voted on. */
export async function AgendaList({ agenda }: { agenda: AgendaItem[] }) {
  const t = await getTranslations('Meetings');
  return (
    <ol className={styles.agenda}>
      {agenda.map((item) => (
        <li key={item.title}>
          <span>
            {item.title}
            {item.special ? <span className={styles.kind}>{t('special')}</span> : null}
          </span>
          <span className={styles.result} data-result={resultKey(item)}>
            {t(`result.${resultKey(item)}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The meeting's documents by kind, in the order a meeting produces them. */
export async function MeetingDocuments({ meeting }: { meeting: Meeting }) {
  const t = await getTranslations('Meetings');
  const groups = documentsByKind(meeting.documents);
  if (groups.length === 0) return <p className={styles.muted}>{t('noDocuments')}</p>;
  return (
    <div className={styles.documentGroups}>
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`documents-${group.kind}`}>
          <h3 id={`documents-${group.kind}`} className={styles.groupTitle}>
            {t(`documentKinds.${group.kind}`)}
          </h3>
          <DocumentList documents={group.documents} />
        </section>
      ))}
    </div>
  );
}
