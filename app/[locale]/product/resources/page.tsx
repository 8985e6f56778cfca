import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { getSiteInfo } from '@/lib/backend';
import { getDocumentLibrary } from '@/features/resources/reads';
import { productLines } from '@/lib/pages/product-lines';
import { DOCUMENT_TYPES } from '@/lib/backend/types';
import { DOCUMENT_LANGUAGES } from '@/lib/backend/types';
import { pageNotFound } from '@/lib/core/not-found';
import { pageMetadata } from '@/lib/seo';
import { shortCompanyName } from '@/lib/site-name';
import { PAGE_QUERIES } from '@/features';
import {
  isNarrowed,
  parseResourcesQuery,
  RESOURCES_PAGE_SIZE,
  RESOURCES_PATH,
  resourcesHref,
  type RESOURCES_QUERY,
} from '@/lib/resources/library';
import type { Query as PageQuery, QueryOf } from '@/lib/page-query';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { Pagination } from '@/components/content/pagination';
import { FilterForm, LineSelect } from '@/components/content/filter-form';
import { DocumentTable } from '@/components/resources/document-table';
import { memberDocumentLabels } from '@/components/resources/member-document.labels';
import sectionStyles from '@/components/content/section.module.css';
import filters from '@/components/content/filters.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The library's query: `q`, `type`, `line` (a product category), `language` and `page` (lib/resources/library.ts). */
const QUERY = PAGE_QUERIES['/product/resources'];
type Props = { searchParams: Promise<PageQuery> };

/**
 * One page of the library as its address narrows it, with the product lines for its filter. A malformed
 * query, a line outside the product tree, a page past the last, or a backend without a library: 404.
 */
async function load(declared: QueryOf<typeof RESOURCES_QUERY>) {
  const query = parseResourcesQuery(declared);
  if (!query) pageNotFound();
  const [site, { lines, known }, library] = await Promise.all([
    getSiteInfo(),
    productLines(query.line),
    getDocumentLibrary(query.q, query.type, query.line, query.language, query.page, RESOURCES_PAGE_SIZE),
  ]);
  if (!library || !known || (query.page > 1 && library.list.length === 0)) pageNotFound();
  return { site, query, library, lines };
}

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ site, query }, t] = await Promise.all([load(QUERY.read(await searchParams)), getTranslations('Resources')]);
  return pageMetadata(await getPageLocale(), {
    title: query.page > 1 ? t('titlePage', { page: query.page }) : t('heading'),
    description: t('description', { company: shortCompanyName(site) }),
    path: resourcesHref(query),
    // Narrowed views are the same documents again: out of the index, their links followed.
    noindex: isNarrowed(query),
  });
}

async function ResourcesPage({ searchParams }: Props) {
  const [{ query, library, lines }, t, nav, locale, path] = await Promise.all([
    load(QUERY.read(await searchParams)),
    getTranslations('Resources'),
    getTranslations('Nav'),
    getPageLocale(),
    getLocalePath(),
  ]);
  const memberLabels = library.list.some((doc) => doc.access === 'member') ? await memberDocumentLabels() : undefined;
  const example = library.list.flatMap((doc) => doc.products)[0]?.part_number;
  return (
    <PageMain>
      <PageHero title={t('heading')} subtitle={t('subtitle')} />
      <div className={`container ${filters.pageEnd}`}>
        <Breadcrumb items={[{ name: nav('home'), href: '/' }, { name: nav('product'), href: '/product' }, { name: t('heading') }]} />
        <FilterForm
          action={path(RESOURCES_PATH)}
          label={t('filters')}
          applyLabel={t('apply')}
          reset={isNarrowed(query) ? { href: RESOURCES_PATH, label: t('reset') } : undefined}
          withQuery
        >
          <label>
            {t('query')}
            <input
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={100}
              placeholder={example ? t('queryPlaceholder', { example }) : undefined}
            />
          </label>
          <label>
            {t('type')}
            <select name="type" defaultValue={query.type ?? ''}>
              <option value="">{t('anyType')}</option>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <LineSelect lines={lines} value={query.line} label={t('line')} anyLabel={t('anyLine')} />
          <label>
            {t('language')}
            <select name="language" defaultValue={query.language ?? ''}>
              <option value="">{t('anyLanguage')}</option>
              {DOCUMENT_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </select>
          </label>
        </FilterForm>
        <p className={filters.summary} role="status">
          {t('summary', { count: library.total })}
        </p>
        {library.list.length > 0 ? (
          <DocumentTable documents={library.list} locale={locale} label={t('table')} library memberLabels={memberLabels} />
        ) : (
          <p className={sectionStyles.empty}>{t('none')}</p>
        )}
        <Pagination
          page={query.page}
          pageSize={RESOURCES_PAGE_SIZE}
          total={library.total}
          hrefFor={(page) => resourcesHref({ ...query, page })}
        />
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ResourcesPage);
