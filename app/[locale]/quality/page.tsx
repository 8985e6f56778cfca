import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { getCompanyProfile, getPageBySlug, getSiteInfo, orNull } from '@/lib/backend';
import { findCompliance, hasCompliance } from '@/features/quality/reads';
import { pageNotFound } from '@/lib/core/not-found';
import { pageMetadata } from '@/lib/seo';
import { shortCompanyName } from '@/lib/site-name';
import { PAGE_QUERIES } from '@/features';
import { parseQualityQuery, type QUALITY_QUERY } from '@/lib/quality-query';
import type { Query as PageQuery, QueryOf } from '@/lib/page-query';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { Section } from '@/components/content/section';
import { RichText } from '@/components/content/rich-text';
import { HonoursGallery } from '@/components/about/honours-gallery';
import { honoursGalleryLabels } from '@/components/about/honours-gallery.labels';
import { galleryHonours } from '@/components/about/honour-pictures';
import { ComplianceLookup } from '@/features/quality/compliance-lookup';
import sectionStyles from '@/components/content/section.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The page's query: `part`, an orderable part to look up (lib/quality-query.ts). */
const QUERY = PAGE_QUERIES['/quality'];
type Props = { searchParams: Promise<PageQuery> };

/**
 * /quality: the quality policy (the backend's page `quality`), the management system certificates (the
 * company profile's honours of type `certificate`) and a lookup of orderable parts' compliance. What the
 * backend does not have is left out; with none of the three the page is a 404.
 */
async function load(declared: QueryOf<typeof QUALITY_QUERY>) {
  const part = parseQualityQuery(declared);
  const [page, profile, lookup] = await Promise.all([
    getPageBySlug('quality'),
    getCompanyProfile(),
    hasCompliance(),
    // The lookup's answer, read beside the rest: its section takes it from React `cache`.
    part ? findCompliance(part) : null,
  ]);
  const certificates = profile.honours.filter((honour) => honour.type === 'certificate');
  if (!page && certificates.length === 0 && !lookup) pageNotFound();
  return { part, page, certificates, lookup };
}

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ part, page }, site, t] = await Promise.all([
    load(QUERY.read(await searchParams)),
    orNull(getSiteInfo()),
    getTranslations('Quality'),
  ]);
  const heading = page?.title || t('heading');
  return pageMetadata(await getPageLocale(), {
    title: part ? t('titleLookup', { part }) : page?.seo_title || heading,
    description: page?.seo_description || t('description', { company: shortCompanyName(site) }),
    path: part ? `/quality?part=${encodeURIComponent(part)}` : '/quality',
    // A lookup is for the visitor who asked: engines index the page itself.
    noindex: Boolean(part),
  });
}

async function QualityPage({ searchParams }: Props) {
  const [{ part, page, certificates, lookup }, t, nav, galleryLabels] = await Promise.all([
    load(QUERY.read(await searchParams)),
    getTranslations('Quality'),
    getTranslations('Nav'),
    honoursGalleryLabels(),
  ]);
  const heading = page?.title || t('heading');
  return (
    <PageMain>
      <PageHero title={heading} subtitle={page?.subtitle || undefined} />
      <div className={`container ${sectionStyles.lastSection}`}>
        <Breadcrumb items={[{ name: nav('home'), href: '/' }, { name: nav('product'), href: '/product' }, { name: heading }]} />
        {lookup ? <ComplianceLookup part={part} /> : null}
        {page?.content.trim() ? (
          <section aria-label={heading}>
            <RichText html={page.content} />
          </section>
        ) : null}
        {certificates.length > 0 ? (
          <Section id="certificates" title={t('certificates')}>
            <HonoursGallery honours={galleryHonours(certificates)} labels={galleryLabels} />
          </Section>
        ) : null}
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(QualityPage);
