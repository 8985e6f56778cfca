/** Where to buy's read: distributors' stock, prices and lead times of a product's orderable parts. */
import 'server-only';
import { callBackend, languageRead, optional, orNull } from '@/lib/backend/read';
import { INVENTORY_CALLS, InventorySchema, type Inventory } from './contract';

/**
 * Distributors' stock, prices and lead times of a product's orderable parts (its page's "Where to buy"),
 * never shown longer than the answer's `max_age` allows (kept, stood in or cached: lib/backend/transport.ts);
 * null when the backend has none, and when the call fails: the section is a piece of the product page.
 */
export const getInventory = languageRead((lang, productId: number): Promise<Inventory | null> =>
  orNull(
    optional(
      callBackend(INVENTORY_CALLS.getInventory, { lang, product_id: productId }, InventorySchema, {
        maxAgeMs: (inventory) => inventory.max_age * 1000,
      }),
      null,
    ),
  ),
);
