import { productsCsv } from '@/features/products/products-csv';
import type { LifecycleStatus } from '@/lib/backend/types';
import { absoluteUrl } from '@/lib/seo';
import { siteOrigin } from '@/lib/core/site-url';
import { PageNotFound } from '@/lib/core/not-found';
import { fileNotFound } from '@/lib/pages/file-not-found';
import { loadSelection } from '@/features/products/load-selection';
import { getTranslations } from 'next-intl/server';
import { getLocalePath } from '@/i18n/server';
import { PAGE_QUERIES } from '@/features';
import { queryOf } from '@/lib/page-query';
import type { NextRequest } from 'next/server';

/** The list's query, as /product reads it (the page cache keeps it for this address too). */
const QUERY = PAGE_QUERIES['/product/export'];

/** CSV of the current selection: the same query as /product, read as /product reads it, every matching row (not just one page). */
export async function GET(request: NextRequest) {
  let selection: Awaited<ReturnType<typeof loadSelection>>;
  try {
    selection = await loadSelection(QUERY.read(queryOf(request.nextUrl.searchParams)));
  } catch (error) {
    if (error instanceof PageNotFound) selection = null;
    else throw error;
  }
  const t = await getTranslations('Export');
  if (!selection) return fileNotFound(t('noCategory'));
  const { category, columns, matching } = selection;
  const origin = siteOrigin();
  const [href, lifecycle] = await Promise.all([getLocalePath(), getTranslations('Lifecycle')]);
  const labels = {
    part: t('part'),
    name: t('name'),
    status: t('status'),
    package: t('package'),
    detail: t('detail'),
    lifecycle: (status: LifecycleStatus) => lifecycle(status),
  };
  const csv = productsCsv(matching, columns, (id) => absoluteUrl(origin, href(`/product/detail/${id}`)), labels);
  const name = `products-${category.slug || category.id}.csv`;
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(t('fileName', { category: category.name }))}`,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
