import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { getSiteInfo } from '@/lib/backend';
import { CATEGORY_TYPES } from '@/lib/backend/types';
import { pageMetadata } from '@/lib/seo';
import { shortCompanyName } from '@/lib/site-name';
import { wordsToMark } from '@/lib/search/highlight';
import { SEARCH_PAGE_SIZE, searchHref } from '@/lib/search/page-query';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Pagination } from '@/components/content/pagination';
import { SearchForm } from '@/components/search/search-form';
import { SearchResults } from '@/features/search/search-results';
import { searchFieldLabels } from '@/components/search/search-field.labels';
import styles from '@/components/search/search.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { PAGE_QUERIES } from '@/features';
import { KindLinks } from '@/features/search/kind-links';
import { ResultGroups } from '@/features/search/result-groups';
import { CrossReferenceGroup } from '@/features/search/cross-reference-group';
import { loadSearch } from '@/features/search/load-search';
import { findCrossReferences } from '@/features/cross-reference/reads';
import type { Query as PageQuery } from '@/lib/page-query';

/** The search page's query: `q`, `type` and `page` (lib/search/page-query.ts). */
const QUERY = PAGE_QUERIES['/search'];
type Props = { searchParams: Promise<PageQuery> };

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ query }, site, t] = await Promise.all([
    loadSearch(QUERY.read(await searchParams), findCrossReferences),
    getSiteInfo(),
    getTranslations('Search'),
  ]);
  return pageMetadata(await getPageLocale(), {
    title: query.q
      ? query.page > 1
        ? t('titlePage', { query: query.q, page: query.page })
        : t('title', { query: query.q })
      : t('heading'),
    description: t('description', { company: shortCompanyName(site) }),
    path: searchHref(query),
    // Results pages are for visitors: engines index the pages they lead to.
    noindex: true,
  });
}

async function SearchPage({ searchParams }: Props) {
  const [{ query, groups, chosen, parts }, t, labels] = await Promise.all([
    loadSearch(QUERY.read(await searchParams), findCrossReferences),
    getTranslations('Search'),
    searchFieldLabels(),
  ]);
  const names = { all: t('all'), ...labels.types };
  const counts = new Map(CATEGORY_TYPES.map((kind) => [kind, groups?.get(kind)?.total ?? 0]));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const shown = chosen ? [chosen] : [...(groups?.values() ?? [])];
  const words = wordsToMark(
    query.q,
    shown.flatMap((result) => result?.terms ?? []),
  );
  return (
    <PageMain>
      <PageHero title={t('heading')} />
      <div className="container">
        <SearchForm labels={labels} variant="page" defaultValue={query.q} id="search-page-field" />
        {!query.q ? (
          <p className={styles.prompt}>{t('prompt')}</p>
        ) : total === 0 && !parts ? (
          <>
            <p className={styles.summary} role="status">
              {t('none', { query: query.q })}
            </p>
            <p className={styles.prompt}>{t('noneTips')}</p>
          </>
        ) : (
          <>
            <p className={styles.summary} role="status">
              {t('summary', { query: query.q, count: query.type ? (counts.get(query.type) ?? 0) : total || (parts?.total ?? 0) })}
            </p>
            <KindLinks query={query} counts={counts} label={t('typesNav')} names={names} />
            {query.type ? (
              <>
                <SearchResults items={chosen?.list ?? []} words={words} />
                <Pagination
                  page={query.page}
                  pageSize={SEARCH_PAGE_SIZE}
                  total={chosen?.total ?? 0}
                  hrefFor={(page) => searchHref({ ...query, page })}
                />
              </>
            ) : (
              <>
                {parts ? <CrossReferenceGroup query={query.q} found={parts} /> : null}
                <ResultGroups query={query} groups={groups} words={words} labels={labels} />
              </>
            )}
          </>
        )}
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(SearchPage);
