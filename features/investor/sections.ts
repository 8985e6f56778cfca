import 'server-only';
import { getAllArticles, getCategory, orAbsent } from '@/lib/backend';
import type { ArticleSummary, Category } from '@/lib/backend/types';

/**
 * The investor page's sections: children of the investor channel, found by their role's slug
 * (docs/backend-api.md). A child with another slug is not shown, here or anywhere else (home).
 */
export async function investorSections(root: number | null) {
  const tree = root ? (await orAbsent(getCategory(root, 1, 1)))?.category : undefined;
  const bySlug = (slug: string): Category | undefined => tree?.children.find((child) => child.slug === slug);
  return {
    announcements: bySlug('announcements'),
    reports: bySlug('reports'),
    governance: bySlug('governance'),
    activities: bySlug('activities'),
  };
}

/** Reads shared by /investor and home, with the same arguments, so one answer serves both. */
export const readReports = (id: number) => getAllArticles(id);
export const readGovernance = (id: number) => getCategory(id, 1, 50);
export const readActivities = (id: number) => getCategory(id, 1, 10);
export const ANNOUNCEMENTS_PAGE_SIZE = 10;
export const readAnnouncements = (id: number, page = 1, year?: number, subtype?: string) =>
  getCategory(id, page, ANNOUNCEMENTS_PAGE_SIZE, year, subtype);

/** The newest documents of the shown sections, newest first: what home lists under 投资者关系. */
export async function latestInvestorDocuments(root: number | null, count: number): Promise<ArticleSummary[]> {
  const parts = await investorSections(root);
  const lists = await Promise.all([
    parts.announcements ? readAnnouncements(parts.announcements.id).then((data) => data.articles.list) : [],
    parts.reports ? readReports(parts.reports.id).then((data) => data.articles) : [],
    parts.governance ? readGovernance(parts.governance.id).then((data) => data.articles.list) : [],
    parts.activities ? readActivities(parts.activities.id).then((data) => data.articles.list) : [],
  ]);
  return lists
    .flat()
    .sort((a, b) => b.published_at.localeCompare(a.published_at) || b.id - a.id)
    .slice(0, count);
}
