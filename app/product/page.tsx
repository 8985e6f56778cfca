import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getCategory, getSiteInfo, orNotFound } from '@/lib/backend';
import type { Category } from '@/lib/backend/types';
import { listHref, parseOptionalId, parsePage } from '@/lib/params';
import { formatSpecValue } from '@/lib/format';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Pagination } from '@/components/content/pagination';
import { LifecycleBadge } from '@/components/content/lifecycle-badge';
import styles from '@/components/content/content.module.css';

const PAGE_SIZE = 20;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = {
  title: '产品中心',
  description: '电源管理、信号链、无线连接与传感器芯片：按产品线浏览型号、关键参数与量产状态。',
};

function contains(tree: Category, id: number): boolean {
  return tree.id === id || tree.children.some((child) => contains(child, id));
}

const hrefFor = (category: number | undefined, page: number) => listHref('/product', category, page);

export default async function ProductListPage({ searchParams }: Props) {
  const query = await searchParams;
  const page = parsePage(query.page);
  const requested = parseOptionalId(query.category);
  if (page === null || requested === null) notFound();

  const site = await getSiteInfo();
  const root = site.channels.product;
  if (!root) notFound();
  // With no category chosen, the root's own page of products doubles as the tree: one call, not two.
  const tree = await getCategory(root, requested === undefined ? page : 1, requested === undefined ? PAGE_SIZE : 1);
  // Only categories inside the product tree may be shown here.
  if (requested !== undefined && !contains(tree.category, requested)) notFound();
  const selected = requested ?? root;
  const data = requested === undefined ? tree : await orNotFound(getCategory(selected, page, PAGE_SIZE));
  if (page > 1 && data.articles.list.length === 0) notFound();

  return (
    <PageMain>
      <PageHero title="产品中心" subtitle={tree.category.description} />
      <div className={`container ${styles.withSidebar}`}>
        <nav aria-label="产品分类" className={styles.sidebar}>
          <ul>
            <li>
              <Link href="/product" aria-current={selected === root ? 'page' : undefined}>
                全部产品 <span>{tree.category.article_count}</span>
              </Link>
            </li>
            {tree.category.children.map((line) => (
              <li key={line.id}>
                <Link href={hrefFor(line.id, 1)} aria-current={selected === line.id ? 'page' : undefined}>
                  {line.name} <span>{line.article_count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="product-list-title" className={styles.mainColumn}>
          <h2 id="product-list-title" className={styles.sectionTitle}>
            {data.category.name}
            <small>共 {data.articles.total} 款</small>
          </h2>
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">型号</th>
                  <th scope="col">名称</th>
                  <th scope="col">状态</th>
                  <th scope="col">关键参数</th>
                </tr>
              </thead>
              <tbody>
                {data.articles.list.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Link href={`/product/detail/${item.id}`}>{item.product?.part_number ?? item.title}</Link>
                    </td>
                    <td>{item.product ? item.title.replace(item.product.part_number, '').trim() : item.title}</td>
                    <td>{item.product ? <LifecycleBadge status={item.product.status} /> : null}</td>
                    <td className={styles.specSummary}>
                      {(item.product?.key_specs ?? []).slice(0, 3).map((spec) => (
                        <span key={spec.key}>
                          {spec.label} {formatSpecValue(spec.value, spec.unit)}
                        </span>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.articles.list.length === 0 ? <p className={styles.empty}>该分类下暂无产品</p> : null}
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.articles.total} hrefFor={(number) => hrefFor(requested, number)} />
        </section>
      </div>
    </PageMain>
  );
}
