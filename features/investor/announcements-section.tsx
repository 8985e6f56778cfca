import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-link';
import { Section } from '@/components/content/section';
import { FilingList } from '@/components/content/article-list';
import { Pagination } from '@/components/content/pagination';
import type { CategoryInfo } from '@/lib/backend/types';
import chipStyles from '@/components/content/chips.module.css';
import sectionStyles from '@/components/content/section.module.css';

type Filters = { year?: number; type?: string; page?: number };

type Props = {
  announcements: CategoryInfo;
  filters: Filters & { page: number };
  pageSize: number;
  /** The address of the announcements under other filters (landing on this section). */
  hrefFor: (filters: Filters) => string;
};

/** The announcements of /investor: filters by year and by type (links, no JavaScript needed), the list, its pages. */
export async function AnnouncementsSection({ announcements, filters, pageSize, hrefFor }: Props) {
  const t = await getTranslations('Investor');
  // Filter links are not prefetched: each prefetch is a server render, and a visitor picks one.
  const chip = (key: string | number, href: string, current: boolean, label: string | number) => (
    <LocaleLink key={key} href={href} aria-current={current ? 'true' : undefined} scroll={false} prefetch={false}>
      {label}
    </LocaleLink>
  );
  return (
    <Section
      id="announcements"
      title={announcements.category.name}
      note={t('count', { count: announcements.articles.total })}
      className={sectionStyles.section}
    >
      <div className={chipStyles.chips} role="group" aria-label={t('byYear')}>
        <span>{t('year')}</span>
        {chip('all', hrefFor({ type: filters.type }), filters.year === undefined, t('all'))}
        {announcements.facets.years.map((year) => chip(year, hrefFor({ year, type: filters.type }), filters.year === year, year))}
      </div>
      <div className={chipStyles.chips} role="group" aria-label={t('byType')}>
        <span>{t('type')}</span>
        {chip('all', hrefFor({ year: filters.year }), filters.type === undefined, t('all'))}
        {announcements.facets.subtypes.map((type) => chip(type, hrefFor({ year: filters.year, type }), filters.type === type, type))}
      </div>
      <FilingList items={announcements.articles.list} />
      <Pagination
        page={filters.page}
        pageSize={pageSize}
        total={announcements.articles.total}
        hrefFor={(number) => hrefFor({ year: filters.year, type: filters.type, page: number })}
      />
    </Section>
  );
}
