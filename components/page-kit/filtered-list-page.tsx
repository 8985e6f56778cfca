import type { ReactNode } from 'react';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb, type Crumb } from '@/components/content/breadcrumb';
import { Pagination } from '@/components/content/pagination';
import { FilterForm } from '@/components/content/filter-form';
import sectionStyles from '@/components/content/section.module.css';
import filters from '@/components/content/filters.module.css';

type Props = {
  title: string;
  subtitle?: string;
  /** The breadcrumb, home first; the page's own entry last. */
  trail: Crumb[];
  /** What comes between the breadcrumb and the filters (the Q&A's "ask" button). */
  before?: ReactNode;
  /** The filter form: where it goes, its names, the way back while narrowed, and its fields as children. */
  form: Omit<Parameters<typeof FilterForm>[0], 'children'>;
  fields: ReactNode;
  /** "N found", announced to screen readers when the list changes. */
  summary: string;
  /** The list, or what is said when it is empty (null: the list is shown). */
  list: ReactNode;
  empty: string | null;
  pagination: Parameters<typeof Pagination>[0];
  /** What follows the pages' links (feeds, "notify me"). */
  after?: ReactNode;
};

/**
 * A list that its address narrows (GET form, no script): hero, breadcrumb, filters, the count, the list or
 * "none", page links. The change notices, the document library and the investor Q&A (docs/writing-a-page.md).
 */
export function FilteredListPage({ title, subtitle, trail, before, form, fields, summary, list, empty, pagination, after }: Props) {
  return (
    <PageMain>
      <PageHero title={title} subtitle={subtitle} />
      <div className={`container ${filters.pageEnd}`}>
        <Breadcrumb items={trail} />
        {before}
        <FilterForm {...form}>{fields}</FilterForm>
        <p className={filters.summary} role="status">
          {summary}
        </p>
        {empty === null ? list : <p className={sectionStyles.empty}>{empty}</p>}
        <Pagination {...pagination} />
        {after}
      </div>
    </PageMain>
  );
}
