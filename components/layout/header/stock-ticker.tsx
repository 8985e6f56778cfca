'use client';
import { lazy, Suspense } from 'react';
import type { StockLabels } from './stock-ticker.labels';
import { StockList } from './stock-list';

/** SWR and the request helper, loaded only on a page whose server had no stock values. */
const StockTickerLive = lazy(() => import('./stock-ticker-live'));

/**
 * The ticker when the server had no values: the empty list at once (as the server rendered it, so nothing
 * moves), filled in by the live ticker once its code has loaded and its one request has answered.
 */
export function StockTicker({ labels, className }: { labels: StockLabels; className?: string }) {
  return (
    <Suspense fallback={<StockList stock={null} labels={labels} className={className} />}>
      <StockTickerLive labels={labels} className={className} />
    </Suspense>
  );
}
