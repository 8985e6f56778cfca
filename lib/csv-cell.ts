/** A cell of a CSV file the site writes (the product list's, the financial highlights', the dividends'). */
/**
 * Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, their full-width forms `＝＋－＠`, which
 * a spreadsheet with a Chinese input method reads the same way (issue 42), tab, carriage return first) gets
 * a leading apostrophe (OWASP "CSV injection"). Numbers are written as numbers.
 */
export function csvCell(value: string | number): string | number {
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
}
