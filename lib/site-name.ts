import type { SiteInfo } from '@/lib/backend/types';

/**
 * How the site names the company where a short name reads best (titles, feed names, descriptions): the
 * short name, else the full name, else the stock name; '' without site information.
 */
export function shortCompanyName(site: Pick<SiteInfo, 'company_short_name' | 'company_name' | 'stock_name'> | null | undefined): string {
  return site?.company_short_name || site?.company_name || site?.stock_name || '';
}
