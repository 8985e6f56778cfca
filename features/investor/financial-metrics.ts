/**
 * The financial highlights' metrics: the amounts drawn as bars, the ratios drawn as lines (both in the
 * legends' and the table's order), and each one's message key (`Financials`). Read by the server's series
 * and by the series' island.
 */
export const AMOUNTS = ['revenue', 'net_profit', 'rd_expense'] as const;
export const RATIOS = ['gross_margin', 'rd_share'] as const;
export type Metric = (typeof AMOUNTS)[number] | (typeof RATIOS)[number];
export const METRIC_MESSAGE = {
  revenue: 'revenue',
  net_profit: 'netProfit',
  rd_expense: 'rdExpense',
  gross_margin: 'grossMargin',
  rd_share: 'rdShare',
} as const satisfies Record<Metric, string>;
