import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { getSiteInfo, orNull } from '@/lib/backend';
import { getCrossReferencePart } from '@/features/cross-reference/reads';
import { pageNotFound } from '@/lib/core/not-found';
import { siteOrigin } from '@/lib/core/site-url';
import { pageMetadata } from '@/lib/seo';
import { shortCompanyName } from '@/lib/site-name';
import { withProducts } from '@/features/cross-reference/shown';
import { partSlug } from '@/lib/cross-reference/part-number';
import { CROSS_REFERENCE_PATH, crossReferencePartPath } from '@/lib/cross-reference/page-query';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { LocaleLink } from '@/components/locale-link';
import { PartJsonLd } from '@/features/cross-reference/part-json-ld';
import { CrossReferenceForm } from '@/features/cross-reference/cross-reference-form';
import { CrossReferenceCard } from '@/features/cross-reference/cross-reference-card';
import { MatchLegend } from '@/features/cross-reference/match-legend';
import styles from '@/features/cross-reference/cross-reference.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

type Props = { params: Promise<{ part: string }> };

/**
 * One part number's page: every vendor's part of that number the backend knows, with what replaces it.
 * Any other spelling of the number (`nwp7a20-33`) moves permanently to the page's own address; a number
 * the backend does not know, or one no product of ours replaces, is a 404.
 */
async function loadPart(params: Props['params']) {
  const raw = (await params).part;
  const slug = partSlug(raw);
  if (!slug) pageNotFound();
  const items = await getCrossReferencePart(slug);
  if (!items || items.length === 0) pageNotFound();
  const canonical = partSlug(items[0]!.part_number);
  if (raw !== canonical) permanentRedirect((await getLocalePath())(crossReferencePartPath(canonical)));
  const shown = await withProducts(items);
  if (shown.length === 0) pageNotFound();
  return { part: items[0]!.part_number, shown };
}

/** Our products that replace the part, each once, in the order given. */
const oursOf = (shown: Awaited<ReturnType<typeof loadPart>>['shown']) => [
  ...new Set(shown.flatMap((item) => item.replacements.map((replacement) => replacement.product.part_number))),
];

async function generatePageMetadata({ params }: Props): Promise<Metadata> {
  const [{ part, shown }, t] = await Promise.all([loadPart(params), getTranslations('CrossReference')]);
  const first = shown[0]!;
  const ours = oursOf(shown).join(' / ');
  return pageMetadata(await getPageLocale(), {
    title: t('partTitle', { part, ours }),
    description: t('partDescription', { vendor: first.vendor, part, description: first.description || first.package, ours }),
    path: crossReferencePartPath(part),
    keywords: [part, ...oursOf(shown)].join(','),
  });
}

async function CrossReferencePartPage({ params }: Props) {
  const [{ part, shown }, site, t, nav] = await Promise.all([
    loadPart(params),
    orNull(getSiteInfo()),
    getTranslations('CrossReference'),
    getTranslations('Nav'),
  ]);
  return (
    <PageMain>
      <PartJsonLd shown={shown} company={site?.company_name ?? ''} />
      <PageHero title={t('partHeading', { part })} subtitle={t('subtitle', { company: shortCompanyName(site) })} />
      <div className="container">
        <Breadcrumb
          origin={siteOrigin()}
          items={[
            { name: nav('home'), href: '/' },
            { name: nav('product'), href: '/product' },
            { name: t('heading'), href: CROSS_REFERENCE_PATH },
            { name: part },
          ]}
        />
        <p className={styles.notice}>{t('notice')}</p>
        {shown.map((item, index) => (
          <CrossReferenceCard key={`${item.vendor} ${item.part_number}`} item={item} index={index} linkPart={false} />
        ))}
        <h2 className={styles.anotherTitle}>{t('another')}</h2>
        <CrossReferenceForm defaultValue="" example={part} id="xref-field" />
        <MatchLegend last={false} />
        <p className={styles.pageEnd}>
          <LocaleLink href={CROSS_REFERENCE_PATH}>{t('back')}</LocaleLink>
        </p>
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(CrossReferencePartPage);
