/**
 * Cross-reference (issue 23): another vendor's part number to the products of ours that replace it, a
 * page per part number, and a product page's "Replaces". Its call, `web/get_cross_reference`, is declared
 * with the core's (lib/backend/calls.ts), as the search box's suggestions make it too; so are its part
 * numbers' spellings and addresses (lib/cross-reference/), which the search shares.
 */
import { CROSS_REFERENCE_QUERY } from '@/lib/cross-reference/page-query';
import { defineFeature } from '../feature';

export const crossReference = defineFeature({
  name: 'cross-reference',
  calls: {},
  pageQueries: { '/product/cross-reference': CROSS_REFERENCE_QUERY },
});
