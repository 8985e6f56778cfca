/**
 * Every feature's entries of /sitemap.xml (issue 43), read in the language being listed (lib/pages/sitemap-read.ts
 * runs them inside `inLanguage`). A backend fault throws, which the site server answers with 503, never a
 * short sitemap; content a backend does not have is left out.
 */
import type { SitemapPage } from '@/lib/sitemap';
import { noticeSitemap } from './change-notices/sitemap';
import { crossReferenceSitemap } from './cross-reference/sitemap';
import { depthSitemap } from './investor-depth/sitemap';
import { qaSitemap } from './investor-qa/sitemap';
import { qualitySitemap } from './quality/sitemap';
import { resourcesSitemap } from './resources/sitemap';

const FEATURE_SITEMAPS: readonly (() => Promise<SitemapPage[]>)[] = [
  noticeSitemap,
  crossReferenceSitemap,
  qaSitemap,
  depthSitemap,
  qualitySitemap,
  resourcesSitemap,
];

export async function featureSitemapPages(): Promise<SitemapPage[]> {
  return (await Promise.all(FEATURE_SITEMAPS.map((pages) => pages()))).flat();
}
