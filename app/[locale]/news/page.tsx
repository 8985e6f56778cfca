import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsTabs } from '@/features/news/news-tabs';
import { Section } from '@/components/content/section';
import { pageNotFound } from '@/lib/core/not-found';
import { getCategory, getSiteInfo, orAbsent, orNotFound } from '@/lib/backend';
import { categoryTrail } from '@/lib/category-tree';
import { listHref, parseOptionalId, parsePage } from '@/lib/params';
import { PAGE_QUERIES } from '@/features';
import type { Query as PageQuery, QueryOf } from '@/lib/page-query';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { EmptyPage } from '@/components/content/empty-page';
import { NewsList } from '@/components/content/article-list';
import { Pagination } from '@/components/content/pagination';
import sectionStyles from '@/components/content/section.module.css';
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
  const listTitle = requested === undefined ? t('allNews') : (trail.at(-1)?.name ?? t('list'));
  return (
    <PageMain>
      <PageHero title={t('heading')} subtitle={tree.category.description} />
      <div className="container">
        <NewsTabs root={tree.category} requested={requested} trail={trail} hrefFor={(category) => hrefFor(category, 1)} />
        {/* The list's heading, for the outline between the page's h1 and the items' h3. */}
        <Section id="news-list-title" title={listTitle} hiddenTitle className={sectionStyles.lastSection}>
          <NewsList items={data.articles.list} />
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.articles.total} hrefFor={(number) => hrefFor(requested, number)} />
        </Section>
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(NewsListPage);
