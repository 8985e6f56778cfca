import { InventorySchema, OfferSchema } from './contract';

const offer = { distributor: '艾克威电子', stock: 12_500 };

describe('stock figures as the contract describes them', () => {
  it('needs when they are from, and takes five minutes as their age limit when the backend names none', () => {
    expect(InventorySchema.safeParse({ parts: [] }).success).toBe(false);
    expect(InventorySchema.safeParse({ as_of: '2026-11-23 15:40', parts: [] }).success).toBe(false);
    expect(InventorySchema.parse({ as_of: '2026-11-23T15:40:00+08:00' })).toEqual({
      as_of: '2026-11-23T15:40:00+08:00',
      max_age: 300,
      parts: [],
    });
    expect(InventorySchema.safeParse({ as_of: '2026-11-23T15:40:00Z', max_age: -1 }).success).toBe(false);
  });

  it('links only http(s) buy addresses, and keeps the offer without one', () => {
    expect(OfferSchema.parse({ ...offer, url: 'https://arcway.example/p/XY6201' }).url).toBe('https://arcway.example/p/XY6201');
    for (const url of ['javascript:alert(1)', '//evil.example/x', '/product/detail/101', 'ftp://x.example/', 42])
      expect(OfferSchema.parse({ ...offer, url }).url).toBeNull();
  });

  it('orders price breaks by quantity, one price per quantity, and leaves out a malformed one', () => {
    const parsed = OfferSchema.parse({
      ...offer,
      price_breaks: [
        { quantity: 100, price: 2.8 },
        { quantity: 1, price: 3.2 },
        { quantity: 100, price: 2.7 },
        { quantity: 0, price: 1 },
        { quantity: 1000, price: 0 },
      ],
    });
    expect(parsed.price_breaks).toEqual([
      { quantity: 1, price: 3.2 },
      { quantity: 100, price: 2.8 },
    ]);
  });

  it('shows no figure it cannot read: currency falls back to CNY, MOQ and lead time to none', () => {
    expect(OfferSchema.parse({ ...offer, currency: 'yuan', moq: 0.5, lead_time_weeks: -2 })).toMatchObject({
      currency: 'CNY',
      moq: null,
      lead_time_weeks: null,
    });
    expect(OfferSchema.safeParse({ ...offer, stock: -1 }).success).toBe(false);
    expect(OfferSchema.safeParse({ distributor: ' ', stock: 1 }).success).toBe(false);
  });
});
