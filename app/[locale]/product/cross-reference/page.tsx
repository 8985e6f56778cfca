import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { getSiteInfo, orNull } from '@/lib/backend';
import { findCrossReferences } from '@/features/cross-reference/reads';
import { pageNotFound } from '@/lib/core/not-found';
import { pageMetadata } from '@/lib/seo';
import { shortCompanyName } from '@/lib/site-name';
import { PAGE_QUERIES } from '@/features';
import { partsShown, withProducts } from '@/features/cross-reference/shown';
import {
  BROWSE_PAGE_SIZE,
  CROSS_REFERENCE_QUERY,
  crossReferenceHref,
  parseCrossReferenceQuery,
  RESULTS_PAGE_SIZE,
  type CrossReferenceQuery,
} from '@/lib/cross-reference/page-query';
import type { Query as PageQuery, QueryOf } from '@/lib/page-query';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { CrossReferenceForm } from '@/features/cross-reference/cross-reference-form';
import { CrossReferenceResults, KnownParts } from '@/features/cross-reference/cross-reference-results';
import { MatchLegend } from '@/features/cross-reference/match-legend';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The page's query: `q` (another vendor's part number, any spelling) and `page`. */
const QUERY = PAGE_QUERIES['/product/cross-reference'];
type Props = { searchParams: Promise<PageQuery> };

/**
 * A search (`q`): one page of the parts it finds, with our products read for their figures; without one,
 * a page of every part the backend knows. A backend without cross-reference makes the page a 404 (and
 * its links leave the site: features/cross-reference/shown.ts), as does a page past the last.
 */
async function load(query: CrossReferenceQuery) {
  if (query.q) {
    const found = await findCrossReferences(query.q, query.page, RESULTS_PAGE_SIZE);
    if (!found || (query.page > 1 && found.list.length === 0)) pageNotFound();
    const results = await withProducts(found.list);
    // A part whose page would be a 404 is not shown, and not counted.
    return { query, total: found.total - (found.list.length - results.length), results, known: null };
  }
  const all = await partsShown();
  const known = all?.slice((query.page - 1) * BROWSE_PAGE_SIZE, query.page * BROWSE_PAGE_SIZE);
  if (!all || !known || (query.page > 1 && known.length === 0)) pageNotFound();
  return { query, total: all.length, results: null, known };
}

function loadPage(declared: QueryOf<typeof CROSS_REFERENCE_QUERY>) {
  const query = parseCrossReferenceQuery(declared);
  if (!query) pageNotFound();
  return load(query);
}

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ query }, site, t] = await Promise.all([
    loadPage(QUERY.read(await searchParams)),
    orNull(getSiteInfo()),
    getTranslations('CrossReference'),
  ]);
  const { q, page } = query;
  return pageMetadata(await getPageLocale(), {
    title: q
      ? page > 1
        ? t('titleQueryPage', { query: q, page })
        : t('titleQuery', { query: q })
      : page > 1
        ? t('titleAllPage', { page })
        : t('heading'),
    description: t('description', { company: shortCompanyName(site) }),
    path: crossReferenceHref(query),
    // A search is for visitors: engines index each part's own page, which the list without a query links.
    noindex: Boolean(q),
  });
}

async function CrossReferencePage({ searchParams }: Props) {
  const [{ query, total, results, known }, site, t, nav] = await Promise.all([
    loadPage(QUERY.read(await searchParams)),
    orNull(getSiteInfo()),
    getTranslations('CrossReference'),
    getTranslations('Nav'),
  ]);
  const example = known?.[0]?.part_number ?? results?.[0]?.part_number;
  return (
    <PageMain>
      <PageHero title={t('heading')} subtitle={t('subtitle', { company: shortCompanyName(site) })} />
      <div className="container">
        <Breadcrumb items={[{ name: nav('home'), href: '/' }, { name: nav('product'), href: '/product' }, { name: t('heading') }]} />
        <CrossReferenceForm defaultValue={query.q} example={example} id="xref-field" />
        {results ? (
          <CrossReferenceResults query={query} total={total} results={results} />
        ) : (
          <KnownParts known={known ?? []} total={total} page={query.page} />
        )}
        <MatchLegend />
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(CrossReferencePage);
