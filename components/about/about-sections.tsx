import { getTranslations } from 'next-intl/server';
import type { CompanyProfile, Milestone, Page } from '@/lib/backend/types';
import { Section } from '@/components/content/section';
import { RichText } from '@/components/content/rich-text';
import { CmsImg } from '@/components/cms-img';
import sectionStyles from '@/components/content/section.module.css';
import styles from './about.module.css';
import { HonoursGallery } from './honours-gallery';
import { honoursGalleryLabels } from './honours-gallery.labels';
import { galleryHonours } from './honour-pictures';

/** The company's introduction: the about page's text and its picture. */
export async function ProfileSection({ intro }: { intro: Page }) {
  const t = await getTranslations('About');
  return (
    <Section id="profile" title={t('profile')} container className={sectionStyles.section}>
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
    </Section>
  );
}

/** Milestones grouped by year, oldest first, in the order the backend gives within a year. */
function byYear(milestones: Milestone[]): [number, Milestone[]][] {
  const years = new Map<number, Milestone[]>();
  for (const item of milestones) years.set(item.year, [...(years.get(item.year) ?? []), item]);
  return [...years].sort(([a], [b]) => a - b);
}

/** The company's history, year by year. */
export async function HistorySection({ milestones }: { milestones: Milestone[] }) {
  const t = await getTranslations('About');
  return (
    <Section id="history" title={t('history')} container className={`${sectionStyles.section} ${sectionStyles.sectionAlt}`}>
      <ol className={styles.years}>
        {byYear(milestones).map(([year, items]) => (
          <li key={year}>
            <h3>{year}</h3>
            <ul className={styles.events}>
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
    </Section>
  );
}

/** Awards, certificates and patents, each picture opened larger on a click. */
export async function HonoursSection({ honours }: { honours: CompanyProfile['honours'] }) {
  const [t, labels] = await Promise.all([getTranslations('About'), honoursGalleryLabels()]);
  return (
    <Section id="honours" title={t('honours')} note={t('honoursNote')} container className={sectionStyles.section}>
      <HonoursGallery honours={galleryHonours(honours)} labels={labels} />
    </Section>
  );
}

/** Mission, vision and values. */
export async function CultureSection({ culture }: { culture: CompanyProfile['culture'] }) {
  const t = await getTranslations('About');
  const statement = (title: string, text: string) =>
    text ? (
      <div>
        <h3>{title}</h3>
        <p>{text}</p>
      </div>
    ) : null;
  return (
    <Section id="culture" title={t('culture')} container className={`${sectionStyles.section} ${sectionStyles.sectionAlt}`}>
      <div className={styles.culture}>
        {statement(t('mission'), culture.mission)}
        {statement(t('vision'), culture.vision)}
      </div>
      {culture.values.length > 0 ? (
        <ul className={styles.values} aria-label={t('values')}>
          {culture.values.map((value) => (
            <li key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** The company's leaders, with their photos, titles and short biographies. */
export async function LeadershipSection({ leaders }: { leaders: CompanyProfile['leaders'] }) {
  const t = await getTranslations('About');
  return (
    <Section id="leadership" title={t('leadership')} container className={`${sectionStyles.section} ${sectionStyles.lastSection}`}>
      <ul className={styles.leaders}>
        {leaders.map((leader) => (
          <li key={leader.id}>
            {leader.photo ? <CmsImg src={leader.photo} alt={t('photoOf', { name: leader.name })} width={120} height={120} /> : null}
            <h3>{leader.name}</h3>
            <span className={styles.leaderTitle}>{leader.title}</span>
            {leader.bio ? <p>{leader.bio}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
