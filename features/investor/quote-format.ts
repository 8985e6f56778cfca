import { formatNumber } from '@/lib/format';

/**
 * A number of shares as the quote writes it: in 万股 with two decimals in Chinese, in thousands with one in
 * English (the messages add the unit). The server's day figures and the chart's island both use it.
 */
export function formatVolume(shares: number, locale: 'zh' | 'en'): string {
  return locale === 'zh' ? formatNumber(shares / 10_000, locale) : formatNumber(shares / 1_000, locale, 1);
}
