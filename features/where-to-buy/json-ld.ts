/**
 * Distributors' offers as schema.org Offers (a product page's Product JSON-LD, lib/seo.ts): only those with a
 * price the distributor gave (./offers.ts `pricedOffers`), each with its price breaks, stock and minimum order.
 */
import type { Offer as OfferLd } from 'schema-dts';
import type { Offer } from './contract';
import { minimumOrder } from './offers';

const quantity = (minValue: number) => ({ '@type': 'QuantitativeValue' as const, minValue });

export function offersJsonLd(offers: readonly { partNumber: string; offer: Offer }[]): OfferLd[] {
  return offers.map(({ partNumber, offer }) => ({
    '@type': 'Offer' as const,
    sku: partNumber,
    mpn: partNumber,
    seller: { '@type': 'Organization' as const, name: offer.distributor },
    price: offer.price_breaks[0]!.price,
    priceCurrency: offer.currency,
    availability: offer.stock > 0 ? ('https://schema.org/InStock' as const) : ('https://schema.org/BackOrder' as const),
    inventoryLevel: { '@type': 'QuantitativeValue' as const, value: offer.stock },
    eligibleQuantity: quantity(minimumOrder(offer)),
    priceSpecification: offer.price_breaks.map((item) => ({
      '@type': 'UnitPriceSpecification' as const,
      price: item.price,
      priceCurrency: offer.currency,
      eligibleQuantity: quantity(item.quantity),
    })),
    ...(offer.url ? { url: offer.url } : {}),
  }));
}
