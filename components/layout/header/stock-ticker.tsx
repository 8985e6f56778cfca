'use client';
import useSWR from 'swr';
import { CALLS } from '@/lib/backend/calls';
import type { SiteInfoInput } from '@/lib/backend/types';
import { request } from '@/lib/client/api';
import styles from './header.module.css';

type Stock = { stock_name: string; stock_code: string };

/**
 * 股票简称 and 股票代码 (SPEC §2). The server renders them into the HTML; only when the server could not
 * get them (backend briefly down) does the browser ask once on load, with the error catalogue's toasts.
 * The SWR key is shared, so the header and the drawer make one request between them.
 */
export function StockTicker({ initial, className }: { initial: Stock | null; className?: string }) {
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
        <dt>股票简称</dt>
        <dd data-testid="stock-name">{stock?.stock_name}</dd>
      </div>
      <div>
        <dt>股票代码</dt>
        <dd data-testid="stock-code">{stock?.stock_code}</dd>
      </div>
    </dl>
  );
}
