import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Category } from '@/lib/backend/types';
import {
  EMPTY_SELECTION,
  isFiltered,
  selectionQuery,
  withQuery,
  type Product,
  type SelectionState,
  type SpecColumn,
} from '@/features/products/product-selection';
import { Pagination } from '@/components/content/pagination';
import { Section } from '@/components/content/section';
import { useLocalePath } from '@/components/locale-link';
import sectionStyles from '@/components/content/section.module.css';
import { SelectionFilters } from './selection-filters';
import { SelectionTable } from './selection-table';
import { SelectionToolbar } from './selection-toolbar';
import styles from './product.module.css';

type Props = {
  /** The category shown (`requested`: as the address names it, none for the root), its spec columns and the filters. */
  category: Pick<Category, 'name' | 'description'>;
  requested?: number;
  columns: SpecColumn[];
  state: SelectionState;
  /** Every product of the category, those the filters keep, and this page of them. */
  all: Product[];
  matching: Product[];
  shown: Product[];
  page: number;
  pageSize: number;
  /** The links to the product tools the backend has (cross-reference, library, quality, notices). */
  tools: ReactNode;
};

/** The product list's main column: the category's name and count, its tools, the filters, the table, page links. */
export function ProductListing({ category, requested, columns, state, all, matching, shown, page, pageSize, tools }: Props) {
  const t = useTranslations('Products');
  const href = useLocalePath();
  const exportHref = href(withQuery('/product/export', selectionQuery(state, { category: requested })));
  return (
    <Section
      id="product-list-title"
      title={category.name}
      note={isFiltered(state) ? t('filtered', { matching: matching.length, total: all.length }) : t('total', { total: all.length })}
      className={styles.mainColumn}
    >
      {category.description ? <p className={styles.lineIntro}>{category.description}</p> : null}
      {tools}
      <SelectionFilters
        columns={columns}
        state={state}
        category={requested}
        resetHref={withQuery('/product', selectionQuery(EMPTY_SELECTION, { category: requested }))}
        example={all[0]?.product.part_number}
      />
      <SelectionToolbar compareAction={href('/product/compare')} exportHref={exportHref} count={matching.length} />
      {shown.length > 0 ? (
        <SelectionTable products={shown} columns={columns} state={state} category={requested} />
      ) : (
        <p className={sectionStyles.empty}>{t('noMatch')}</p>
      )}
      <Pagination
        page={page}
        pageSize={pageSize}
        total={matching.length}
        hrefFor={(number) => withQuery('/product', selectionQuery(state, { category: requested, page: number }))}
      />
    </Section>
  );
}
