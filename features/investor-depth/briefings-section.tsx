import { getTranslations } from 'next-intl/server';
import type { Briefing } from '@/lib/backend/ir-types';
import { BRIEFINGS_ANCHOR } from '@/lib/investor-paths';
import { splitByTime } from './schedule';
import { Section } from '@/components/content/section';
import sectionStyles from '@/components/content/section.module.css';
import { BriefingList } from './briefing-list';

/** How many held briefings /investor lists (each page stays reachable from the calendar and the sitemap). */
const PAST_SHOWN = 4;

/** /investor's results briefings: those to come, then the latest held, each linking its page. */
export async function BriefingsSection({ briefings, now }: { briefings: readonly Briefing[]; now: number }) {
  const t = await getTranslations('Briefings');
  const { upcoming, past } = splitByTime(briefings, now);
  const shown = [...upcoming, ...past.slice(0, PAST_SHOWN)];
  if (shown.length === 0) return null;
  return (
    <Section id={BRIEFINGS_ANCHOR} title={t('heading')} note={t('sectionNote')} className={sectionStyles.section}>
      <BriefingList items={shown} />
    </Section>
  );
}
