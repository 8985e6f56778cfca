import { getPageLocale } from '@/i18n/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageNotFound } from '@/lib/core/not-found';
import { parsePage } from '@/lib/params';
import { EMPTY_SELECTION, isFiltered, selectionQuery, withQuery } from '@/features/products/product-selection';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { EmptyPage } from '@/components/content/empty-page';
import { ProductListing } from '@/features/products/product-listing';
import { CategoryNav } from '@/features/products/category-nav';
import styles from '@/features/products/product.module.css';
import { loadSelection } from '@/features/products/load-selection';
import { hasCrossReference } from '@/features/cross-reference/reads';
import { hasDocumentLibrary } from '@/features/resources/reads';
import { hasCompliance } from '@/features/quality/reads';
import { hasChangeNotices } from '@/features/change-notices/reads';
import { ProductTools } from '@/features/products/product-tools';
import { CHANGE_NOTICES_PATH } from '@/features/change-notices/notices';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { PAGE_QUERIES } from '@/features';
import type { Query as PageQuery } from '@/lib/page-query';

const PAGE_SIZE = 20;

/** The product list's query: its category, page, search, filters and sort (features/products/product-selection.ts). */
const QUERY = PAGE_QUERIES['/product'];
type Props = { searchParams: Promise<PageQuery> };

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = QUERY.read(await searchParams);
  const page = parsePage(query.page);
  if (page === null) pageNotFound();
  const [selection, t] = await Promise.all([loadSelection(query), getTranslations('Products')]);
  if (!selection) return pageMetadata(await getPageLocale(), { title: t('heading'), path: '/product', noindex: true });
  const { category, requested, state, root } = selection;
  const name = requested === undefined ? t('heading') : t('titleInCategory', { category: category.name });
  const base = withQuery('/product', selectionQuery(EMPTY_SELECTION, { category: requested, page }));
  return pageMetadata(await getPageLocale(), {
    title: page > 1 ? t('titlePage', { title: name, page }) : name,
    description: t('description', { intro: category.description || root.description, category: category.name }),
    path: base,
    // Filtered and sorted views are the same products again: keep them out of the index, follow their links.
    noindex: isFiltered(state) || state.sort !== null,
  });
}

async function ProductListPage({ searchParams }: Props) {
  const query = QUERY.read(await searchParams);
  const page = parsePage(query.page);
  if (page === null) pageNotFound();
  const [selection, t, crossReference, library, quality, notices] = await Promise.all([
    loadSelection(query),
    getTranslations('Products'),
    hasCrossReference(),
    hasDocumentLibrary(),
    hasCompliance(),
    hasChangeNotices(),
  ]);
  if (!selection) {
    if (page > 1) pageNotFound();
    return <EmptyPage title={t('heading')} message={t('empty')} />;
  }
  const { root, category, requested, columns, state, all, matching } = selection;
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  if (page > pages) pageNotFound();
  const shown = matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const categoryHref = (id: number | undefined) => withQuery('/product', selectionQuery(EMPTY_SELECTION, { category: id }));

  return (
    <PageMain>
      <PageHero title={t('heading')} subtitle={root.description} />
      <div className={`container ${styles.withSidebar}`}>
        <CategoryNav root={root} requested={requested} hrefFor={categoryHref} />
        <ProductListing
          {...{ category, requested, columns, state, all, matching, shown, page }}
          pageSize={PAGE_SIZE}
          tools={
            <ProductTools
              crossReference={crossReference}
              resources={library}
              quality={quality}
              notices={notices ? CHANGE_NOTICES_PATH : null}
            />
          }
        />
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ProductListPage);
