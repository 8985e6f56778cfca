import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { getSiteInfo, orNull } from '@/lib/backend';
import { getMeetings } from '@/features/investor-depth/reads';
import { pageNotFound } from '@/lib/core/not-found';
import { siteNow } from '@/lib/core/clock';
import { siteOrigin } from '@/lib/core/site-url';
import { MEETINGS_PATH } from '@/lib/investor-paths';
import { splitByTime } from '@/lib/investor/schedule';
import { cataloguedPageMetadata } from '@/lib/pages/catalogue-metadata';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { Section } from '@/components/content/section';
import { MeetingList } from '@/features/investor-depth/meeting-list';
import sectionStyles from '@/components/content/section.module.css';
import styles from '@/components/investor-pages/investor-pages.module.css';
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
  const [{ meetings }, t, nav, locale] = await Promise.all([load(), getTranslations('Meetings'), getTranslations('Nav'), getPageLocale()]);
  const { upcoming, past } = splitByTime(meetings, siteNow());
  return (
    <PageMain>
      <PageHero title={t('title')} subtitle={t('lead')} />
      <div className={`container ${styles.page}`}>
        <Breadcrumb
          origin={siteOrigin()}
          items={[{ name: nav('home'), href: '/' }, { name: nav('investor'), href: '/investor' }, { name: t('title') }]}
        />
        <Section id="upcoming" title={t('upcoming')} className={sectionStyles.section}>
          {upcoming.length > 0 ? <MeetingList items={upcoming} locale={locale} /> : <p className={styles.muted}>{t('noneUpcoming')}</p>}
        </Section>
        {past.length > 0 ? (
          <Section id="past" title={t('past')} className={`${sectionStyles.section} ${sectionStyles.lastSection}`}>
            <MeetingList items={past} locale={locale} />
          </Section>
        ) : null}
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(MeetingsPage);
