/**
 * The site search's page (/search): each kind's best results, a kind's pages, and the other vendors' parts
 * the words find. The search box in the header, its suggestions and the index (lib/search/) are shared
 * below, as every page carries the box; its call, `web/search`, is declared with the core's.
 */
import { SEARCH_QUERY } from '@/lib/search/page-query';
import { defineFeature } from '../feature';

export const search = defineFeature({ name: 'search', calls: {}, pageQueries: { '/search': SEARCH_QUERY } });
