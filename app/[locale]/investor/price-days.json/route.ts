import { getTranslations } from 'next-intl/server';
import { getStockQuote } from '@/features/investor/reads';
import { chartDays } from '@/features/investor/price-days';
import { lastYear } from '@/lib/charts';
import { fileNotFound } from '@/lib/pages/file-not-found';

/**
 * `/investor/price-days.json`: the year of closes the price chart draws, as compact days (features/investor/
 * price-days.ts), for the chart's island to read day by day. Kept by the page cache as a page is, and
 * revalidated with the quote. A backend without a quote, or without two days of closes, is a 404.
 */
export async function GET() {
  const [quote, t] = await Promise.all([getStockQuote(), getTranslations('Quote')]);
  const days = quote ? lastYear(quote.history) : [];
  if (days.length < 2) return fileNotFound(t('noDays'));
  return Response.json(chartDays(days), { headers: { 'x-robots-tag': 'noindex' } });
}
