import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getBanners, getCategory, getCompanyProfile, getSettings, getSiteInfo, orAbsent, orNull } from '@/lib/backend';
import type { SiteInfo } from '@/lib/backend/types';
import { latestInvestorDocuments } from '@/features/investor/sections';
import { corporationJsonLd, pageMetadata } from '@/lib/seo';
import { siteOrigin } from '@/lib/core/site-url';
import { PageMain } from '@/components/layout/page-main';
import { preloadFirstBanner } from '@/features/home/banner-images';
import { HomeHero } from '@/features/home/home-hero';
import { KeyFigures } from '@/features/home/key-figures';
import { ProductLines } from '@/features/home/product-lines';
import { ContactBand, Latest } from '@/features/home/latest';
import { JsonLd } from '@/components/json-ld';
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
  // A product line without products leads to an empty list: home shows the lines that have some.
  const productLines = (products?.category.children ?? []).filter((line) => line.article_count > 0);
  const newsItems = latestNews?.articles.list ?? [];
  preloadFirstBanner(banners[0]);
  return (
    <PageMain home>
      <JsonLd data={corporationJsonLd(siteOrigin(), site, settings, profile)} />
      <HomeHero name={name} slogan={site.slogan} banners={banners} />
      {profile && profile.key_figures.length > 0 ? <KeyFigures figures={profile.key_figures} /> : null}
      {productLines.length > 0 ? <ProductLines lines={productLines} /> : null}
      {newsItems.length > 0 || filings.length > 0 ? <Latest news={newsItems} filings={filings} /> : null}
      <ContactBand />
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(HomePage, { home: true });
