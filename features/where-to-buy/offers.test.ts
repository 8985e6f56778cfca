import { InventorySchema } from './contract';
import { anyOffer, formatPrice, minimumOrder, pricedOffers } from './offers';

const inventory = InventorySchema.parse({
  as_of: '2026-11-23T16:00:00+08:00',
  parts: [
    { part_number: 'XY6201-SOT235T', offers: [] },
    {
      part_number: 'XY6201-DFN1X14R',
      offers: [
        { distributor: 'A', stock: 10, price_breaks: [{ quantity: 3000, price: 1.2 }] },
        { distributor: 'B', stock: 0, moq: 5 },
      ],
    },
  ],
});

describe('where to buy', () => {
  it('sends the visitor to sales only when no part has an offer', () => {
    expect(anyOffer(inventory)).toBe(true);
    expect(anyOffer({ ...inventory, parts: [{ part_number: 'X', offers: [] }] })).toBe(false);
  });

  it('writes prices with their currency as each language does, down to a tenth of a fen', () => {
    expect(formatPrice(3.2, 'CNY', 'zh')).toBe('¥3.20');
    expect(formatPrice(0.45213, 'USD', 'zh')).toBe('US$0.4521');
    expect(formatPrice(3.2, 'CNY', 'en')).toBe('CN¥3.20');
    expect(formatPrice(1234.5, 'USD', 'en')).toBe('$1,234.50');
  });

  it('knows the smallest order: the minimum, else the first break, else one', () => {
    const [a, b] = inventory.parts[1]!.offers;
    expect(minimumOrder(a!)).toBe(3000);
    expect(minimumOrder(b!)).toBe(5);
    expect(minimumOrder({ ...b!, moq: null })).toBe(1);
  });

  it('offers search engines only what has a price the distributor gave', () => {
    expect(pricedOffers(inventory)).toEqual([{ partNumber: 'XY6201-DFN1X14R', offer: inventory.parts[1]!.offers[0] }]);
  });
});
