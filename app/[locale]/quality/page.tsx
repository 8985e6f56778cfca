import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { getArticle, getCompanyProfile, getPageBySlug, getSiteInfo, orNull } from '@/lib/backend';
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
import { ComplianceTable } from '@/features/quality/compliance-table';
import { FieldForm } from '@/components/content/field-form';
import sectionStyles from '@/components/content/section.module.css';
import styles from '@/features/quality/quality.module.css';
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
  const [page, profile, lookup, found] = await Promise.all([
    getPageBySlug('quality'),
    getCompanyProfile(),
    hasCompliance(),
    part ? findCompliance(part) : null,
  ]);
  const certificates = profile.honours.filter((honour) => honour.type === 'certificate');
  if (!page && certificates.length === 0 && !lookup) pageNotFound();
  return { part, page, certificates, lookup, found, products: await productsOf(found?.list ?? []) };
}

/** The product each found part belongs to, by its part number, for a link to its page (a product the backend lacks: none). */
async function productsOf(items: { product_id?: number }[]): Promise<Map<number, string>> {
  const ids = [...new Set(items.flatMap((item) => (item.product_id ? [item.product_id] : [])))];
  const articles = await Promise.all(ids.map((id) => orNull(getArticle(id))));
  return new Map(articles.flatMap((article) => (article?.product ? [[article.id, article.product.part_number] as const] : [])));
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
  const [{ part, page, certificates, lookup, found, products }, t, nav, locale, path, galleryLabels] = await Promise.all([
    load(QUERY.read(await searchParams)),
    getTranslations('Quality'),
    getTranslations('Nav'),
    getPageLocale(),
    getLocalePath(),
    honoursGalleryLabels(),
  ]);
  const heading = page?.title || t('heading');
  return (
    <PageMain>
      <PageHero title={heading} subtitle={page?.subtitle || undefined} />
      <div className={`container ${sectionStyles.lastSection}`}>
        <Breadcrumb items={[{ name: nav('home'), href: '/' }, { name: nav('product'), href: '/product' }, { name: heading }]} />
        {lookup ? (
          <Section id="lookup" title={t('lookup')}>
            <FieldForm
              action={path('/quality')}
              name={t('lookup')}
              id="quality-part"
              field="part"
              label={t('lookupLabel')}
              defaultValue={part}
              submit={t('lookupSubmit')}
              hint={t('lookupHint')}
              maxLength={64}
            />
            {part && found ? (
              found.list.length > 0 ? (
                <>
                  <p className={styles.summary} role="status">
                    {t('lookupSummary', { part, count: found.total })}
                  </p>
                  <ComplianceTable items={found.list} locale={locale} label={t('lookupTable')} products={products} />
                </>
              ) : (
                <p className={styles.summary} role="status">
                  {t('lookupNone', { part })}
                </p>
              )
            ) : null}
          </Section>
        ) : null}
        {page?.content.trim() ? (
          <section aria-label={heading}>
            <RichText html={page.content} />
          </section>
        ) : null}
        {certificates.length > 0 ? (
          <Section id="certificates" title={t('certificates')}>
            <HonoursGallery honours={certificates} labels={galleryLabels} />
          </Section>
        ) : null}
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(QualityPage);
