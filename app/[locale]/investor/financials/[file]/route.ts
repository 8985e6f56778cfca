import { getTranslations } from 'next-intl/server';
import { getFinancials } from '@/features/investor/reads';
import { financialsCsv, seriesRows, type SeriesKind } from '@/features/investor/financials';
import { fileNotFound } from '@/lib/pages/file-not-found';

type Params = { params: Promise<{ file: string }> };

/**
 * `/investor/financials/annual.csv`, `…/quarterly.csv`: a series of the financial highlights as the page
 * shows it, amounts in yuan. Any other name, or a backend without the figures, is a 404.
 */
export async function GET(_request: Request, { params }: Params) {
  const kind = /^(annual|quarterly)\.csv$/.exec((await params).file)?.[1] as SeriesKind | undefined;
  const t = await getTranslations('Financials');
  const financials = kind ? await getFinancials() : null;
  const rows = kind && financials ? seriesRows(financials, kind) : [];
  if (!kind || rows.length === 0) return fileNotFound(t('none'));
  const csv = financialsCsv(rows, {
    period: t('period'),
    revenue: t('csvRevenue'),
    netProfit: t('csvNetProfit'),
    rdExpense: t('csvRdExpense'),
    rdShare: t('csvRdShare'),
    grossMargin: t('csvGrossMargin'),
  });
  const series = t(kind);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="financial-highlights-${kind}.csv"; filename*=UTF-8''${encodeURIComponent(t('fileName', { series }))}`,
      'x-robots-tag': 'noindex',
    },
  });
}
