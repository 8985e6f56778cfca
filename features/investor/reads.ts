/** /investor's own reads: the share's quote and the financial highlights. */
import { callBackend, languageRead, optional, orNull } from '@/lib/backend/read';
import { FinancialsSchema, INVESTOR_CALLS, StockQuoteSchema } from './contract';

/**
 * The share's quote and last year of closes; null when the backend has none, or when its market-data
 * relay fails: a quote is a piece of /investor, not the page, which renders without it.
 */
export const getStockQuote = languageRead((lang) =>
  orNull(optional(callBackend(INVESTOR_CALLS.getStockQuote, { lang }, StockQuoteSchema), null)),
);

/** The financial highlights (years and quarters); null when the backend has none. */
export const getFinancials = languageRead((lang) => optional(callBackend(INVESTOR_CALLS.getFinancials, { lang }, FinancialsSchema), null));
