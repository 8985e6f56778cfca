import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSiteInfo, orNull } from '@/lib/backend';
import { getMeetings } from '@/features/investor-depth/reads';
import { pageNotFound } from '@/lib/core/not-found';
import { siteNow } from '@/lib/core/clock';
import { MEETINGS_PATH } from '@/lib/investor-paths';
import { splitByTime } from '@/features/investor-depth/schedule';
import { cataloguedPageMetadata } from '@/lib/pages/catalogue-metadata';
import { Section } from '@/components/content/section';
import { MeetingList } from '@/features/investor-depth/meeting-list';
import sectionStyles from '@/components/content/section.module.css';
import styles from '@/components/investor-pages/investor-pages.module.css';
import { InvestorSubpage } from '@/components/page-kit/investor-subpage';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** Every meeting; a backend without meetings (`web/get_meetings` absent, or none): 404. */
async function load() {
  const [meetings, site] = await Promise.all([getMeetings(), orNull(getSiteInfo())]);
  if (!meetings || meetings.length === 0) pageNotFound();
  return { meetings, site };
}

async function generatePageMetadata(): Promise<Metadata> {
  return cataloguedPageMetadata('Meetings', MEETINGS_PATH, (await load()).site);
}

/** /investor/meetings: the meetings called and still to come, then the past ones, each linking its page. */
async function MeetingsPage() {
  const [{ meetings }, t] = await Promise.all([load(), getTranslations('Meetings')]);
  const { upcoming, past } = splitByTime(meetings, siteNow());
  return (
    <InvestorSubpage title={t('title')} lead={t('lead')}>
      <Section id="upcoming" title={t('upcoming')} className={sectionStyles.section}>
        {upcoming.length > 0 ? <MeetingList items={upcoming} /> : <p className={styles.muted}>{t('noneUpcoming')}</p>}
      </Section>
      {past.length > 0 ? (
        <Section id="past" title={t('past')} className={`${sectionStyles.section} ${sectionStyles.lastSection}`}>
          <MeetingList items={past} />
        </Section>
      ) : null}
    </InvestorSubpage>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(MeetingsPage);
