import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import type { Banner } from '@/lib/backend/types';
import { backendLinkHref } from '@/lib/backend/links';
import { BannerCarousel } from './banner-carousel';
import { bannerCarouselLabels } from './banner-carousel.labels';
import { slideImages } from './banner-images';
import homeStyles from './home.module.css';

/** Home's first screen: the company's name as the page's heading, over the banner carousel (or its slogan when there are no banners). */
export async function HomeHero({ name, slogan, banners }: { name: string; slogan: string; banners: Banner[] }) {
  const locale = await getPageLocale();
  const [t, labels] = await Promise.all([getTranslations('Home'), bannerCarouselLabels(banners.map((banner) => banner.title))]);
  return (
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
          labels={labels}
        />
      ) : (
        <div className={homeStyles.slide}>
          <div className={`container ${homeStyles.slideText}`}>
            <p className={homeStyles.slideTitle}>{slogan || name}</p>
          </div>
        </div>
      )}
    </section>
  );
}
