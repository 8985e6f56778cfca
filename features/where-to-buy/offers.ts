/**
 * Decisions of a product page's "Where to buy" (web/get_inventory): whether any distributor lists the
 * product, how a price reads, and which offers are honest schema.org Offers. Pure functions.
 */
import type { Inventory, Offer } from './contract';

/** Whether any orderable part has an offer; none: the section sends the visitor to sales. */
export function anyOffer(inventory: Inventory): boolean {
  return inventory.parts.some((part) => part.offers.length > 0);
}

/** A unit price as a reader of `locale` writes it, with its currency: `¥3.20`, `US$0.4521`, `CN¥3.20`. */
export function formatPrice(price: number, currency: string, locale: 'zh' | 'en'): string {
  return new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(price);
}

/** The smallest quantity an offer sells: its minimum order, else its first price break, else one. */
export function minimumOrder(offer: Offer): number {
  return offer.moq ?? offer.price_breaks[0]?.quantity ?? 1;
}

/** Offers that may stand as schema.org Offers: only those with a price the distributor gave. */
export function pricedOffers(inventory: Inventory): Array<{ partNumber: string; offer: Offer }> {
  return inventory.parts.flatMap((part) =>
    part.offers.filter((offer) => offer.price_breaks.length > 0).map((offer) => ({ partNumber: part.part_number, offer })),
  );
}
