import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { siteNow } from '@/lib/core/clock';
import { pageMetadata } from '@/lib/seo';
import { PAGE_QUERIES } from '@/features';
import type { Query as PageQuery } from '@/lib/page-query';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { FilingsSection } from '@/features/investor/filings-section';
import { InvestorNav } from '@/features/investor/investor-nav';
import { StockSection } from '@/features/investor/stock-section';
import { FinancialsSection } from '@/features/investor/financial-highlights';
import { IrEvents } from '@/features/investor/ir-events';
import { AnnouncementsSection } from '@/features/investor/announcements-section';
import { ReportsSection } from '@/features/investor/reports-section';
import { IrContactSection } from '@/features/investor/ir-contact-section';
import { InvestorPagesNav } from '@/features/investor-depth/investor-pages-nav';
import { BriefingsSection } from '@/features/investor-depth/briefings-section';
import { getInvestorDepth } from '@/features/investor-depth/reads';
import { hasInvestorQuestions } from '@/features/investor-qa/reads';
import { hasAlerts } from '@/features/alerts/reads';
import { eventPage } from '@/features/investor/event-pages';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { filtersPath, loadInvestor, type AnnouncementFilters } from '@/features/investor/load-investor';
import { ANNOUNCEMENTS_PAGE_SIZE } from '@/features/investor/sections';

/** The investor page's query: the announcements' `page`, `year` and `type` (lib/investor-paths.ts). */
const QUERY = PAGE_QUERIES['/investor'];
type Props = { searchParams: Promise<PageQuery> };

/** Filter and page links land on the announcements section. */
const hrefFor = (filters: AnnouncementFilters) => `${filtersPath(filters)}#announcements`;

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
  // What other features add to the page, read beside its own.
  const [investor, pages, qa, alerts, t] = await Promise.all([
    loadInvestor(QUERY.read(await searchParams)),
    getInvestorDepth(),
    hasInvestorQuestions(),
    hasAlerts(),
    getTranslations('Investor'),
  ]);
  const { filters, site, page, profile, events, quote, financials, announcements, reports, governance, activities } = investor;
  const depth = { ...pages, alerts };
  const now = siteNow();

  return (
    <PageMain>
      <PageHero title={page?.title || t('heading')} subtitle={page?.subtitle} />
      <div className="container">
        <InvestorNav
          financials={financials !== null}
          events={events.length > 0}
          briefings={depth.briefings.length > 0}
          parts={{ announcements, reports, governance, activities }}
        />
        <InvestorPagesNav depth={depth} />
        <StockSection
          site={site}
          quote={quote}
          page={page}
          events={{ reports: reports?.articles ?? [], dividends: depth.dividends, meetings: depth.meetings }}
        />
        <FinancialsSection financials={financials} />
        {events.length > 0 ? <IrEvents events={events} now={now} pageOf={(event) => eventPage(event, depth)} /> : null}
        {depth.briefings.length > 0 ? <BriefingsSection briefings={depth.briefings} now={now} /> : null}
        {announcements ? (
          <AnnouncementsSection announcements={announcements} filters={filters} pageSize={ANNOUNCEMENTS_PAGE_SIZE} hrefFor={hrefFor} />
        ) : null}
        {reports ? <ReportsSection reports={reports} /> : null}
        <FilingsSection id="governance" filings={governance} note={t('count', { count: governance?.articles.total ?? 0 })} />
        <FilingsSection id="activities" filings={activities} note={t('activitiesNote')} />
        <IrContactSection contact={profile.ir_contact} qa={qa} />
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(InvestorPage);
