import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { getChangeNotices } from '@/features/change-notices/reads';
import { lineListPage } from '@/lib/pages/product-lines';
import { siteNow } from '@/lib/core/clock';
import { chinaDateTime } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import { shortCompanyName } from '@/lib/site-name';
import { PAGE_QUERIES } from '@/features';
import {
  CHANGE_NOTICES_PAGE_SIZE,
  CHANGE_NOTICES_PATH,
  isNarrowed,
  noticesHref,
  parseNoticesQuery,
  yearChoices,
  type CHANGE_NOTICES_QUERY,
} from '@/features/change-notices/notices';
import type { Query as PageQuery, QueryOf } from '@/lib/page-query';
import { FilteredListPage } from '@/components/page-kit/filtered-list-page';
import { NoticeList } from '@/features/change-notices/notice-list';
import { NoticeFilters } from '@/features/change-notices/notice-filters';
import { NoticesFollow } from '@/features/change-notices/notices-follow';
import { notifyMeLabels } from '@/features/change-notices/notify-me.labels';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The list's query: `line` (a product category), `type`, `year` and `page` (features/change-notices/notices.ts). */
const QUERY = PAGE_QUERIES['/product/change-notices'];
type Props = { searchParams: Promise<PageQuery> };

/**
 * One page of the notices as the address narrows them, with the product lines for the filter. A malformed
 * query, a line outside the product tree, a page past the last, or a backend without notices: 404.
 */
async function load(declared: QueryOf<typeof CHANGE_NOTICES_QUERY>) {
  const { list: notices, ...page } = await lineListPage(parseNoticesQuery(declared), (query) =>
    getChangeNotices(query.line, query.type, query.year, query.page, CHANGE_NOTICES_PAGE_SIZE),
  );
  return { ...page, notices };
}

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ site, query, line }, t] = await Promise.all([load(QUERY.read(await searchParams)), getTranslations('Notices')]);
  return pageMetadata(await getPageLocale(), {
    title: query.page > 1 ? t('titlePage', { page: query.page }) : t('heading'),
    description: t('description', { company: shortCompanyName(site) }),
    path: noticesHref(query),
    noindex: isNarrowed(query),
    feeds: [
      { kind: 'change-notices', title: t('feed') },
      ...(line ? [{ kind: 'change-notices' as const, title: t('feedLine', { line: line.name }), line: line.id }] : []),
    ],
  });
}

async function ChangeNoticesPage({ searchParams }: Props) {
  const [{ query, notices, lines, line }, t, nav, path, notifyLabels] = await Promise.all([
    load(QUERY.read(await searchParams)),
    getTranslations('Notices'),
    getTranslations('Nav'),
    getLocalePath(),
    notifyMeLabels(),
  ]);
  const thisYear = Number(chinaDateTime(siteNow()).day.slice(0, 4));
  return (
    <FilteredListPage
      title={t('heading')}
      subtitle={t('subtitle')}
      trail={[{ name: nav('home'), href: '/' }, { name: nav('product'), href: '/product' }, { name: t('heading') }]}
      form={{
        action: path(CHANGE_NOTICES_PATH),
        label: t('filters'),
        applyLabel: t('apply'),
        reset: isNarrowed(query) ? { href: CHANGE_NOTICES_PATH, label: t('reset') } : undefined,
      }}
      fields={<NoticeFilters query={query} lines={lines} years={yearChoices(notices.years, thisYear)} />}
      summary={t('summary', { count: notices.total })}
      list={<NoticeList notices={notices.list} level={2} />}
      empty={notices.list.length > 0 ? null : t('none')}
      pagination={{
        page: query.page,
        pageSize: CHANGE_NOTICES_PAGE_SIZE,
        total: notices.total,
        hrefFor: (page) => noticesHref({ ...query, page }),
      }}
      after={<NoticesFollow line={line} here={path(noticesHref({ ...query, page: 1 }))} labels={notifyLabels} />}
    />
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ChangeNoticesPage);
