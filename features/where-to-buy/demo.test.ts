/** @jest-environment node */
import { InventorySchema, InventoryRequestSchema } from './contract';
import { parseSiteNow } from '@/lib/core/clock';
import { rawProducts } from '@/demo/content/products';
import { inventory } from './demo';

const NOW = parseSiteNow('2026-11-23T16:02:41+08:00')!;
const ask = (productId: number, lang: 'zh' | 'en' = 'zh') =>
  InventorySchema.parse(inventory(lang, InventoryRequestSchema.parse({ product_id: productId }), NOW));
const statusOf = (status: string) => rawProducts.find((product) => product.status === status)!.id;

describe('demo stock figures (web/get_inventory)', () => {
  it("lists every orderable part of a product in production with three distributors' offers, as of the last five minutes", () => {
    const answer = ask(101);
    expect(answer.as_of).toBe('2026-11-23T16:00:00+08:00');
    expect(answer.max_age).toBe(300);
    expect(answer.parts.map((part) => part.part_number)).toEqual(['XY6201-DFN1X14R', 'XY6201-SOT235T']);
    for (const part of answer.parts) {
      expect(part.offers.map((offer) => offer.currency)).toEqual(['CNY', 'CNY', 'USD']);
      for (const offer of part.offers) {
        expect(offer.url).toMatch(/^https:\/\/[a-z-]+\.example\//);
        expect(offer.price_breaks.length).toBeGreaterThan(1);
        // Larger quantities, lower prices.
        const prices = offer.price_breaks.map((item) => item.price);
        expect([...prices].sort((a, b) => b - a)).toEqual(prices);
      }
    }
    expect(ask(101, 'en').parts[0]!.offers[0]!.distributor).toBe('Arcway Electronics');
  });

  it('has some parts out of stock somewhere, and none at all for a part still sampling; only the last of a discontinued one', () => {
    const all = rawProducts.flatMap((product) => ask(product.id).parts.flatMap((part) => part.offers));
    expect(all.some((offer) => offer.stock === 0)).toBe(true);
    expect(ask(statusOf('sampling')).parts.every((part) => part.offers.length === 0)).toBe(true);
    const last = ask(statusOf('discontinued')).parts.flatMap((part) => part.offers);
    expect(last.map((offer) => offer.distributor)).toEqual(expect.arrayContaining(['Cobalt Parts Direct']));
    for (const offer of last) expect(offer).toMatchObject({ stock: expect.any(Number), lead_time_weeks: null });
    expect(last.every((offer) => offer.stock > 0)).toBe(true);
  });

  it('answers an unknown product with no parts', () => {
    expect(ask(99_999).parts).toEqual([]);
  });
});
