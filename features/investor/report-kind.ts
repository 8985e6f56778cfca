/**
 * The kind of a periodic report, from its `announcement.subtype` as a backend writes it in either
 * language (docs/backend-api.md): 第一季度报告 / First-quarter report, 半年度报告 / Semi-annual report,
 * 第三季度报告 / Third-quarter report, 年度报告 / Annual report. Anything else is no periodic report kind.
 */
export const REPORT_KINDS = ['q1', 'half', 'q3', 'annual'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const PATTERNS: [ReportKind, RegExp][] = [
  ['q1', /^(第一季度报告|(first[- ]quarter|q1)( report)?)$/i],
  ['half', /^(半年度报告|(semi[- ]?annual|half[- ]year(ly)?|interim|h1)( report)?)$/i],
  ['q3', /^(第三季度报告|(third[- ]quarter|q3)( report)?)$/i],
  ['annual', /^(年度报告|annual( report)?)$/i],
];

export function reportKindOf(subtype: string | undefined): ReportKind | null {
  const text = subtype?.trim() ?? '';
  return PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/**
 * Periodic reports grouped by reporting year (newest first), then by kind; each kind keeps every report
 * of it, newest first, so a correction (更正 / 修订) stands beside the report it corrects rather than
 * hiding it. Reports without a document, or of no periodic kind, are left out (docs/backend-api.md).
 */
export function reportsByYear<
  T extends { published_at: string; title: string; announcement: { subtype?: string; pdf_url: string } | null },
>(reports: readonly T[], yearOf: (report: T) => number): Array<[number, Map<ReportKind, T[]>]> {
  const years = new Map<number, Map<ReportKind, T[]>>();
  const newestFirst = [...reports].sort((a, b) => b.published_at.localeCompare(a.published_at));
  for (const report of newestFirst) {
    const kind = reportKindOf(report.announcement?.subtype);
    if (!kind || !report.announcement?.pdf_url) continue;
    const year = yearOf(report);
    const slots = years.get(year) ?? new Map<ReportKind, T[]>();
    slots.set(kind, [...(slots.get(kind) ?? []), report]);
    years.set(year, slots);
  }
  return [...years].sort(([a], [b]) => b - a);
}
