/**
 * CSV export of a product selection: one row per product, the same columns as the selection table, UTF-8
 * with a byte-order mark so spreadsheet programs read the Chinese headers correctly.
 */
import { stringify } from 'csv-stringify/sync';
import { LIFECYCLE_LABELS, productName } from './format';
import { orderingValues, specValue, type Product, type SpecColumn } from './product-selection';

/**
 * Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a
 * leading apostrophe (OWASP "CSV injection"). Numbers are written as numbers.
 */
export function csvCell(value: string | number): string | number {
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function productsCsv(products: Product[], columns: SpecColumn[], detailUrl: (id: number) => string): string {
  const header = ['型号', '名称', '状态', ...columns.map((column) => (column.unit ? `${column.label} (${column.unit})` : column.label)), '封装', '详情'];
  const rows = products.map((item) => [
    item.product.part_number,
    productName(item.title, item.product.part_number),
    LIFECYCLE_LABELS[item.product.status],
    ...columns.map((column) => specValue(item, column.key) ?? ''),
    orderingValues(item.product, 'package').join(' / '),
    detailUrl(item.id),
  ]);
  return `\uFEFF${stringify([header, ...rows].map((row) => row.map(csvCell)), { record_delimiter: 'windows' })}`;
}
