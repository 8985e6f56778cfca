import type { StockLabels } from './stock-ticker.labels';
import styles from './header.module.css';

export type Stock = { stock_name: string; stock_code: string };

/** The two values as a description list, empty while they are not known. */
export function StockList({ stock, labels, className }: { stock: Stock | null; labels: StockLabels; className?: string }) {
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
