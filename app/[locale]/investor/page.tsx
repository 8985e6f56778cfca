import { getPageLocale } from '@/i18n/server';
import { contentLangAttr } from '@/components/content/content-language';
import { REPORT_KINDS, reportsByYear } from '@/lib/report-kind';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-link';
import { pageNotFound } from '@/lib/core/not-found';
import { getCompanyProfile, getFinancials, getIrEvents, getPageBySlug, getSiteInfo, getStockQuote } from '@/lib/backend';
import { StockQuote } from '@/components/investor/stock-quote';
import { FinancialHighlights } from '@/components/investor/financial-highlights';
import { IrEvents } from '@/components/investor/ir-events';
import { EVENTS_ANCHOR } from '@/lib/investor-paths';
import { ANNOUNCEMENTS_PAGE_SIZE, investorSections, readActivities, readAnnouncements, readGovernance, readReports } from './sections';
import { formatBytes, displayDate, formatDate } from '@/lib/format';
import { fiscalYearOf } from '@/lib/fiscal-year';
import { siteNow } from '@/lib/core/clock';
import { firstParam, parsePage } from '@/lib/params';
import { pageMetadata } from '@/lib/seo';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { FactList } from '@/components/content/fact-list';
import { RichText } from '@/components/content/rich-text';
import { FilingList } from '@/components/content/article-list';
import { Pagination } from '@/components/content/pagination';
import styles from '@/components/content/content.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { PAGE_QUERIES } from '@/lib/pages/page-queries';
import type { Query as PageQuery, QueryOf } from '@/lib/page-query';

/** Periodic reports in the order a year's column reads. */

/** The investor page's query: the announcements' `page`, `year` and `type` (lib/investor-paths.ts). */
const QUERY = PAGE_QUERIES['/investor'];
type Query = QueryOf<typeof QUERY>;
type Props = { searchParams: Promise<PageQuery> };

/** Year and type filters of the announcements; malformed values are a 404 like any bad address. */
function parseFilters(query: Query) {
  const page = parsePage(query.page);
  const rawYear = firstParam(query.year);
  const year = rawYear === undefined ? undefined : /^(19|20|21)\d{2}$/.test(rawYear) ? Number(rawYear) : null;
  const rawType = firstParam(query.type);
  const type = rawType === undefined ? undefined : rawType.length > 0 && rawType.length <= 32 ? rawType : null;
  if (page === null || year === null || type === null) pageNotFound();
  return { page, year, type };
}

/** The investor page's address for these announcement filters (page 1 and empty filters left out). */
function filtersPath(filters: { year?: number; type?: string; page?: number }): string {
  const query = new URLSearchParams();
  if (filters.year) query.set('year', String(filters.year));
  if (filters.type) query.set('type', filters.type);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  const search = query.toString();
  return `/investor${search ? `?${search}` : ''}`;
}

/** Filter and page links land on the announcements section. */
const hrefFor = (filters: { year?: number; type?: string; page?: number }) => `${filtersPath(filters)}#announcements`;

async function loadInvestor(query: Query) {
  const filters = parseFilters(query);
  const [site, page, profile, events, quote, financials] = await Promise.all([
    getSiteInfo(),
    getPageBySlug('investor'),
    getCompanyProfile(),
    getIrEvents(),
    getStockQuote(),
    getFinancials(),
  ]);
  const parts = await investorSections(site.channels.investor);
  const [announcements, reports, governance, activities] = await Promise.all([
    parts.announcements ? readAnnouncements(parts.announcements.id, filters.page, filters.year, filters.type) : null,
    parts.reports ? readReports(parts.reports.id) : null,
    parts.governance ? readGovernance(parts.governance.id) : null,
    parts.activities ? readActivities(parts.activities.id) : null,
  ]);
  if (filters.page > 1 && announcements && announcements.articles.list.length === 0) pageNotFound();
  return { filters, site, page, profile, events, quote, financials, announcements, reports, governance, activities };
}

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const [{ filters, page, announcements }, t, feeds] = await Promise.all([
    loadInvestor(QUERY.read(await searchParams)),
    getTranslations('Investor'),
    getTranslations('Feeds'),
  ]);
  const parts = [
    filters.year ? t('filterYear', { year: String(filters.year) }) : '',
    filters.type ?? '',
    filters.page > 1 ? t('filterPage', { page: filters.page }) : '',
  ].filter(Boolean);
  const title = page?.seo_title || page?.title || t('heading');
  return pageMetadata(await getPageLocale(), {
    title: parts.length > 0 ? t('filteredTitle', { title, filters: parts.join(t('filterSeparator')) }) : title,
    description: page?.seo_description || page?.subtitle,
    path: filtersPath(filters),
    feeds: announcements ? [{ kind: 'announcements', title: feeds('subscribeAnnouncements') }] : [],
  });
}

async function InvestorPage({ searchParams }: Props) {
  const [
    { filters, site, page, profile, events, quote, financials, announcements, reports, governance, activities },
    t,
    lists,
    locale,
    calendar,
    figures,
  ] = await Promise.all([
    loadInvestor(QUERY.read(await searchParams)),
    getTranslations('Investor'),
    getTranslations('Lists'),
    getPageLocale(),
    getTranslations('IrEvents'),
    getTranslations('Financials'),
  ]);
  const ir = profile.ir_contact;
  const contact = [
    { label: t('secretary'), value: ir.secretary },
    { label: t('representative'), value: ir.representative },
    { label: t('phone'), value: ir.phone },
    { label: t('fax'), value: ir.fax },
    { label: t('email'), value: ir.email ? <a href={`mailto:${ir.email}`}>{ir.email}</a> : '' },
    { label: t('hours'), value: ir.hours },
    { label: t('address'), value: ir.address },
  ].filter((item) => item.value);

  return (
    <PageMain>
      <PageHero title={page?.title || t('heading')} subtitle={page?.subtitle} />
      <div className="container">
        <nav aria-label={t('pageNav')} className={styles.anchorNav}>
          <a href="#stock">{t('stock')}</a>
          {financials ? <a href="#financials">{figures('heading')}</a> : null}
          {events.length > 0 ? <a href={`#${EVENTS_ANCHOR}`}>{calendar('heading')}</a> : null}
          {announcements ? <a href="#announcements">{announcements.category.name}</a> : null}
          {reports ? <a href="#reports">{reports.category.name}</a> : null}
          {governance ? <a href="#governance">{governance.category.name}</a> : null}
          {activities ? <a href="#activities">{activities.category.name}</a> : null}
          <a href="#ir-contact">{t('contactNav')}</a>
        </nav>

        <section aria-labelledby="stock" className={styles.section}>
          <h2 id="stock" className={styles.sectionTitle}>
            {t('stock')}
          </h2>
          {quote ? <StockQuote quote={quote} locale={locale} /> : null}
          <dl className={styles.facts}>
            <div>
              <dt>{t('stockName')}</dt>
              <dd>{site.stock_name}</dd>
            </div>
            <div>
              <dt>{t('stockCode')}</dt>
              <dd>{site.stock_code}</dd>
            </div>
            <div>
              <dt>{t('exchange')}</dt>
              <dd>{site.exchange_name}</dd>
            </div>
          </dl>
          {page?.content ? <RichText html={page.content} /> : null}
        </section>

        {financials ? (
          <section aria-labelledby="financials" className={styles.section}>
            <h2 id="financials" className={styles.sectionTitle}>
              {figures('heading')}
            </h2>
            <FinancialHighlights financials={financials} locale={locale} />
          </section>
        ) : null}

        {events.length > 0 ? <IrEvents events={events} locale={locale} now={siteNow()} /> : null}

        {announcements ? (
          <section aria-labelledby="announcements" className={styles.section}>
            <h2 id="announcements" className={styles.sectionTitle}>
              {announcements.category.name}
              <small>{t('count', { count: announcements.articles.total })}</small>
            </h2>
            {/* Filter links are not prefetched: each prefetch is a server render, and a visitor picks one. */}
            <div className={styles.chips} role="group" aria-label={t('byYear')}>
              <span>{t('year')}</span>
              <LocaleLink
                href={hrefFor({ type: filters.type })}
                aria-current={filters.year === undefined ? 'true' : undefined}
                scroll={false}
                prefetch={false}
              >
                {t('all')}
              </LocaleLink>
              {announcements.facets.years.map((year) => (
                <LocaleLink
                  key={year}
                  href={hrefFor({ year, type: filters.type })}
                  aria-current={filters.year === year ? 'true' : undefined}
                  scroll={false}
                  prefetch={false}
                >
                  {year}
                </LocaleLink>
              ))}
            </div>
            <div className={styles.chips} role="group" aria-label={t('byType')}>
              <span>{t('type')}</span>
              <LocaleLink
                href={hrefFor({ year: filters.year })}
                aria-current={filters.type === undefined ? 'true' : undefined}
                scroll={false}
                prefetch={false}
              >
                {t('all')}
              </LocaleLink>
              {announcements.facets.subtypes.map((type) => (
                <LocaleLink
                  key={type}
                  href={hrefFor({ year: filters.year, type })}
                  aria-current={filters.type === type ? 'true' : undefined}
                  scroll={false}
                  prefetch={false}
                >
                  {type}
                </LocaleLink>
              ))}
            </div>
            <FilingList items={announcements.articles.list} />
            <Pagination
              page={filters.page}
              pageSize={ANNOUNCEMENTS_PAGE_SIZE}
              total={announcements.articles.total}
              hrefFor={(number) => hrefFor({ year: filters.year, type: filters.type, page: number })}
            />
          </section>
        ) : null}

        {reports ? (
          <section aria-labelledby="reports" className={styles.section}>
            <h2 id="reports" className={styles.sectionTitle}>
              {reports.category.name}
              <small>{t('reportsNote')}</small>
            </h2>
            <ul className={styles.reportYears}>
              {reportsByYear(reports.articles, fiscalYearOf).map(([year, slots]) => (
                <li key={year}>
                  <h3>{t('reportYear', { year: String(year) })}</h3>
                  <div className={styles.reportGrid}>
                    {REPORT_KINDS.flatMap((kind) => {
                      const kept = slots.get(kind) ?? [];
                      if (kept.length === 0) return [];
                      // Every report of the kind, newest first: a correction beside the report it corrects, each by its title.
                      return [
                        <div key={kind}>
                          <strong>{t(`reportKinds.${kind}`)}</strong>
                          {kept.map((report) => (
                            <p key={report.id} className={styles.reportEntry}>
                              <span className={styles.reportTitle} {...contentLangAttr(report.lang, locale)}>
                                {report.title}
                              </span>
                              <a href={report.announcement!.pdf_url} target="_blank" rel="noopener noreferrer">
                                {lists('pdfSize', { size: formatBytes(report.announcement!.pdf_size) })}
                                <span className="visually-hidden">
                                  {lists('pdfOf')}
                                  <span {...contentLangAttr(report.lang, locale)}>{report.title}</span>
                                </span>
                              </a>
                              <time dateTime={formatDate(report.published_at)}>
                                {t('published', { date: displayDate(report.published_at, locale) })}
                              </time>
                            </p>
                          ))}
                        </div>,
                      ];
                    })}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {governance ? (
          <section aria-labelledby="governance" className={styles.section}>
            <h2 id="governance" className={styles.sectionTitle}>
              {governance.category.name}
              <small>{t('count', { count: governance.articles.total })}</small>
            </h2>
            <FilingList items={governance.articles.list} />
          </section>
        ) : null}

        {activities ? (
          <section aria-labelledby="activities" className={styles.section}>
            <h2 id="activities" className={styles.sectionTitle}>
              {activities.category.name}
              <small>{t('activitiesNote')}</small>
            </h2>
            <FilingList items={activities.articles.list} />
          </section>
        ) : null}

        <section aria-labelledby="ir-contact" className={`${styles.section} ${styles.lastSection}`}>
          <h2 id="ir-contact" className={styles.sectionTitle}>
            {t('contact')}
          </h2>
          <FactList facts={contact} className={styles.facts} />
        </section>
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(InvestorPage);
