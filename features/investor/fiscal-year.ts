/**
 * The reporting year of a periodic report: `announcement.fiscal_year` when the backend sends it; else the
 * year its title names ("2024 年年度报告"); else its publication year, less one for an annual report
 * (a year's annual report comes out the next spring; quarterly and half-year reports in their own year).
 */
import type { ArticleSummary } from '@/lib/backend/types';
import { reportKindOf } from './report-kind';

const TITLED_YEAR = /((?:19|20|21)\d{2})\s*年\s*(?:年度|半年度|第?[一二三四1-4]季度)/;

export function fiscalYearOf(report: Pick<ArticleSummary, 'title' | 'published_at' | 'announcement'>): number {
  const sent = report.announcement?.fiscal_year;
  if (sent) return sent;
  const titled = TITLED_YEAR.exec(report.title);
  if (titled?.[1]) return Number(titled[1]);
  const published = Number(report.published_at.slice(0, 4));
  return reportKindOf(report.announcement?.subtype) === 'annual' ? published - 1 : published;
}
