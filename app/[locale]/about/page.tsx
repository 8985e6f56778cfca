import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCompanyProfile, getMilestones, getPageBySlug } from '@/lib/backend';
import type { CompanyProfile } from '@/lib/backend/types';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { CultureSection, HistorySection, HonoursSection, LeadershipSection, ProfileSection } from '@/components/about/about-sections';
import sectionStyles from '@/components/content/section.module.css';
import aboutStyles from '@/components/about/about.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

async function generatePageMetadata(): Promise<Metadata> {
  const [page, milestones, profile, t] = await Promise.all([
    getPageBySlug('about'),
    getMilestones(),
    getCompanyProfile(),
    getTranslations('About'),
  ]);
  return pageMetadata(await getPageLocale(), {
    title: page?.seo_title || page?.title || t('heading'),
    description: page?.seo_description || page?.subtitle || profile.culture.mission,
    path: '/about',
    images: page?.cover ? [page.cover] : [],
    // Nothing to index while the backend has no introduction, history or profile.
    noindex: !page && milestones.length === 0 && !hasProfile(profile),
  });
}

const hasProfile = (profile: CompanyProfile) =>
  profile.honours.length > 0 ||
  profile.leaders.length > 0 ||
  !!profile.culture.mission ||
  !!profile.culture.vision ||
  profile.culture.values.length > 0;

async function AboutPage() {
  const [page, milestones, profile, t] = await Promise.all([
    getPageBySlug('about'),
    getMilestones(),
    getCompanyProfile(),
    getTranslations('About'),
  ]);
  const { culture, honours, leaders } = profile;
  const intro = page && (page.content || page.cover) ? page : null;
  return (
    <PageMain>
      <PageHero title={page?.title || t('heading')} subtitle={page?.subtitle} />
      <nav aria-label={t('pageNav')} className={aboutStyles.subnav}>
        <div className="container">
          {intro ? <a href="#profile">{t('profile')}</a> : null}
          {milestones.length > 0 ? <a href="#history">{t('history')}</a> : null}
          {honours.length > 0 ? <a href="#honours">{t('honours')}</a> : null}
          {culture.mission || culture.values.length > 0 ? <a href="#culture">{t('culture')}</a> : null}
          {leaders.length > 0 ? <a href="#leadership">{t('leadership')}</a> : null}
        </div>
      </nav>
      {intro ? <ProfileSection intro={intro} /> : null}
      {!intro && milestones.length === 0 && !hasProfile(profile) ? (
        <div className={`container ${sectionStyles.section} ${sectionStyles.lastSection}`}>
          <p className={sectionStyles.empty}>{t('empty')}</p>
        </div>
      ) : null}
      {milestones.length > 0 ? <HistorySection milestones={milestones} /> : null}
      {honours.length > 0 ? <HonoursSection honours={honours} /> : null}
      {culture.mission || culture.vision || culture.values.length > 0 ? <CultureSection culture={culture} /> : null}
      {leaders.length > 0 ? <LeadershipSection leaders={leaders} /> : null}
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(AboutPage);
