/**
 * CSV export of a product selection: one row per product, the same columns as the selection table, in the
 * page's language; UTF-8 with a byte-order mark so spreadsheet programs read Chinese correctly.
 */
import { stringify } from 'csv-stringify/sync';
import type { LifecycleStatus } from '@/lib/backend/types';
import { csvCell } from '@/lib/csv-cell';
import { productName } from '@/lib/format';
import { orderingValues, specValue, type Product, type SpecColumn } from './product-selection';

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
