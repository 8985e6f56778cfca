/**
 * CSV export of a product selection: one row per product, the same columns as the selection table, in the
 * page's language; UTF-8 with a byte-order mark so spreadsheet programs read Chinese correctly.
 */
import { stringify } from 'csv-stringify/sync';
import type { LifecycleStatus } from './backend/types';
import { productName } from './format';
import { orderingValues, specValue, type Product, type SpecColumn } from './product-selection';

/**
 * Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, their full-width forms `＝＋－＠`, which
 * a spreadsheet with a Chinese input method reads the same way (issue 42), tab, carriage return first) gets
 * a leading apostrophe (OWASP "CSV injection"). Numbers are written as numbers.
 */
export function csvCell(value: string | number): string | number {
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
}

/** The fixed column headings, and the name of each lifecycle status, in the page's language. */
export type CsvLabels = {
  part: string;
  name: string;
  status: string;
  package: string;
  detail: string;
  lifecycle: (status: LifecycleStatus) => string;
};

export function productsCsv(products: Product[], columns: SpecColumn[], detailUrl: (id: number) => string, labels: CsvLabels): string {
  const header = [
    labels.part,
    labels.name,
    labels.status,
    ...columns.map((column) => (column.unit ? `${column.label} (${column.unit})` : column.label)),
    labels.package,
    labels.detail,
  ];
  const rows = products.map((item) => [
    item.product.part_number,
    productName(item.title, item.product.part_number),
    labels.lifecycle(item.product.status),
    ...columns.map((column) => specValue(item, column.key) ?? ''),
    orderingValues(item.product, 'package').join(' / '),
    detailUrl(item.id),
  ]);
  return `\uFEFF${stringify(
    [header, ...rows].map((row) => row.map(csvCell)),
    { record_delimiter: 'windows' },
  )}`;
}
