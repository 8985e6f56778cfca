import type { Metadata } from 'next';
import Link from 'next/link';
import { getArticle, getSiteInfo, orNull } from '@/lib/backend';
import type { Article } from '@/lib/backend/types';
import { formatBytes, formatSpecValue, productName } from '@/lib/format';
import { orderingValues } from '@/lib/product-selection';
import { parseId } from '@/lib/params';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { LifecycleBadge } from '@/components/content/lifecycle-badge';
import { COMPARE_MAX } from '@/components/product/compare';
import contentStyles from '@/components/content/content.module.css';
import styles from '@/components/product/product.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/lib/server/unavailable';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Distinct well-formed ids from `?id=…&id=…` (the compare form), at most COMPARE_MAX, and whether more were asked. */
function parseIds(value: string | string[] | undefined): { ids: number[]; truncated: boolean } {
  const raw = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const ids = [...new Set(raw.flatMap((item) => item.split(',')).map(parseId).filter((id): id is number => id !== null))];
  return { ids: ids.slice(0, COMPARE_MAX), truncated: ids.length > COMPARE_MAX };
}

type Compared = Article & { product: NonNullable<Article['product']> };

async function loadProducts(ids: number[]): Promise<Compared[]> {
  const articles = await Promise.all(ids.map((id) => orNull(getArticle(id))));
  return articles.filter((article): article is Compared => article !== null && article.product !== null);
}

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const [products, site] = await Promise.all([loadProducts(parseIds((await searchParams).id).ids), orNull(getSiteInfo())]);
  const company = site?.company_short_name || site?.company_name || site?.stock_name || '';
  return pageMetadata({
    title: products.length > 0 ? `产品对比：${products.map((item) => item.product.part_number).join(' / ')}` : '产品对比',
    description: `并排对比${company}芯片的关键参数、封装与生命周期状态。`,
    path: '/product/compare',
    noindex: true,
  });
}

async function ComparePage({ searchParams }: Props) {
  const { ids, truncated } = parseIds((await searchParams).id);
  const products = await loadProducts(ids);
  // Every spec any of the products has, in first-seen order.
  const specs = new Map<string, { label: string; unit: string }>();
  for (const item of products) for (const spec of item.product.key_specs) if (!specs.has(spec.key)) specs.set(spec.key, { label: spec.label, unit: spec.unit });
  const without = (id: number) => {
    const rest = products.filter((item) => item.id !== id).map((item) => `id=${item.id}`);
    return rest.length > 0 ? `/product/compare?${rest.join('&')}` : '/product';
  };

  return (
    <PageMain>
      <PageHero title="产品对比" subtitle={`并排对比最多 ${COMPARE_MAX} 款产品的关键参数`} />
      <div className="container">
        <Breadcrumb items={[{ name: '首页', href: '/' }, { name: '产品中心', href: '/product' }, { name: '产品对比' }]} />
        {truncated ? <p className={styles.notice}>一次最多对比 {COMPARE_MAX} 款产品，已显示前 {COMPARE_MAX} 款。</p> : null}
        {products.length < ids.length ? <p className={styles.notice}>部分型号不存在或已下架，已从对比中移除。</p> : null}
        {products.length === 0 ? (
          <p className={contentStyles.empty}>
            尚未选择产品。请在<Link href="/product">产品中心</Link>勾选 2 至 {COMPARE_MAX} 款产品后对比。
          </p>
        ) : (
          <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="产品对比表（可横向滚动）">
            <table className={styles.compareTable}>
              <thead>
                <tr>
                  <th scope="col">型号</th>
                  {products.map((item) => (
                    <th scope="col" key={item.id}>
                      <Link href={`/product/detail/${item.id}`}>{item.product.part_number}</Link>
                      <Link href={without(item.id)} className={styles.removeLink} aria-label={`移除 ${item.product.part_number}`}>
                        移除
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">名称</th>
                  {products.map((item) => (
                    <td key={item.id}>{productName(item.title, item.product.part_number)}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">状态</th>
                  {products.map((item) => (
                    <td key={item.id}>
                      <LifecycleBadge status={item.product.status} />
                    </td>
                  ))}
                </tr>
                {[...specs].map(([key, spec]) => (
                  <tr key={key}>
                    <th scope="row">
                      {spec.label}
                      {spec.unit ? <small>（{spec.unit}）</small> : null}
                    </th>
                    {products.map((item) => {
                      const value = item.product.key_specs.find((candidate) => candidate.key === key)?.value;
                      return <td key={item.id}>{value === undefined ? '—' : formatSpecValue(value, '')}</td>;
                    })}
                  </tr>
                ))}
                <tr>
                  <th scope="row">封装</th>
                  {products.map((item) => (
                    <td key={item.id}>{orderingValues(item.product, 'package').join('、') || '—'}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">工作温度</th>
                  {products.map((item) => (
                    <td key={item.id}>{orderingValues(item.product, 'temperature_range').join('、') || '—'}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">数据手册</th>
                  {products.map((item) => {
                    const datasheet = item.product.documents.find((doc) => doc.type === 'datasheet');
                    return (
                      <td key={item.id}>
                        {datasheet?.url ? (
                          <a href={datasheet.url} target="_blank" rel="noopener">
                            PDF（{formatBytes(datasheet.size)}）
                          </a>
                        ) : (
                          '—'
                        )}
                      </td>
                    );
                  })}
                </tr>
              </tbody>
            </table>
          </div>
        )}
        <p className={styles.backLink}>
          <Link href="/product">← 返回产品中心</Link>
        </p>
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ComparePage);
