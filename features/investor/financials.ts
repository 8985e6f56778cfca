/**
 * The financial highlights' decisions, pure: which periods are shown (the last 5 years, the last 8
 * quarters, oldest first), each with its R&D share of revenue; how amounts read in each language (亿元 in
 * Chinese, millions in English); and the CSV of a series. /investor draws them (components/investor/*).
 */
import { stringify } from 'csv-stringify/sync';
import type { FinancialPeriod, Financials } from './contract';
import { csvCell } from '@/lib/csv-cell';
import { formatNumber } from '@/lib/format';

export const YEARS_SHOWN = 5;
export const QUARTERS_SHOWN = 8;
export type SeriesKind = 'annual' | 'quarterly';
export const SERIES_KINDS: readonly SeriesKind[] = ['annual', 'quarterly'];

export type FinancialRow = FinancialPeriod & { rd_share: number | null };

/** A period's sort key: `2025` before `2025Q1` never happens within a series; years and quarters sort as text. */
export function seriesRows(financials: Financials, kind: SeriesKind): FinancialRow[] {
  const pattern = kind === 'annual' ? /^\d{4}$/ : /^\d{4}Q[1-4]$/;
  const byPeriod = new Map(financials[kind].filter((row) => pattern.test(row.period)).map((row) => [row.period, row]));
  return [...byPeriod.values()]
    .sort((a, b) => a.period.localeCompare(b.period))
    .slice(-(kind === 'annual' ? YEARS_SHOWN : QUARTERS_SHOWN))
    .map((row) => ({ ...row, rd_share: row.rd_expense !== null && row.revenue ? row.rd_expense / row.revenue : null }));
}

/** The unit amounts are shown in: 亿 (10⁸) in Chinese, millions in English. */
export function amountUnit(locale: 'zh' | 'en'): number {
  return locale === 'zh' ? 100_000_000 : 1_000_000;
}

/** An amount in the page's unit (9.62 亿 → `9.62`; 962 million → `962.0`). */
export function formatAmount(value: number | null, locale: 'zh' | 'en'): string {
  if (value === null) return '—';
  return formatNumber(value / amountUnit(locale), locale, locale === 'zh' ? 2 : 1);
}

export function formatPercent(fraction: number | null): string {
  return fraction === null ? '—' : `${(fraction * 100).toFixed(1)}%`;
}

/** `2026Q3` → `2026 Q3`; a year as it is. */
export function periodLabel(period: string): string {
  return period.replace(/^(\d{4})Q/, '$1 Q');
}

export type FinancialsCsvLabels = {
  period: string;
  revenue: string;
  netProfit: string;
  rdExpense: string;
  rdShare: string;
  grossMargin: string;
};

/** A series as CSV: amounts in the currency's units (yuan), ratios in percent; UTF-8 with a byte-order mark. */
export function financialsCsv(rows: FinancialRow[], labels: FinancialsCsvLabels): string {
  const percent = (fraction: number | null) => (fraction === null ? '' : Math.round(fraction * 1000) / 10);
  const table = [
    [labels.period, labels.revenue, labels.netProfit, labels.rdExpense, labels.rdShare, labels.grossMargin],
    ...rows.map((row) => [
      periodLabel(row.period),
      row.revenue ?? '',
      row.net_profit ?? '',
      row.rd_expense ?? '',
      percent(row.rd_share),
      percent(row.gross_margin),
    ]),
  ];
  return `\uFEFF${stringify(
    table.map((row) => row.map(csvCell)),
    { record_delimiter: 'windows' },
  )}`;
}
