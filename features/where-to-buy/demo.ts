/**
 * `web/get_inventory` of the demo backend (docs/backend-api.md): every orderable part of a product with
 * the offers of demo/content/distributors.ts. Stock, prices and lead times are made from the part number
 * (the same every day); the figures are "as of" the site's clock, on the last five minutes.
 */
import type { z } from 'zod';
import { INVENTORY_CALLS, InventoryRequestSchema, type InventoryInput } from './contract';
import { chinaDateTime } from '@/lib/format';
import { siteNow } from '@/lib/core/clock';
import { rawProducts } from '@/demo/content/products';
import { ok, withRequest, type Handler } from '@/demo/handler-kit';
import { articlesIn, type DemoLanguage } from '@/demo/content/catalog';
import { CNY_PER_USD, DEMO_INVENTORY_MAX_AGE, DISTRIBUTORS, type DemoDistributor } from '@/demo/content/distributors';

type Request = z.output<typeof InventoryRequestSchema>;

/** A number from 0 to `range` - 1 made from a text: the same text, the same number. */
function pick(text: string, range: number): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash % range;
}

/** The one-piece price of a part in yuan: 0.80 to 12.79. */
const unitPrice = (partNumber: string) => 0.8 + pick(partNumber, 1200) / 100;

function offer(distributor: DemoDistributor, partNumber: string, lang: DemoLanguage, lastStock: boolean) {
  const seed = `${distributor.name.en} ${partNumber}`;
  const base = unitPrice(partNumber) / (distributor.currency === 'USD' ? CNY_PER_USD : 1);
  const digits = base < 1 ? 4 : 2;
  // One in five is out of stock there, and can be ordered for the lead time; the last of a discontinued
  // part is what is left, with no lead time.
  const stock = lastStock
    ? 120 + pick(`${seed} stock`, 1800)
    : pick(seed, 5) === 0
      ? 0
      : (1 + pick(`${seed} stock`, 60)) * (distributor.reelsOnly ? 3000 : 250);
  return {
    distributor: distributor.name[lang],
    stock,
    currency: distributor.currency,
    moq: distributor.reelsOnly ? distributor.breaks[0]![0] : 1,
    ...(lastStock ? {} : { lead_time_weeks: 6 + pick(`${seed} lead`, 9) }),
    url: distributor.url(partNumber),
    price_breaks: distributor.breaks.map(([quantity, share]) => ({ quantity, price: Number((base * share).toFixed(digits)) })),
  };
}

/** When the figures are from: the site's clock on the last five minutes, in China time. */
function asOf(now: number): string {
  const { day, time } = chinaDateTime(now - (now % 300_000));
  return `${day}T${time}:00+08:00`;
}

export function inventory(lang: DemoLanguage, request: Request, now = siteNow()): InventoryInput {
  const raw = rawProducts.find((product) => product.id === request.product_id);
  const ordering = articlesIn[lang].find((article) => article.id === request.product_id)?.product?.ordering ?? [];
  return {
    as_of: asOf(now),
    max_age: DEMO_INVENTORY_MAX_AGE,
    parts: raw
      ? ordering.map((code) => ({
          part_number: code.part_number,
          offers: DISTRIBUTORS.filter((distributor) => distributor.stocks.includes(raw.status)).map((distributor) =>
            offer(distributor, code.part_number, lang, raw.status === 'discontinued'),
          ),
        }))
      : [],
  };
}

const call = INVENTORY_CALLS.getInventory.name;

/** The feature's call as the demo backend answers it. */
export const inventoryHandlers = {
  [call]: withRequest(InventoryRequestSchema, (request, { lang }) => ok(inventory(lang, request))),
} satisfies Record<typeof call, Handler>;
