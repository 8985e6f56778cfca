import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { getDocumentLibrary } from '@/features/resources/reads';
import { lineListPage } from '@/lib/pages/product-lines';
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
import { LibraryFilters } from '@/features/resources/library-filters';
import { FilteredListPage } from '@/components/page-kit/filtered-list-page';
import { DocumentTable } from '@/components/resources/document-table';
import { memberDocumentLabels } from '@/components/resources/member-document.labels';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The library's query: `q`, `type`, `line` (a product category), `language` and `page` (lib/resources/library.ts). */
const QUERY = PAGE_QUERIES['/product/resources'];
type Props = { searchParams: Promise<PageQuery> };

/**
 * One page of the library as its address narrows it, with the product lines for its filter. A malformed
 * query, a line outside the product tree, a page past the last, or a backend without a library: 404.
 */
async function load(declared: QueryOf<typeof RESOURCES_QUERY>) {
  const { list: library, ...page } = await lineListPage(parseResourcesQuery(declared), (query) =>
    getDocumentLibrary(query.q, query.type, query.line, query.language, query.page, RESOURCES_PAGE_SIZE),
  );
  return { ...page, library };
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
  const [{ query, library, lines }, t, nav, path] = await Promise.all([
    load(QUERY.read(await searchParams)),
    getTranslations('Resources'),
    getTranslations('Nav'),
    getLocalePath(),
  ]);
  const memberLabels = library.list.some((doc) => doc.access === 'member') ? await memberDocumentLabels() : undefined;
  const example = library.list.flatMap((doc) => doc.products)[0]?.part_number;
  return (
    <FilteredListPage
      title={t('heading')}
      subtitle={t('subtitle')}
      trail={[{ name: nav('home'), href: '/' }, { name: nav('product'), href: '/product' }, { name: t('heading') }]}
      form={{
        action: path(RESOURCES_PATH),
        label: t('filters'),
        applyLabel: t('apply'),
        reset: isNarrowed(query) ? { href: RESOURCES_PATH, label: t('reset') } : undefined,
        withQuery: true,
      }}
      fields={<LibraryFilters query={query} lines={lines} example={example} />}
      summary={t('summary', { count: library.total })}
      list={<DocumentTable documents={library.list} label={t('table')} library memberLabels={memberLabels} />}
      empty={library.list.length > 0 ? null : t('none')}
      pagination={{
        page: query.page,
        pageSize: RESOURCES_PAGE_SIZE,
        total: library.total,
        hrefFor: (page) => resourcesHref({ ...query, page }),
      }}
    />
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ResourcesPage);
