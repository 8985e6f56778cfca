'use client';
import useSWR from 'swr';
import type { StockLabels } from './stock-ticker.labels';
import { StockList } from './stock-list';
import { CALLS } from '@/lib/backend/calls';
import type { SiteInfoInput } from '@/lib/backend/types';
import { request } from '@/components/api';

/**
 * Asks for the stock values once, with the error catalogue's toasts. The SWR key is shared, so the header
 * and the drawer make one request between them.
 */
export default function StockTickerLive({ labels, className }: { labels: StockLabels; className?: string }) {
  const { data } = useSWR(CALLS.getSiteList, (call: typeof CALLS.getSiteList) => request<SiteInfoInput>(call), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    dedupingInterval: Number.POSITIVE_INFINITY,
  });
  const stock = data ? { stock_name: data.stock_name ?? '', stock_code: data.stock_code ?? '' } : null;
  return <StockList stock={stock} labels={labels} className={className} />;
}
