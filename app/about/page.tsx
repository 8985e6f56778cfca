import type { Metadata } from 'next';
import { getMilestones, getPageBySlug } from '@/lib/backend';
import { slugPageMetadata } from '@/lib/server/metadata';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { RichText } from '@/components/content/rich-text';
import styles from '@/components/content/content.module.css';

export function generateMetadata(): Promise<Metadata> {
  return slugPageMetadata('about');
}

export default async function AboutPage() {
  const [page, milestones] = await Promise.all([getPageBySlug('about'), getMilestones()]);
  return (
    <PageMain>
      <PageHero title={page.title} subtitle={page.subtitle} />
      <section className={styles.section}>
        <div className={`container ${styles.aboutIntro}`}>
          <RichText html={page.content} />
          {page.cover ? (
            // eslint-disable-next-line @next/next/no-img-element -- backend image, forwarded through /api/
            <img src={page.cover} alt={page.title} width={1200} height={600} />
          ) : null}
        </div>
      </section>
      <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="history">
        <div className="container">
          <h2 id="history" className={styles.sectionTitle}>
            发展历程
          </h2>
          <ol className={styles.timeline}>
            {milestones.map((item) => (
              <li key={item.id}>
                <span className={styles.timelineYear}>
                  {item.year}
                  {item.month ? <small> 年 {item.month} 月</small> : <small> 年</small>}
                </span>
                <h3>{item.title}</h3>
                <p>{item.content}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </PageMain>
  );
}
