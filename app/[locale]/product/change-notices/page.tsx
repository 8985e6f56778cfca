import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { getSiteInfo } from '@/lib/backend';
import { getChangeNotices } from '@/features/change-notices/reads';
import { productLines } from '@/lib/pages/product-lines';
import { NOTICE_TYPES } from '@/features/change-notices/contract';
import { pageNotFound } from '@/lib/core/not-found';
import { siteNow } from '@/lib/core/clock';
import { chinaDateTime } from '@/lib/format';
import { feedPath } from '@/lib/feed-path';
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
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { Pagination } from '@/components/content/pagination';
import { FilterForm, LineSelect } from '@/components/content/filter-form';
import { NoticeList } from '@/features/change-notices/notice-list';
import { NotifyMe } from '@/features/change-notices/notify-me';
import { notifyMeLabels } from '@/features/change-notices/notify-me.labels';
import sectionStyles from '@/components/content/section.module.css';
import filters from '@/components/content/filters.module.css';
import styles from '@/features/change-notices/notices.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The list's query: `line` (a product category), `type`, `year` and `page` (features/change-notices/notices.ts). */
const QUERY = PAGE_QUERIES['/product/change-notices'];
type Props = { searchParams: Promise<PageQuery> };

/**
 * One page of the notices as the address narrows them, with the product lines for the filter. A malformed
 * query, a line outside the product tree, a page past the last, or a backend without notices: 404.
 */
async function load(declared: QueryOf<typeof CHANGE_NOTICES_QUERY>) {
  const query = parseNoticesQuery(declared);
  if (!query) pageNotFound();
  const [site, { lines, known }, notices] = await Promise.all([
    getSiteInfo(),
    productLines(query.line),
    getChangeNotices(query.line, query.type, query.year, query.page, CHANGE_NOTICES_PAGE_SIZE),
  ]);
  if (!notices || !known || (query.page > 1 && notices.list.length === 0)) pageNotFound();
  return { site, query, notices, lines, line: lines.find((item) => item.id === query.line) };
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
  const [{ query, notices, lines, line }, t, nav, locale, path, notifyLabels] = await Promise.all([
    load(QUERY.read(await searchParams)),
    getTranslations('Notices'),
    getTranslations('Nav'),
    getPageLocale(),
    getLocalePath(),
    notifyMeLabels(),
  ]);
  const thisYear = Number(chinaDateTime(siteNow()).day.slice(0, 4));
  return (
    <PageMain>
      <PageHero title={t('heading')} subtitle={t('subtitle')} />
      <div className={`container ${filters.pageEnd}`}>
        <Breadcrumb items={[{ name: nav('home'), href: '/' }, { name: nav('product'), href: '/product' }, { name: t('heading') }]} />
        <FilterForm
          action={path(CHANGE_NOTICES_PATH)}
          label={t('filters')}
          applyLabel={t('apply')}
          reset={isNarrowed(query) ? { href: CHANGE_NOTICES_PATH, label: t('reset') } : undefined}
        >
          <LineSelect lines={lines} value={query.line} label={t('line')} anyLabel={t('anyLine')} />
          <label>
            {t('type')}
            <select name="type" defaultValue={query.type ?? ''}>
              <option value="">{t('anyType')}</option>
              {NOTICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('year')}
            <select name="year" defaultValue={query.year ? String(query.year) : ''}>
              <option value="">{t('anyYear')}</option>
              {yearChoices(notices.years, thisYear).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </label>
        </FilterForm>
        <p className={filters.summary} role="status">
          {t('summary', { count: notices.total })}
        </p>
        {notices.list.length > 0 ? (
          <NoticeList notices={notices.list} locale={locale} level={2} />
        ) : (
          <p className={sectionStyles.empty}>{t('none')}</p>
        )}
        <Pagination
          page={query.page}
          pageSize={CHANGE_NOTICES_PAGE_SIZE}
          total={notices.total}
          hrefFor={(page) => noticesHref({ ...query, page })}
        />
        <p className={styles.feeds}>
          <a href={feedPath(locale, 'change-notices')}>{t('feed')}</a>
          {line ? <a href={feedPath(locale, 'change-notices', line.id)}>{t('feedLine', { line: line.name })}</a> : null}
        </p>
        {line ? (
          <p className={styles.notifyRow}>
            <NotifyMe kind="line" id={line.id} name={line.name} here={path(noticesHref({ ...query, page: 1 }))} labels={notifyLabels} />
          </p>
        ) : null}
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(ChangeNoticesPage);
