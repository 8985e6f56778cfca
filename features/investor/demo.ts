/** /investor's own calls in the demo backend: a quote made from the site's clock, and the demo company's figures. */
import { namesOf } from '@/lib/backend/call-spec';
import { ok, type Handler } from '@/demo/handler-kit';
import { stockQuote } from '@/demo/stock';
import { financials } from '@/demo/content/financials';
import { INVESTOR_CALLS } from './contract';

const CALLS = namesOf(INVESTOR_CALLS);

/** The feature's calls as the demo backend answers them. */
export const investorHandlers = {
  [CALLS.getStockQuote]: () => ok(stockQuote()),
  [CALLS.getFinancials]: () => ok(financials),
} satisfies Record<(typeof CALLS)[keyof typeof CALLS], Handler>;
