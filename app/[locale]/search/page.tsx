import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { localePath } from '@/i18n/paths';
import { LocaleLink } from '@/components/locale-link';
import { getSiteInfo, searchSite } from '@/lib/backend';
import { CATEGORY_TYPES, type CategoryType, type SearchResult } from '@/lib/backend/types';
import { pageNotFound } from '@/lib/core/not-found';
import { pageMetadata } from '@/lib/seo';
import { shortCompanyName } from '@/lib/site-name';
import { wordsToMark } from '@/lib/search/highlight';
import { OVERVIEW_SIZE, parseSearchQuery, SEARCH_PAGE_SIZE, searchHref, type SearchQuery } from '@/lib/search/page-query';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Pagination } from '@/components/content/pagination';
import { SearchForm } from '@/components/search/search-form';
import { SearchResults } from '@/components/search/search-results';
import { searchLabelsFrom } from '@/components/search/labels';
import styles from '@/components/search/search.module.css';
import content from '@/components/content/content.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { PAGE_QUERIES } from '@/lib/pages/page-queries';
import type { Query as PageQuery, QueryOf } from '@/lib/page-query';

/** The search page's query: `q`, `type` and `page` (lib/search/page-query.ts). */
const QUERY = PAGE_QUERIES['/search'];
type Query = QueryOf<typeof QUERY>;
type Props = { searchParams: Promise<PageQuery> };

/**
 * What a /search address asks for: each kind's best few (their totals are the counts), and the chosen
 * kind's page. No query, no backend call. A page past the last is a 404, like any list.
 */
async function loadSearch(query: Query) {
  const parsed = parseSearchQuery(query);
  if (!parsed) pageNotFound();
  if (!parsed.q) return { query: parsed, groups: null, chosen: null };
  const { q, type, page } = parsed;
  const [groups, chosen] = await Promise.all([
    Promise.all(CATEGORY_TYPES.map(async (kind) => [kind, await searchSite(q, kind, 1, OVERVIEW_SIZE)] as const)),
    type ? searchSite(q, type, page, SEARCH_PAGE_SIZE) : null,
  ]);
  if (page > 1 && (!type || !chosen || chosen.list.length === 0)) pageNotFound();
  return { query: parsed, groups: new Map<CategoryType, SearchResult | null>(groups), chosen };
}

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ query }, site, t] = await Promise.all([loadSearch(QUERY.read(await searchParams)), getSiteInfo(), getTranslations('Search')]);
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

function KindLinks({
  query,
  counts,
  label,
  names,
}: {
  query: SearchQuery;
  counts: Map<CategoryType, number>;
  label: string;
  names: Record<CategoryType | 'all', string>;
}) {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const kinds: (CategoryType | undefined)[] = [undefined, ...CATEGORY_TYPES.filter((kind) => (counts.get(kind) ?? 0) > 0)];
  return (
    <nav aria-label={label} className={content.chips}>
      {kinds.map((kind) => (
        <LocaleLink
          key={kind ?? 'all'}
          href={searchHref({ q: query.q, type: kind })}
          aria-current={kind === query.type ? 'page' : undefined}
          prefetch={false}
        >
          {names[kind ?? 'all']} {kind ? counts.get(kind) : total}
        </LocaleLink>
      ))}
    </nav>
  );
}

async function SearchPage({ searchParams }: Props) {
  const [{ query, groups, chosen }, t, locale] = await Promise.all([
    loadSearch(QUERY.read(await searchParams)),
    getTranslations('Search'),
    getPageLocale(),
  ]);
  const labels = searchLabelsFrom(t, localePath(locale, '/search'));
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
        ) : total === 0 ? (
          <>
            <p className={styles.summary} role="status">
              {t('none', { query: query.q })}
            </p>
            <p className={styles.prompt}>{t('noneTips')}</p>
          </>
        ) : (
          <>
            <p className={styles.summary} role="status">
              {t('summary', { query: query.q, count: query.type ? (counts.get(query.type) ?? 0) : total })}
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
              CATEGORY_TYPES.map((kind) => {
                const group = groups?.get(kind);
                if (!group || group.total === 0) return null;
                return (
                  <section key={kind} className={styles.group} aria-labelledby={`results-${kind}`}>
                    <h2 id={`results-${kind}`} className={styles.groupTitle}>
                      {labels.types[kind]}
                      <small>{t('count', { count: group.total })}</small>
                    </h2>
                    <SearchResults items={group.list} words={words} />
                    {group.total > group.list.length ? (
                      <LocaleLink href={searchHref({ q: query.q, type: kind })} className={styles.more} prefetch={false}>
                        {t('more', { count: group.total, type: labels.types[kind] })}
                      </LocaleLink>
                    ) : null}
                  </section>
                );
              })
            )}
          </>
        )}
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(SearchPage);
