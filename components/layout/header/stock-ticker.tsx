'use client';
import useSWR from 'swr';
import type { StockLabels } from './stock-ticker.labels';
import { CALLS } from '@/lib/backend/calls';
import type { SiteInfoInput } from '@/lib/backend/types';
import { request } from '@/components/api';
import styles from './header.module.css';

type Stock = { stock_name: string; stock_code: string };

/**
 * 股票简称 and 股票代码 (requirements §2). The server renders them into the HTML; only when the server could not
 * get them (backend briefly down) does the browser ask once on load, with the error catalogue's toasts.
 * The SWR key is shared, so the header and the drawer make one request between them.
 */
export function StockTicker({ initial, labels, className }: { initial: Stock | null; labels: StockLabels; className?: string }) {
  const { data } = useSWR(initial ? null : CALLS.getSiteList, (call: typeof CALLS.getSiteList) => request<SiteInfoInput>(call), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    dedupingInterval: Number.POSITIVE_INFINITY,
  });
  const stock = initial ?? (data ? { stock_name: data.stock_name ?? '', stock_code: data.stock_code ?? '' } : null);
  return (
    <dl className={`${styles.ticker} ${className ?? ''}`}>
      <div>
        <dt>{labels.name}</dt>
        <dd data-testid="stock-name">{stock?.stock_name}</dd>
      </div>
      <div>
        <dt>{labels.code}</dt>
        <dd data-testid="stock-code">{stock?.stock_code}</dd>
      </div>
    </dl>
  );
}
