/**
 * `web/get_inventory` (issue 23): distributors' stock, prices and lead times of a product's orderable parts,
 * with when the figures are from and how long they may be shown (`max_age`), as zod schemas beside ./types.ts
 * (docs/backend-api.md).
 */
import { z } from 'zod';
import { itemsOf } from '@/lib/backend/lenient';
import { backendLink, isExternalLink } from '@/lib/backend/links';
import { defineCalls } from '@/lib/backend/call-spec';

export const INVENTORY_CALLS = defineCalls({
  /** Distributors' stock, prices and lead times of a product's orderable parts: product content. */
  getInventory: { name: 'web/get_inventory', tags: ['product'] },
});

/** How long figures may be shown when the backend does not say, in seconds. */
export const DEFAULT_INVENTORY_MAX_AGE_SECONDS = 300;

/** A number the contract allows, or null when it is absent or not one (that figure is not shown). */
const figure = (valid: (value: number) => boolean) =>
  z
    .unknown()
    .transform((value) => (typeof value === 'number' && Number.isFinite(value) && valid(value) ? value : null))
    .default(null);

export const PriceBreakSchema = z.object({
  quantity: z.number().int().min(1),
  price: z.number().positive().finite(),
});
export type PriceBreak = z.output<typeof PriceBreakSchema>;

export const OfferSchema = z.object({
  distributor: z.string().trim().min(1).max(80),
  stock: z.number().int().min(0),
  /** ISO 4217; anything else reads as the default, CNY. */
  currency: z
    .unknown()
    .transform((value) => (typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : 'CNY'))
    .default('CNY'),
  moq: figure((value) => Number.isInteger(value) && value >= 1),
  lead_time_weeks: figure((value) => value >= 0 && value <= 520),
  /** The distributor's page for the part: an http(s) address only, else no buy link (the offer stays). */
  url: z
    .unknown()
    .transform((value) => {
      const link = typeof value === 'string' ? backendLink(value) : '';
      return isExternalLink(link) ? link : null;
    })
    .default(null),
  /** By quantity, one price per quantity (the first given). */
  price_breaks: itemsOf(PriceBreakSchema, 'price_breaks', 20)
    .default([])
    .transform((breaks) =>
      [...breaks]
        .sort((a, b) => a.quantity - b.quantity)
        .filter((item, index, sorted) => index === 0 || sorted[index - 1]!.quantity !== item.quantity),
    ),
});
export type Offer = z.output<typeof OfferSchema>;

export const InventoryPartSchema = z.object({
  part_number: z.string().trim().min(1).max(64),
  offers: itemsOf(OfferSchema, 'offers', 20).default([]),
});
export type InventoryPart = z.output<typeof InventoryPartSchema>;

export const InventorySchema = z.object({
  /** When the figures were true: ISO 8601 with an offset. */
  as_of: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, 'ISO 8601 instant with an offset'),
  /** How long, in seconds from the answer, the figures may be shown (and so kept by the site or a cache in front). */
  max_age: z.number().int().min(0).default(DEFAULT_INVENTORY_MAX_AGE_SECONDS),
  parts: itemsOf(InventoryPartSchema, 'parts', 200).default([]),
});
export type Inventory = z.output<typeof InventorySchema>;
export type InventoryInput = z.input<typeof InventorySchema>;

export const InventoryRequestSchema = z.object({ product_id: z.number().int().positive() });
