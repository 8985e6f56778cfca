import type { StockLabels } from './stock-ticker.labels';
import { StockTicker } from './stock-ticker';
import { StockList, type Stock } from './stock-list';

/**
 * 股票简称 and 股票代码 (requirements §2). The server renders them into the HTML, and then this is markup
 * only: no script of its own, nothing hydrated but the list. Only when the server could not get them
 * (backend briefly down) does the browser ask once on load (the StockTicker island, whose request code loads
 * in that case only).
 */
export function StockValues({ initial, labels, className }: { initial: Stock | null; labels: StockLabels; className?: string }) {
  if (!initial) return <StockTicker labels={labels} className={className} />;
  return <StockList stock={initial} labels={labels} className={className} />;
}
