import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-link';
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
import { contentLangAttr } from '@/components/content/content-language';
import { COMPARE_MAX } from '@/components/product/compare';
import contentStyles from '@/components/content/content.module.css';
import styles from '@/components/product/product.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { shortCompanyName } from '@/lib/site-name';
import { PAGE_QUERIES } from '@/lib/pages/page-queries';
import type { Query as PageQuery } from '@/lib/page-query';

/** The comparison's query: the products' `id`s (lib/params.ts). */
const QUERY = PAGE_QUERIES['/product/compare'];
type Props = { searchParams: Promise<PageQuery> };

/** Distinct well-formed ids from `?id=…&id=…` (the compare form), at most COMPARE_MAX, and whether more were asked. */
function parseIds(value: string | string[] | undefined): { ids: number[]; truncated: boolean } {
  const raw = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const ids = [
    ...new Set(
      raw
        .flatMap((item) => item.split(','))
        .map(parseId)
        .filter((id): id is number => id !== null),
    ),
  ];
  return { ids: ids.slice(0, COMPARE_MAX), truncated: ids.length > COMPARE_MAX };
}

type Compared = Article & { product: NonNullable<Article['product']> };

async function loadProducts(ids: number[]): Promise<Compared[]> {
  const articles = await Promise.all(ids.map((id) => orNull(getArticle(id))));
  return articles.filter((article): article is Compared => article !== null && article.product !== null);
}

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const [products, site, t] = await Promise.all([
    loadProducts(parseIds(QUERY.read(await searchParams).id).ids),
    orNull(getSiteInfo()),
    getTranslations('Compare'),
  ]);
  const company = shortCompanyName(site);
  return pageMetadata(await getPageLocale(), {
    title: products.length > 0 ? t('titleOf', { parts: products.map((item) => item.product.part_number).join(' / ') }) : t('heading'),
    description: t('description', { company }),
    path: '/product/compare',
    noindex: true,
  });
}

async function ComparePage({ searchParams }: Props) {
  const { ids, truncated } = parseIds(QUERY.read(await searchParams).id);
  const products = await loadProducts(ids);
  const [t, nav, lists, locale] = await Promise.all([
    getTranslations('Compare'),
    getTranslations('Nav'),
    getTranslations('Lists'),
    getPageLocale(),
  ]);
  // Every spec any of the products has, in first-seen order.
  const specs = new Map<string, { label: string; unit: string }>();
  for (const item of products)
    for (const spec of item.product.key_specs) if (!specs.has(spec.key)) specs.set(spec.key, { label: spec.label, unit: spec.unit });
  const without = (id: number) => {
    const rest = products.filter((item) => item.id !== id).map((item) => `id=${item.id}`);
    return rest.length > 0 ? `/product/compare?${rest.join('&')}` : '/product';
  };

  return (
    <PageMain>
      <PageHero title={t('heading')} subtitle={t('subtitle', { max: COMPARE_MAX })} />
      <div className="container">
        <Breadcrumb items={[{ name: nav('home'), href: '/' }, { name: nav('product'), href: '/product' }, { name: t('heading') }]} />
        {truncated ? <p className={styles.notice}>{t('truncated', { max: COMPARE_MAX })}</p> : null}
        {products.length < ids.length ? <p className={styles.notice}>{t('removed')}</p> : null}
        {products.length === 0 ? (
          <p className={contentStyles.empty}>
            {t('emptyBefore')}
            <LocaleLink href="/product">{nav('product')}</LocaleLink>
            {t('emptyAfter', { max: COMPARE_MAX })}
          </p>
        ) : (
          <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t('table')}>
            <table className={styles.compareTable}>
              <thead>
                <tr>
                  <th scope="col">{t('part')}</th>
                  {products.map((item) => (
                    <th scope="col" key={item.id}>
                      <LocaleLink href={`/product/detail/${item.id}`}>{item.product.part_number}</LocaleLink>
                      <LocaleLink
                        href={without(item.id)}
                        className={styles.removeLink}
                        aria-label={t('removeOf', { part: item.product.part_number })}
                      >
                        {t('remove')}
                      </LocaleLink>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('name')}</th>
                  {products.map((item) => (
                    <td key={item.id} {...contentLangAttr(item.lang, locale)}>
                      {productName(item.title, item.product.part_number)}
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('status')}</th>
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
                      {spec.unit ? <small>{lists('unit', { unit: spec.unit })}</small> : null}
                    </th>
                    {products.map((item) => {
                      const value = item.product.key_specs.find((candidate) => candidate.key === key)?.value;
                      return <td key={item.id}>{value === undefined ? '—' : formatSpecValue(value, '')}</td>;
                    })}
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('package')}</th>
                  {products.map((item) => (
                    <td key={item.id}>{orderingValues(item.product, 'package').join(lists('listSeparator')) || '—'}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('temperature')}</th>
                  {products.map((item) => (
                    <td key={item.id}>{orderingValues(item.product, 'temperature_range').join(lists('listSeparator')) || '—'}</td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('datasheet')}</th>
                  {products.map((item) => {
                    const datasheet = item.product.documents.find((doc) => doc.type === 'datasheet');
                    return (
                      <td key={item.id}>
                        {datasheet?.url ? (
                          <a href={datasheet.url} target="_blank" rel="noopener">
                            {t('pdf', { size: formatBytes(datasheet.size) })}
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
          <LocaleLink href="/product">{t('back')}</LocaleLink>
        </p>
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ComparePage);
