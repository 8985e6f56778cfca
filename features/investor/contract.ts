/**
 * /investor's own calls (issue 14): the share's quote with a year of closes, and the financial highlights,
 * as zod schemas (docs/backend-api.md). The calendar (`web/get_ir_events`) is the core's: the pages in
 * depth and the calendar files read it too.
 */
import { z } from 'zod';
import { defineCalls } from '@/lib/backend/call-spec';
import { itemsOf } from '@/lib/backend/lenient';

export const INVESTOR_CALLS = defineCalls({
  /** The share price and the financial highlights of /investor: investor content. */
  getStockQuote: { name: 'web/get_stock_quote', tags: ['investor'] },
  getFinancials: { name: 'web/get_financials', tags: ['investor'] },
});

const finite = z.number().finite();
const optionalNumber = finite.nullable().default(null);

/**
 * The share's quote and its daily closes (`web/get_stock_quote`): the backend relays a market-data
 * provider; the site never calls one. Prices in `currency`; `volume` in shares; `market_cap` in currency.
 */
export const StockQuoteSchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('CNY'),
  price: finite.positive(),
  change: optionalNumber,
  change_percent: optionalNumber,
  open: optionalNumber,
  high: optionalNumber,
  low: optionalNumber,
  prev_close: optionalNumber,
  volume: optionalNumber,
  market_cap: optionalNumber,
  /** When the price was true (ISO 8601 with an offset); the quote is delayed by `delay_minutes`. */
  as_of: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'ISO 8601 date and time'),
  delay_minutes: z.number().int().min(0).default(15),
  /** Daily closes, any order; the site keeps the last year, sorted, one per day. */
  history: itemsOf(
    z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'), close: finite.positive(), volume: optionalNumber }),
    'history',
    2000,
  ).default([]),
});
export type StockQuote = z.output<typeof StockQuoteSchema>;
export type StockQuoteInput = z.input<typeof StockQuoteSchema>;

/** One reporting period's figures, in `currency` (yuan, not 亿元); a ratio as a fraction (0.462). */
export const FinancialPeriodSchema = z.object({
  /** `2025` for a year, `2026Q3` for a quarter (that quarter alone, not the year to date). */
  period: z.string().regex(/^\d{4}(Q[1-4])?$/, 'YYYY or YYYYQn'),
  revenue: optionalNumber,
  net_profit: optionalNumber,
  rd_expense: optionalNumber,
  gross_margin: finite.min(-10).max(10).nullable().default(null),
});
export type FinancialPeriod = z.output<typeof FinancialPeriodSchema>;

export const FinancialsSchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('CNY'),
  annual: itemsOf(FinancialPeriodSchema, 'annual', 50).default([]),
  quarterly: itemsOf(FinancialPeriodSchema, 'quarterly', 200).default([]),
});
export type Financials = z.output<typeof FinancialsSchema>;
export type FinancialsInput = z.input<typeof FinancialsSchema>;
