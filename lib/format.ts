/** `2026-10-28T08:00:00Z` → `2026-10-28` (the date as the CMS wrote it, no time-zone shift). */
export function formatDate(iso: string): string {
  return iso.slice(0, 10);
}

const ENGLISH_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });

/**
 * The date of `iso` as a reader of `locale` writes it: `2026-10-28` in Chinese, `Oct 28, 2026` in English.
 * The date as the CMS wrote it, no time-zone shift; `<time dateTime>` keeps formatDate's form.
 */
export function displayDate(iso: string, locale: 'zh' | 'en'): string {
  const date = formatDate(iso);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (locale === 'zh' || !match) return date;
  return ENGLISH_DATE.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatSpecValue(value: number | string, unit: string): string {
  return unit ? `${value} ${unit}` : String(value);
}

/** `tel:` link target of a displayed number (`400-820 6888` → `tel:4008206888`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A product's name without its part number: article titles read `XY6201 300 mA 超低噪声 LDO 稳压器`. */
export function productName(title: string, partNumber: string): string {
  return title.replace(partNumber, '').trim();
}

/** A number with exactly `digits` decimals, grouped as a reader of `locale` groups digits (`1,087.0`). */
export function formatNumber(value: number, locale: 'zh' | 'en', digits = 2): string {
  return value.toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The date `YYYY-MM-DD` and time `HH:mm` of an instant in China (UTC+8 all year: no daylight saving). */
export function chinaDateTime(instant: Date | number): { day: string; time: string } {
  const shifted = new Date(new Date(instant).getTime() + CHINA_OFFSET_MS).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}
