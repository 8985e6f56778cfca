import { getTranslations } from 'next-intl/server';
import { getStockQuote } from '@/features/investor/reads';
import { chartDays } from '@/features/investor/price-days';
import { dayOfFile, yearThrough } from '@/features/investor/price-days-file';
import { fileNotFound } from '@/lib/pages/file-not-found';

type Params = { params: Promise<{ file: string }> };

/**
 * `/investor/price-days/2026-11-23.json`: the year of closes through that day as compact days
 * (features/investor/price-days.ts), the price chart's days for its island to read day by day; the page names
 * the file by its line's last day. Kept by the page cache as a page is, and revalidated with the quote. Any
 * other name, a day without a close, or a backend without a quote is a 404.
 */
export async function GET(_request: Request, { params }: Params) {
  const day = dayOfFile((await params).file);
  const [quote, t] = await Promise.all([day ? getStockQuote() : null, getTranslations('Quote')]);
  const days = day && quote ? yearThrough(day, quote.history) : null;
  if (!days) return fileNotFound(t('noDays'));
  return Response.json(chartDays(days), { headers: { 'x-robots-tag': 'noindex' } });
}
