/**
 * The demo's distributors (web/get_inventory): invented companies at `.example` addresses, as fictional as
 * the demo company. Pure data; features/where-to-buy/demo.ts makes their stock and prices.
 */
import type { LifecycleStatus } from '@/lib/backend/types';

export type DemoDistributor = {
  name: { zh: string; en: string };
  currency: 'CNY' | 'USD';
  /** Its page for one orderable part. */
  url: (partNumber: string) => string;
  /** Quantities it sells at, each with the share of the one-piece price it asks there. */
  breaks: [quantity: number, share: number][];
  /** It sells whole reels only: its minimum order is the first break. */
  reelsOnly: boolean;
  /** Lifecycle states of the parts it stocks. */
  stocks: readonly LifecycleStatus[];
};

export const DISTRIBUTORS: DemoDistributor[] = [
  {
    name: { zh: '艾克威电子', en: 'Arcway Electronics' },
    currency: 'CNY',
    url: (part) => `https://arcway.example/part/${encodeURIComponent(part)}`,
    breaks: [
      [1, 1],
      [10, 0.92],
      [100, 0.8],
      [1000, 0.68],
    ],
    reelsOnly: false,
    stocks: ['mass_production', 'nrnd'],
  },
  {
    name: { zh: '明途元器件', en: 'Brightpath Components' },
    currency: 'CNY',
    url: (part) => `https://brightpath.example/search?q=${encodeURIComponent(part)}`,
    breaks: [
      [3000, 0.6],
      [15000, 0.55],
    ],
    reelsOnly: true,
    stocks: ['mass_production'],
  },
  {
    name: { zh: 'Cobalt Parts Direct', en: 'Cobalt Parts Direct' },
    currency: 'USD',
    url: (part) => `https://cobalt-parts.example/products/${encodeURIComponent(part)}`,
    breaks: [
      [1, 1],
      [25, 0.9],
      [100, 0.78],
    ],
    reelsOnly: false,
    // A global distributor that still holds the last of a discontinued part.
    stocks: ['mass_production', 'nrnd', 'discontinued'],
  },
];

/** Yuan per US dollar for the demo's dollar prices. */
export const CNY_PER_USD = 7.1;

/** How long the demo's figures may be shown, in seconds (web/get_inventory `max_age`). */
export const DEMO_INVENTORY_MAX_AGE = 300;
