import type { Metadata } from 'next';
import type { CSSProperties } from 'react';
import Link from 'next/link';
import type { Banner } from '@/lib/backend/types';
import { getBanners, getCategory, getSiteInfo } from '@/lib/backend';
import { PageMain } from '@/components/layout/page-main';
import { FilingList, NewsList } from '@/components/content/article-list';
import styles from '@/components/content/content.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteInfo();
  return { title: { absolute: site.seo_title || site.company_name }, description: site.seo_description };
}

/** Banner images as CSS variables: the stylesheet picks the phone image below 768 px. */
function heroStyle(hero: Banner | undefined): CSSProperties | undefined {
  if (!hero?.image) return undefined;
  return {
    '--hero-image': `url("${encodeURI(hero.image)}")`,
    ...(hero.image_mobile ? { '--hero-image-mobile': `url("${encodeURI(hero.image_mobile)}")` } : {}),
  } as CSSProperties;
}

export default async function HomePage() {
  const site = await getSiteInfo();
  const { product, news, investor } = site.channels;
  const [banners, products, latestNews, filings] = await Promise.all([
    getBanners('home'),
    product ? getCategory(product, 1, 4) : null,
    news ? getCategory(news, 1, 3) : null,
    investor ? getCategory(investor, 1, 4) : null,
  ]);
  const hero = banners[0];

  return (
    <PageMain home>
      <section className={styles.homeHero} style={heroStyle(hero)}>
        <div className="container">
          <h1 className={styles.homeEyebrow}>{site.company_name}</h1>
          {hero ? (
            <>
              <p className={styles.homeTitle}>{hero.title}</p>
              {hero.subtitle ? <p className={styles.homeSubtitle}>{hero.subtitle}</p> : null}
              {hero.link_url.startsWith('/') ? (
                <Link href={hero.link_url} className={styles.cta}>
                  {hero.link_text || '了解更多'}
                </Link>
              ) : null}
            </>
          ) : (
            <p className={styles.homeTitle}>{site.slogan}</p>
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="home-products">
        <div className="container">
          <h2 id="home-products" className={styles.sectionTitle}>
            产品中心
          </h2>
          <ul className={styles.cardGrid}>
            {(products?.category.children ?? []).map((line) => (
              <li key={line.id}>
                <Link href={`/product?category=${line.id}`} className={styles.card}>
                  <h3>{line.name}</h3>
                  <p>{line.description}</p>
                  <span className={styles.cardMeta}>{line.article_count} 款产品</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.sectionAlt}`}>
        <div className={`container ${styles.twoColumns}`}>
          <div>
            <h2 className={styles.sectionTitle}>新闻动态</h2>
            <NewsList items={latestNews?.articles.list ?? []} />
            <Link href="/news" className={styles.more}>
              更多新闻
            </Link>
          </div>
          <div>
            <h2 className={styles.sectionTitle}>投资者关系</h2>
            <FilingList items={filings?.articles.list ?? []} />
            <Link href="/investor" className={styles.more}>
              更多公告
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.ctaBand}>
        <div className="container">
          <h2>需要选型支持或样片？</h2>
          <p>我们的应用工程师将在一个工作日内与您联系。</p>
          <Link href="/contact" className={styles.cta}>
            联系我们
          </Link>
        </div>
      </section>
    </PageMain>
  );
}
