import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getCategory, getSiteInfo, orNotFound } from '@/lib/backend';
import { listHref, parseOptionalId, parsePage } from '@/lib/params';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { NewsList } from '@/components/content/article-list';
import { Pagination } from '@/components/content/pagination';
import styles from '@/components/content/content.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/lib/server/unavailable';

const PAGE_SIZE = 10;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await searchParams;
  const page = parsePage(query.page);
  const requested = parseOptionalId(query.category);
  if (page === null || requested === null) notFound();
  const site = await getSiteInfo();
  // The same arguments as the page's first read, so React cache answers both with one backend call.
  const tree = site.channels.news ? await getCategory(site.channels.news, requested === undefined ? page : 1, requested === undefined ? PAGE_SIZE : 1) : null;
  const category = tree?.category.children.find((child) => child.id === requested);
  const name = category ? `${category.name} - 新闻中心` : '新闻中心';
  return pageMetadata({
    title: page > 1 ? `${name}（第 ${page} 页）` : name,
    description: `${site.company_short_name || site.company_name}${category ? category.name : '公司新闻与行业动态'}：产品发布、业绩报告、展会活动与行业观察。`,
    path: hrefFor(requested, page),
  });
}

const hrefFor = (category: number | undefined, page: number) => listHref('/news', category, page);

async function NewsListPage({ searchParams }: Props) {
  const query = await searchParams;
  const page = parsePage(query.page);
  const requested = parseOptionalId(query.category);
  if (page === null || requested === null) notFound();

  const site = await getSiteInfo();
  const root = site.channels.news;
  if (!root) notFound();
  // With no category chosen, the root's own page of news doubles as the tree: one call, not two.
  const tree = await getCategory(root, requested === undefined ? page : 1, requested === undefined ? PAGE_SIZE : 1);
  if (requested !== undefined && !tree.category.children.some((child) => child.id === requested)) notFound();
  const data = requested === undefined ? tree : await orNotFound(getCategory(requested, page, PAGE_SIZE));
  if (page > 1 && data.articles.list.length === 0) notFound();

  const tabs = [{ id: undefined, name: '全部' }, ...tree.category.children.map((child) => ({ id: child.id, name: child.name }))];
  const listTitle = requested === undefined ? '全部新闻' : (tabs.find((tab) => tab.id === requested)?.name ?? '新闻列表');
  return (
    <PageMain>
      <PageHero title="新闻中心" subtitle={tree.category.description} />
      <div className="container">
        <nav aria-label="新闻分类" className={styles.tabs}>
          {tabs.map((tab) => (
            <Link key={tab.name} href={hrefFor(tab.id, 1)} aria-current={tab.id === requested ? 'page' : undefined}>
              {tab.name}
            </Link>
          ))}
        </nav>
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
