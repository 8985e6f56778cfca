import { getTranslations } from 'next-intl/server';
import { getDividends } from '@/features/investor-depth/reads';
import { siteOrigin } from '@/lib/core/site-url';
import { dividendsCsv } from '@/features/investor-depth/dividends';
import { fileNotFound } from '@/lib/pages/file-not-found';

/**
 * `/investor/dividends.csv`: every distribution as the page lists it, amounts in the currency's units, in the
 * language of the address. A backend without dividends is a 404.
 */
export async function GET() {
  const [dividends, t] = await Promise.all([getDividends(), getTranslations('Dividends')]);
  if (!dividends || dividends.list.length === 0) return fileNotFound(t('none'));
  const csv = dividendsCsv(
    dividends.list,
    {
      year: t('year'),
      kind: t('kind'),
      plan: t('plan'),
      cash: t('csvCash'),
      bonus: t('csvBonus'),
      transfer: t('csvTransfer'),
      recordDate: t('recordDate'),
      exDate: t('exDate'),
      paymentDate: t('paymentDate'),
      total: t('csvTotal'),
      status: t('status'),
      announcement: t('csvAnnouncement'),
      kindName: (kind) => t(`kinds.${kind}`),
      statusName: (status) => t(`statuses.${status}`),
    },
    siteOrigin(),
  );
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="dividends.csv"; filename*=UTF-8''${encodeURIComponent(`${t('fileName')}.csv`)}`,
      'x-robots-tag': 'noindex',
    },
  });
}
