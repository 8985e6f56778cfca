/**
 * The product catalogue: the list of a product line with its parametric filters and sorting, its CSV,
 * the comparison of up to four products, and a product's page with its overview, documents and ordering
 * (the sections other features add to it are composed by the page). It reads the contract's core calls
 * (categories, articles) and declares none of its own.
 */
import { COMPARE_QUERY } from '@/lib/params';
import { defineFeature } from '../feature';
import { PRODUCT_LIST_QUERY } from './product-selection';

export const products = defineFeature({
  name: 'products',
  calls: {},
  pageQueries: {
    '/product': PRODUCT_LIST_QUERY,
    '/product/compare': COMPARE_QUERY,
    // A route, not a page, that reads its query as the list does: the list's CSV.
    '/product/export': PRODUCT_LIST_QUERY,
  },
});
