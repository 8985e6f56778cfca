import 'server-only';
import { getCompanyProfile, getIrEvents, getPageBySlug, getSiteInfo } from '@/lib/backend';
import { getFinancials, getStockQuote } from './reads';
import { pageNotFound } from '@/lib/core/not-found';
import { firstParam, parsePage } from '@/lib/params';
import type { QueryOf } from '@/lib/page-query';
import type { INVESTOR_QUERY } from '@/lib/investor-paths';
import { investorSections, readActivities, readAnnouncements, readGovernance, readReports } from './sections';

type Query = QueryOf<typeof INVESTOR_QUERY>;
export type AnnouncementFilters = { year?: number; type?: string; page?: number };

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
export function filtersPath(filters: AnnouncementFilters): string {
  const query = new URLSearchParams();
  if (filters.year) query.set('year', String(filters.year));
  if (filters.type) query.set('type', filters.type);
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  const search = query.toString();
  return `/investor${search ? `?${search}` : ''}`;
}

/**
 * What /investor shows of its own, read at once: the page, the company, the quote and figures, and its
 * sections. The page reads beside it what other features add (the pages in depth, the Q&A, the alerts).
 */
export async function loadInvestor(query: Query) {
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
  return {
    filters,
    site,
    page,
    profile,
    events,
    quote,
    financials,
    announcements,
    reports,
    governance,
    activities,
  };
}
