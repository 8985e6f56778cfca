import type { Metadata } from 'next';
import Link from 'next/link';
import { pageNotFound } from '@/lib/server/not-found';
import { getCategory, getSiteInfo, orAbsent, orNotFound } from '@/lib/backend';
import { categoryTrail } from '@/lib/category-tree';
import { listHref, parseOptionalId, parsePage } from '@/lib/params';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { EmptyPage } from '@/components/content/empty-page';
import { NewsList } from '@/components/content/article-list';
import { Pagination } from '@/components/content/pagination';
import styles from '@/components/content/content.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/lib/server/unavailable';

const PAGE_SIZE = 10;

type Query = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<Query> };

const HEADING = '新闻中心';

/**
 * The news tree and the list a /news URL asks for. With no category chosen, the root's own page of news
 * doubles as the tree: one call, not two. Null when the backend has no news at all.
 */
async function loadNews(query: Query) {
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
  const { site, page, requested, tree, trail } = await loadNews(await searchParams);
  const category = requested === undefined ? undefined : trail.at(-1);
  const name = category ? `${category.name} - ${HEADING}` : HEADING;
  return pageMetadata({
    title: page > 1 ? `${name}（第 ${page} 页）` : name,
    description: `${site.company_short_name || site.company_name || site.stock_name}${category ? category.name : '公司新闻与行业动态'}：产品发布、业绩报告、展会活动与行业观察。`,
    path: hrefFor(requested, page),
    noindex: !tree,
  });
}

const hrefFor = (category: number | undefined, page: number) => listHref('/news', category, page);

async function NewsListPage({ searchParams }: Props) {
  const { page, requested, tree, trail, data } = await loadNews(await searchParams);
  if (!tree || !data) return <EmptyPage title={HEADING} message="暂无新闻动态，敬请关注。" />;
  // Tabs: the root's children; below them, the children of the chosen top-level category, if any.
  const top = trail[1];
  const tabs = [{ id: undefined, name: '全部' }, ...tree.category.children.map((child) => ({ id: child.id, name: child.name }))];
  const subTabs = top && top.children.length > 0 ? [{ id: top.id, name: '全部' }, ...top.children.map((child) => ({ id: child.id, name: child.name }))] : [];
  const listTitle = requested === undefined ? '全部新闻' : (trail.at(-1)?.name ?? '新闻列表');
  return (
    <PageMain>
      <PageHero title={HEADING} subtitle={tree.category.description} />
      <div className="container">
        <nav aria-label="新闻分类" className={styles.tabs}>
          {tabs.map((tab) => (
            <Link key={tab.name} href={hrefFor(tab.id, 1)} aria-current={tab.id === requested ? 'page' : tab.id !== undefined && tab.id === top?.id ? 'true' : undefined}>
              {tab.name}
            </Link>
          ))}
        </nav>
        {subTabs.length > 0 ? (
          <nav aria-label={`${top?.name ?? ''}分类`} className={styles.tabs}>
            {subTabs.map((tab) => (
              <Link key={tab.id} href={hrefFor(tab.id, 1)} aria-current={tab.id === requested ? 'page' : trail.some((item) => item.id === tab.id) && tab.id !== top?.id ? 'true' : undefined}>
                {tab.name}
              </Link>
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
