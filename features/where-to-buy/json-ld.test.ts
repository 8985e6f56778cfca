import { OfferSchema } from './contract';
import { offersJsonLd } from './json-ld';

describe('offers as schema.org Offers', () => {
  it("carry each orderable part's distributor offers with the distributor's own prices, and nothing else", () => {
    const offer = OfferSchema.parse({
      distributor: '艾克威电子',
      stock: 0,
      moq: 10,
      url: 'https://arcway.example/part/XY6201-SOT235T',
      price_breaks: [
        { quantity: 10, price: 3.2 },
        { quantity: 100, price: 2.8 },
      ],
    });
    expect(offersJsonLd([{ partNumber: 'XY6201-SOT235T', offer }])).toEqual([
      {
        '@type': 'Offer',
        sku: 'XY6201-SOT235T',
        mpn: 'XY6201-SOT235T',
        seller: { '@type': 'Organization', name: '艾克威电子' },
        price: 3.2,
        priceCurrency: 'CNY',
        availability: 'https://schema.org/BackOrder',
        inventoryLevel: { '@type': 'QuantitativeValue', value: 0 },
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 10 },
        priceSpecification: [
          {
            '@type': 'UnitPriceSpecification',
            price: 3.2,
            priceCurrency: 'CNY',
            eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 10 },
          },
          {
            '@type': 'UnitPriceSpecification',
            price: 2.8,
            priceCurrency: 'CNY',
            eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 100 },
          },
        ],
        url: 'https://arcway.example/part/XY6201-SOT235T',
      },
    ]);
  });
});
