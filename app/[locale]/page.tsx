import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-link';
import { backendLinkHref } from '@/lib/backend/links';
import { getBanners, getCategory, getCompanyProfile, getSettings, getSiteInfo, orAbsent, orNull } from '@/lib/backend';
import type { SiteInfo } from '@/lib/backend/types';
import { latestInvestorDocuments } from './investor/sections';
import { corporationJsonLd, pageMetadata } from '@/lib/seo';
import { siteOrigin } from '@/lib/core/site-url';
import { PageMain } from '@/components/layout/page-main';
import { FilingList, NewsList } from '@/components/content/article-list';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { preloadFirstBanner, slideImages } from '@/components/home/banner-images';
import { JsonLd } from '@/components/json-ld';
import styles from '@/components/content/content.module.css';
import homeStyles from '@/components/home/home.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The company's name as the backend gives it, at whatever length it gives it (the stock name at least). */
const companyName = (site: SiteInfo) => site.company_name || site.company_short_name || site.stock_name;

async function generatePageMetadata(): Promise<Metadata> {
  const [site, banners, t] = await Promise.all([getSiteInfo(), getBanners('home'), getTranslations('Home')]);
  const title = site.seo_title || companyName(site) || t('fallbackTitle');
  const metadata = pageMetadata(await getPageLocale(), {
    title,
    description: site.seo_description || site.slogan,
    keywords: site.seo_keywords,
    path: '/',
    images: banners[0]?.image ? [banners[0].image] : site.logo ? [site.logo] : [],
  });
  // The home title stands alone, without the "- company" suffix of the layout's template.
  return { ...metadata, title: { absolute: title } };
}

async function HomePage() {
  const site = await getSiteInfo();
  const { product, news, investor } = site.channels;
  const [banners, profile, settings, products, latestNews, filings] = await Promise.all([
    getBanners('home'),
    // Key figures and the JSON-LD details are extras: the home page renders without them.
    orNull(getCompanyProfile()),
    orNull(getSettings()),
    product ? orAbsent(getCategory(product, 1, 4)) : null,
    news ? orAbsent(getCategory(news, 1, 3)) : null,
    // Only what /investor shows: its sections, not every category of the investor tree.
    latestInvestorDocuments(investor, 4),
  ]);
  const name = companyName(site);
  const [t, carousel, locale] = await Promise.all([getTranslations('Home'), getTranslations('Carousel'), getPageLocale()]);
  // A product line without products leads to an empty list: home shows the lines that have some.
  const productLines = (products?.category.children ?? []).filter((line) => line.article_count > 0);
  const newsItems = latestNews?.articles.list ?? [];
  preloadFirstBanner(banners[0]);
  return (
    <PageMain home>
      <JsonLd data={corporationJsonLd(siteOrigin(), site, settings, profile)} />
      <section className={homeStyles.hero}>
        <div className={`container ${homeStyles.eyebrow}`}>
          <h1 className={homeStyles.eyebrowText}>{name || t('fallbackTitle')}</h1>
        </div>
        {banners.length > 0 ? (
          <BannerCarousel
            banners={banners.map((banner, index) => ({
              id: banner.id,
              title: banner.title,
              subtitle: banner.subtitle,
              link_url: backendLinkHref(banner.link_url, locale),
              link_text: banner.link_text,
              ...slideImages(banner, index === 0),
            }))}
            labels={{
              region: carousel('region'),
              more: carousel('more'),
              previous: carousel('previous'),
              next: carousel('next'),
              slides: banners.map((banner, index) => carousel('slide', { number: index + 1, title: banner.title })),
            }}
          />
        ) : (
          <div className={homeStyles.slide}>
            <div className={`container ${homeStyles.slideText}`}>
              <p className={homeStyles.slideTitle}>{site.slogan || name}</p>
            </div>
          </div>
        )}
      </section>

      {profile && profile.key_figures.length > 0 ? (
        <section className={styles.section} aria-labelledby="home-figures">
          <div className="container">
            <h2 id="home-figures" className="visually-hidden">
              {t('overview')}
            </h2>
            <ul className={homeStyles.figures}>
              {profile.key_figures.map((figure) => (
                <li key={figure.key}>
                  <span className={homeStyles.figureLabel}>{figure.label}</span>
                  <span className={homeStyles.figureValue}>
                    {figure.value}
                    {figure.unit ? <small>{figure.unit}</small> : null}
                  </span>
                  {figure.note ? <span className={homeStyles.figureNote}>{figure.note}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {productLines.length > 0 ? (
        <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="home-products">
          <div className="container">
            <h2 id="home-products" className={styles.sectionTitle}>
              {t('products')}
            </h2>
            <ul className={styles.cardGrid}>
              {productLines.map((line) => (
                <li key={line.id}>
                  <LocaleLink href={`/product?category=${line.id}`} className={styles.card}>
                    <h3>{line.name}</h3>
                    <p>{line.description}</p>
                    <span className={styles.cardMeta}>{t('productCount', { count: line.article_count })}</span>
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {newsItems.length > 0 || filings.length > 0 ? (
        <section className={styles.section} aria-label={t('newsAndFilings')}>
          <div className={`container ${styles.twoColumns}`}>
            {newsItems.length > 0 ? (
              <div>
                <h2 className={styles.sectionTitle}>{t('news')}</h2>
                <NewsList items={newsItems} />
                <LocaleLink href="/news" className={styles.more}>
                  {t('moreNews')}
                </LocaleLink>
              </div>
            ) : null}
            {filings.length > 0 ? (
              <div>
                <h2 className={styles.sectionTitle}>{t('investors')}</h2>
                <FilingList items={filings} />
                <LocaleLink href="/investor" className={styles.more}>
                  {t('moreFilings')}
                </LocaleLink>
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      <section className={styles.ctaBand}>
        <div className="container">
          <h2>{t('ctaTitle')}</h2>
          <p>{t('ctaText')}</p>
          <LocaleLink href="/contact" className={styles.cta}>
            {t('ctaLink')}
          </LocaleLink>
        </div>
      </section>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(HomePage, { home: true });
