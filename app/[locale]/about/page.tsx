import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCompanyProfile, getMilestones, getPageBySlug } from '@/lib/backend';
import type { CompanyProfile, Milestone } from '@/lib/backend/types';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { RichText } from '@/components/content/rich-text';
import { HonoursGallery } from '@/components/about/honours-gallery';
import styles from '@/components/content/content.module.css';
import aboutStyles from '@/components/about/about.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { CmsImg } from '@/components/cms-img';

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

/** Milestones grouped by year, oldest first, in the order the backend gives within a year. */
function byYear(milestones: Milestone[]): [number, Milestone[]][] {
  const years = new Map<number, Milestone[]>();
  for (const item of milestones) years.set(item.year, [...(years.get(item.year) ?? []), item]);
  return [...years].sort(([a], [b]) => a - b);
}

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
      {intro ? (
        <section className={styles.section} aria-labelledby="profile">
          <div className="container">
            <h2 id="profile" className={styles.sectionTitle}>
              {t('profile')}
            </h2>
            <div className={styles.aboutIntro}>
              <RichText html={intro.content} />
              {intro.cover ? (
                <CmsImg
                  src={intro.cover}
                  alt={intro.title || t('heading')}
                  width={1200}
                  height={600}
                  sizes="(max-width: 767px) 100vw, 560px"
                  eager
                />
              ) : null}
            </div>
          </div>
        </section>
      ) : null}

      {!intro && milestones.length === 0 && !hasProfile(profile) ? (
        <div className={`container ${styles.section} ${styles.lastSection}`}>
          <p className={styles.empty}>{t('empty')}</p>
        </div>
      ) : null}

      {milestones.length > 0 ? (
        <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="history">
          <div className="container">
            <h2 id="history" className={styles.sectionTitle}>
              {t('history')}
            </h2>
            <ol className={aboutStyles.years}>
              {byYear(milestones).map(([year, items]) => (
                <li key={year}>
                  <h3>{year}</h3>
                  <ul className={aboutStyles.events}>
                    {items.map((item) => (
                      <li key={item.id}>
                        <strong>
                          {item.month ? (
                            <time dateTime={`${year}-${String(item.month).padStart(2, '0')}`}>{t('month', { month: item.month })}</time>
                          ) : null}
                          {item.title}
                        </strong>
                        {item.content ? <p>{item.content}</p> : null}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </div>
        </section>
      ) : null}

      {honours.length > 0 ? (
        <section className={styles.section} aria-labelledby="honours">
          <div className="container">
            <h2 id="honours" className={styles.sectionTitle}>
              {t('honours')}
              <small>{t('honoursNote')}</small>
            </h2>
            <HonoursGallery
              honours={honours}
              labels={{
                types: { award: t('honourTypes.award'), certificate: t('honourTypes.certificate'), patent: t('honourTypes.patent') },
                view: t('viewImage', { title: '{title}' }),
              }}
            />
          </div>
        </section>
      ) : null}

      {culture.mission || culture.vision || culture.values.length > 0 ? (
        <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="culture">
          <div className="container">
            <h2 id="culture" className={styles.sectionTitle}>
              {t('culture')}
            </h2>
            <div className={aboutStyles.culture}>
              {culture.mission ? (
                <div>
                  <h3>{t('mission')}</h3>
                  <p>{culture.mission}</p>
                </div>
              ) : null}
              {culture.vision ? (
                <div>
                  <h3>{t('vision')}</h3>
                  <p>{culture.vision}</p>
                </div>
              ) : null}
            </div>
            {culture.values.length > 0 ? (
              <ul className={aboutStyles.values} aria-label={t('values')}>
                {culture.values.map((value) => (
                  <li key={value.title}>
                    <h3>{value.title}</h3>
                    <p>{value.description}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      ) : null}

      {leaders.length > 0 ? (
        <section className={`${styles.section} ${styles.lastSection}`} aria-labelledby="leadership">
          <div className="container">
            <h2 id="leadership" className={styles.sectionTitle}>
              {t('leadership')}
            </h2>
            <ul className={aboutStyles.leaders}>
              {leaders.map((leader) => (
                <li key={leader.id}>
                  {leader.photo ? <CmsImg src={leader.photo} alt={t('photoOf', { name: leader.name })} width={120} height={120} /> : null}
                  <h3>{leader.name}</h3>
                  <span className={aboutStyles.leaderTitle}>{leader.title}</span>
                  {leader.bio ? <p>{leader.bio}</p> : null}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(AboutPage);
