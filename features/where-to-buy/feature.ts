/** Where to buy (issue 23): a product page's distributors, with their stock, prices and lead times, and the product's schema.org Offers. */
import { defineFeature } from '../feature';
import { INVENTORY_CALLS } from './contract';

export const whereToBuy = defineFeature({ name: 'where-to-buy', calls: INVENTORY_CALLS });
