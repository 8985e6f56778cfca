import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-link';
import { pageNotFound } from '@/lib/core/not-found';
import { getCategory, getSiteInfo, orAbsent, orNotFound } from '@/lib/backend';
import { categoryTrail } from '@/lib/category-tree';
import { listHref, parseOptionalId, parsePage } from '@/lib/params';
import { PAGE_QUERIES } from '@/lib/pages/page-queries';
import type { Query as PageQuery, QueryOf } from '@/lib/page-query';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { EmptyPage } from '@/components/content/empty-page';
import { NewsList } from '@/components/content/article-list';
import { Pagination } from '@/components/content/pagination';
import styles from '@/components/content/content.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { shortCompanyName } from '@/lib/site-name';

const PAGE_SIZE = 10;

/** The news list's query: `page` and `category` (lib/params.ts). */
const QUERY = PAGE_QUERIES['/news'];
type Props = { searchParams: Promise<PageQuery> };

/**
 * The news tree and the list a /news URL asks for. With no category chosen, the root's own page of news
 * doubles as the tree: one call, not two. Null when the backend has no news at all.
 */
async function loadNews(query: QueryOf<typeof QUERY>) {
  const page = parsePage(query.page);
  const requested = parseOptionalId(query.category);
  if (page === null || requested === null) pageNotFound();
  const site = await getSiteInfo();
  const root = site.channels.news;
  const tree = root ? await orAbsent(getCategory(root, requested === undefined ? page : 1, requested === undefined ? PAGE_SIZE : 1)) : null;
  if (!tree) {
    if (requested !== undefined || page > 1) pageNotFound();
    return { site, page, requested, tree: null, trail: [], data: null };
  }
  // Any category of the tree, at any depth (articles link their whole category path).
  const trail = requested === undefined ? [tree.category] : categoryTrail(tree.category, requested);
  if (!trail) pageNotFound();
  const data = requested === undefined ? tree : await orNotFound(getCategory(requested, page, PAGE_SIZE));
  if (page > 1 && data.articles.list.length === 0) pageNotFound();
  return { site, page, requested, tree, trail, data };
}

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ site, page, requested, tree, trail }, t, feeds] = await Promise.all([
    loadNews(QUERY.read(await searchParams)),
    getTranslations('News'),
    getTranslations('Feeds'),
  ]);
  const category = requested === undefined ? undefined : trail.at(-1);
  const name = category ? t('titleInCategory', { category: category.name }) : t('heading');
  return pageMetadata(await getPageLocale(), {
    title: page > 1 ? t('titlePage', { title: name, page }) : name,
    description: t('description', { company: shortCompanyName(site), topic: category ? category.name : t('defaultTopic') }),
    path: hrefFor(requested, page),
    noindex: !tree,
    feeds: tree ? [{ kind: 'news', title: feeds('subscribeNews') }] : [],
  });
}

const hrefFor = (category: number | undefined, page: number) => listHref('/news', category, page);

async function NewsListPage({ searchParams }: Props) {
  const [{ page, requested, tree, trail, data }, t] = await Promise.all([
    loadNews(QUERY.read(await searchParams)),
    getTranslations('News'),
  ]);
  if (!tree || !data) return <EmptyPage title={t('heading')} message={t('empty')} />;
  // Tabs: the root's children; below them, the children of the chosen top-level category, if any.
  const top = trail[1];
  const tabs = [{ id: undefined, name: t('all') }, ...tree.category.children.map((child) => ({ id: child.id, name: child.name }))];
  const subTabs =
    top && top.children.length > 0
      ? [{ id: top.id, name: t('all') }, ...top.children.map((child) => ({ id: child.id, name: child.name }))]
      : [];
  const listTitle = requested === undefined ? t('allNews') : (trail.at(-1)?.name ?? t('list'));
  return (
    <PageMain>
      <PageHero title={t('heading')} subtitle={tree.category.description} />
      <div className="container">
        <nav aria-label={t('categories')} className={styles.tabs}>
          {tabs.map((tab) => (
            <LocaleLink
              key={tab.name}
              href={hrefFor(tab.id, 1)}
              aria-current={tab.id === requested ? 'page' : tab.id !== undefined && tab.id === top?.id ? 'true' : undefined}
            >
              {tab.name}
            </LocaleLink>
          ))}
        </nav>
        {subTabs.length > 0 ? (
          <nav aria-label={t('subcategories', { category: top?.name ?? '' })} className={styles.tabs}>
            {subTabs.map((tab) => (
              <LocaleLink
                key={tab.id}
                href={hrefFor(tab.id, 1)}
                aria-current={
                  tab.id === requested ? 'page' : trail.some((item) => item.id === tab.id) && tab.id !== top?.id ? 'true' : undefined
                }
              >
                {tab.name}
              </LocaleLink>
            ))}
          </nav>
        ) : null}
        <section aria-labelledby="news-list-title" className={styles.lastSection}>
          {/* The list's heading, for the outline between the page's h1 and the items' h3. */}
          <h2 id="news-list-title" className="visually-hidden">
            {listTitle}
          </h2>
          <NewsList items={data.articles.list} />
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.articles.total} hrefFor={(number) => hrefFor(requested, number)} />
        </section>
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(NewsListPage);
