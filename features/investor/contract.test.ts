import { tagsOfCall } from '@/lib/backend/call-spec';
import { collectLeftOut } from '@/lib/backend/lenient';
import { FinancialsSchema, INVESTOR_CALLS, StockQuoteSchema } from './contract';

describe("/investor's calls as the contract describes them", () => {
  it('show investor content', () => {
    expect(tagsOfCall(INVESTOR_CALLS.getStockQuote.tags, {})).toEqual(['investor']);
    expect(tagsOfCall(INVESTOR_CALLS.getFinancials.tags, {})).toEqual(['investor']);
  });

  it.each([
    {
      name: 'daily closes',
      parse: (items: unknown[]) => StockQuoteSchema.safeParse({ price: 10, as_of: '2026-11-20T15:00:00+08:00', history: items }),
      good: { date: '2026-11-20', close: 10 },
      list: (data: any) => data.history,
    },
    {
      name: 'annual figures',
      parse: (items: unknown[]) => FinancialsSchema.safeParse({ annual: items }),
      good: { period: '2025', revenue: 1 },
      list: (data: any) => data.annual,
    },
  ])('$name: a malformed item is left out and noted, the answer and the other items stand', ({ parse, good, list }) => {
    const { result, leftOut } = collectLeftOut(() => parse([good, { broken: true }, 42, good]));
    expect(result.success).toBe(true);
    expect(list(result.data)).toHaveLength(2);
    expect(leftOut).toHaveLength(2);
  });
});
