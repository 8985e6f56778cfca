/**
 * The dividend page's decisions (issue 25, item 2), as pure functions of `web/get_dividends`: the cash per
 * share of each fiscal year (the chart and its table), the order the distributions are listed in, and the
 * CSV of them all.
 */
import { stringify } from 'csv-stringify/sync';
import type { Dividend } from '@/lib/backend/ir-types';
import { csvCell } from '@/lib/csv-cell';

/** Newest fiscal year first; within a year the latest record date (an interim before the year's final one). */
export function dividendOrder(list: readonly Dividend[]): Dividend[] {
  return [...list].sort((a, b) => b.year - a.year || (b.record_date ?? '9999').localeCompare(a.record_date ?? '9999'));
}

/** Rounded to a tenth of a fen: what per-share amounts are announced in (0.3 元 per 10 shares is 0.03 per share). */
const perShare = (per10: number) => Math.round(per10 * 100) / 1000;

/**
 * Cash dividend per share of each fiscal year that paid or proposes one, oldest first: the sum of its
 * distributions (an interim and a final one are the year's). Years without cash are left out of the chart.
 */
export function cashPerShareByYear(list: readonly Dividend[]): { year: number; perShare: number }[] {
  const byYear = new Map<number, number>();
  for (const item of list) {
    if (item.cash_per_10 === null || item.cash_per_10 <= 0) continue;
    byYear.set(item.year, (byYear.get(item.year) ?? 0) + item.cash_per_10);
  }
  return [...byYear.entries()].sort(([a], [b]) => a - b).map(([year, per10]) => ({ year, perShare: perShare(per10) }));
}

export type DividendCsvLabels = {
  year: string;
  kind: string;
  plan: string;
  cash: string;
  bonus: string;
  transfer: string;
  recordDate: string;
  exDate: string;
  paymentDate: string;
  total: string;
  status: string;
  announcement: string;
  /** The words of a kind and a status in the CSV's language. */
  kindName: (kind: Dividend['kind']) => string;
  statusName: (status: Dividend['status']) => string;
};

/** Every distribution as CSV, as the page lists them; amounts in the currency's units; UTF-8 with a byte-order mark. */
export function dividendsCsv(list: readonly Dividend[], labels: DividendCsvLabels, origin: string): string {
  const table = [
    [
      labels.year,
      labels.kind,
      labels.plan,
      labels.cash,
      labels.bonus,
      labels.transfer,
      labels.recordDate,
      labels.exDate,
      labels.paymentDate,
      labels.total,
      labels.status,
      labels.announcement,
    ],
    ...dividendOrder(list).map((item) => [
      item.year,
      labels.kindName(item.kind),
      item.plan,
      item.cash_per_10 ?? '',
      item.bonus_per_10 ?? '',
      item.transfer_per_10 ?? '',
      item.record_date ?? '',
      item.ex_date ?? '',
      item.payment_date ?? '',
      item.total_cash ?? '',
      labels.statusName(item.status),
      item.announcement ? new URL(item.announcement.url, origin).toString() : '',
    ]),
  ];
  return `\uFEFF${stringify(
    table.map((row) => row.map(csvCell)),
    { record_delimiter: 'windows' },
  )}`;
}
