import type { Metadata } from 'next';
import { getCompanyProfile, getMilestones, getPageBySlug } from '@/lib/backend';
import type { CompanyProfile, Milestone } from '@/lib/backend/types';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { RichText } from '@/components/content/rich-text';
import { HonoursGallery } from '@/components/about/honours-gallery';
import styles from '@/components/content/content.module.css';
import aboutStyles from '@/components/about/about.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/lib/server/unavailable';
import { cmsImageProps } from '@/lib/cms-image';

const HEADING = '公司简介';

async function generatePageMetadata(): Promise<Metadata> {
  const [page, milestones, profile] = await Promise.all([getPageBySlug('about'), getMilestones(), getCompanyProfile()]);
  return pageMetadata({
    title: page?.seo_title || page?.title || HEADING,
    description: page?.seo_description || page?.subtitle || profile.culture.mission,
    path: '/about',
    images: page?.cover ? [page.cover] : [],
    // Nothing to index while the backend has no introduction, history or profile.
    noindex: !page && milestones.length === 0 && !hasProfile(profile),
  });
}

const hasProfile = (profile: CompanyProfile) => profile.honours.length > 0 || profile.leaders.length > 0 || !!profile.culture.mission || !!profile.culture.vision || profile.culture.values.length > 0;

/** Milestones grouped by year, oldest first, in the order the backend gives within a year. */
function byYear(milestones: Milestone[]): [number, Milestone[]][] {
  const years = new Map<number, Milestone[]>();
  for (const item of milestones) years.set(item.year, [...(years.get(item.year) ?? []), item]);
  return [...years].sort(([a], [b]) => a - b);
}

async function AboutPage() {
  const [page, milestones, profile] = await Promise.all([getPageBySlug('about'), getMilestones(), getCompanyProfile()]);
  const { culture, honours, leaders } = profile;
  const intro = page && (page.content || page.cover) ? page : null;
  return (
    <PageMain>
      <PageHero title={page?.title || HEADING} subtitle={page?.subtitle} />
      <nav aria-label="本页导航" className={aboutStyles.subnav}>
        <div className="container">
          {intro ? <a href="#profile">公司简介</a> : null}
          {milestones.length > 0 ? <a href="#history">发展历程</a> : null}
          {honours.length > 0 ? <a href="#honours">荣誉资质</a> : null}
          {culture.mission || culture.values.length > 0 ? <a href="#culture">企业文化</a> : null}
          {leaders.length > 0 ? <a href="#leadership">管理团队</a> : null}
        </div>
      </nav>
      {intro ? (
        <section className={styles.section} aria-labelledby="profile">
          <div className="container">
            <h2 id="profile" className={styles.sectionTitle}>
              公司简介
            </h2>
            <div className={styles.aboutIntro}>
              <RichText html={intro.content} />
              {intro.cover ? (
                // eslint-disable-next-line @next/next/no-img-element -- backend image, forwarded through /api/
                <img {...cmsImageProps({ src: intro.cover, alt: intro.title || HEADING, width: 1200, height: 600, sizes: '(max-width: 767px) 100vw, 560px', eager: true })} />
              ) : null}
            </div>
          </div>
        </section>
      ) : null}

      {!intro && milestones.length === 0 && !hasProfile(profile) ? (
        <div className={`container ${styles.section} ${styles.lastSection}`}>
          <p className={styles.empty}>公司介绍暂未发布，敬请期待。</p>
        </div>
      ) : null}

      {milestones.length > 0 ? (
        <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="history">
          <div className="container">
            <h2 id="history" className={styles.sectionTitle}>
              发展历程
            </h2>
            <ol className={aboutStyles.years}>
              {byYear(milestones).map(([year, items]) => (
                <li key={year}>
                  <h3>{year}</h3>
                  <ul className={aboutStyles.events}>
                    {items.map((item) => (
                      <li key={item.id}>
                        <strong>
                          {item.month ? <time dateTime={`${year}-${String(item.month).padStart(2, '0')}`}>{item.month} 月</time> : null}
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
              荣誉资质
              <small>奖项、体系认证与专利</small>
            </h2>
            <HonoursGallery honours={honours} />
          </div>
        </section>
      ) : null}

      {culture.mission || culture.vision || culture.values.length > 0 ? (
        <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="culture">
          <div className="container">
            <h2 id="culture" className={styles.sectionTitle}>
              企业文化
            </h2>
            <div className={aboutStyles.culture}>
              {culture.mission ? (
                <div>
                  <h3>使命</h3>
                  <p>{culture.mission}</p>
                </div>
              ) : null}
              {culture.vision ? (
                <div>
                  <h3>愿景</h3>
                  <p>{culture.vision}</p>
                </div>
              ) : null}
            </div>
            {culture.values.length > 0 ? (
              <ul className={aboutStyles.values} aria-label="价值观">
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
              管理团队
            </h2>
            <ul className={aboutStyles.leaders}>
              {leaders.map((leader) => (
                <li key={leader.id}>
                  {leader.photo ? (
                    // eslint-disable-next-line @next/next/no-img-element -- backend image, forwarded through /api/
                    <img {...cmsImageProps({ src: leader.photo, alt: `${leader.name}照片`, width: 120, height: 120 })} />
                  ) : null}
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
