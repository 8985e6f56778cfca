/**
 * The document library (issue 23): /product/resources, every document filtered, searched and paged. Its
 * address and query are shared vocabulary (lib/resources/library.ts: product pages link to it), and the
 * document tables are shared views (components/resources: product pages list their documents with them).
 */
import { RESOURCES_PATH, RESOURCES_QUERY } from '@/lib/resources/library';
import { defineFeature } from '../feature';
import { RESOURCES_CALLS } from './contract';

export const resources = defineFeature({
  name: 'resources',
  calls: RESOURCES_CALLS,
  pageQueries: { [RESOURCES_PATH]: RESOURCES_QUERY },
});
