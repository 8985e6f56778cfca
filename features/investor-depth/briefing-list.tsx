import { getTranslations } from 'next-intl/server';
import type { Briefing } from '@/lib/backend/ir-types';
import { briefingPath } from '@/lib/investor-paths';
import type { Timed } from './schedule';
import { ScheduleList } from './schedule-list';

/** Briefings as a list: when, the title linking its page, and what the page holds. */
export async function BriefingList({ items }: { items: Timed<Briefing>[] }) {
  const t = await getTranslations('Briefings');
  return (
    <ScheduleList
      items={items}
      href={(briefing) => briefingPath(briefing.id)}
      meta={(briefing) => (
        <>
          {briefing.replay_url ? <span>{t('replay')}</span> : null}
          {briefing.slides ? <span>{t('slides')}</span> : null}
          {briefing.record.length > 0 ? <span>{t('record')}</span> : null}
          {briefing.record.length === 0 && briefing.questions.length > 0 ? <span>{t('questions')}</span> : null}
        </>
      )}
    />
  );
}
