/**
 * Quality and compliance (issue 23): the lookup of /quality (a part number in any spelling, with the
 * company's quality page), and the product page's section.
 */
import { QUALITY_QUERY } from '@/lib/quality-query';
import { defineFeature } from '../feature';
import { QUALITY_CALLS } from './contract';

export const quality = defineFeature({
  name: 'quality',
  calls: QUALITY_CALLS,
  pageQueries: { '/quality': QUALITY_QUERY },
});
