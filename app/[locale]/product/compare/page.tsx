import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-link';
import { getArticle, getSiteInfo, orNull } from '@/lib/backend';
import { parseId } from '@/lib/params';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { COMPARE_MAX } from '@/features/products/compare';
import { CompareTable, type Compared } from '@/features/products/compare-table';
import sectionStyles from '@/components/content/section.module.css';
import styles from '@/features/products/product.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { shortCompanyName } from '@/lib/site-name';
import { PAGE_QUERIES } from '@/features';
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
  const [t, nav] = await Promise.all([getTranslations('Compare'), getTranslations('Nav')]);

  return (
    <PageMain>
      <PageHero title={t('heading')} subtitle={t('subtitle', { max: COMPARE_MAX })} />
      <div className="container">
        <Breadcrumb items={[{ name: nav('home'), href: '/' }, { name: nav('product'), href: '/product' }, { name: t('heading') }]} />
        {truncated ? <p className={styles.notice}>{t('truncated', { max: COMPARE_MAX })}</p> : null}
        {products.length < ids.length ? <p className={styles.notice}>{t('removed')}</p> : null}
        {products.length === 0 ? (
          <p className={sectionStyles.empty}>
            {t('emptyBefore')}
            <LocaleLink href="/product">{nav('product')}</LocaleLink>
            {t('emptyAfter', { max: COMPARE_MAX })}
          </p>
        ) : (
          <CompareTable products={products} />
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
