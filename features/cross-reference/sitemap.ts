/**
 * The cross-reference's entries of /sitemap.xml: the list, and one page per part number (however many
 * vendors make a part of that number), dated by its newest entry. A part whose replacements name no
 * product of the site has no page (docs/backend-api.md).
 */
import { getAllArticles, getSiteInfo, orAbsent } from '@/lib/backend';
import type { SitemapPage } from '@/lib/sitemap';
import { CROSS_REFERENCE_PATH, crossReferencePartPath } from '@/lib/cross-reference/page-query';
import { partsWithProducts } from '@/lib/cross-reference/part-number';
import { getAllCrossReferences } from './reads';

export async function crossReferenceSitemap(): Promise<SitemapPage[]> {
  const site = await orAbsent(getSiteInfo());
  const product = site?.channels.product;
  const [products, crossReferences] = await Promise.all([product ? orAbsent(getAllArticles(product)) : null, getAllCrossReferences()]);
  const parts = new Map<string, string[]>();
  const productIds = new Set((products?.articles ?? []).map((article) => article.id));
  for (const item of partsWithProducts(crossReferences ?? [], productIds)) {
    const path = crossReferencePartPath(item.part_number);
    parts.set(path, [...(parts.get(path) ?? []), ...(item.updated_at ? [item.updated_at] : [])]);
  }
  const latest = (dates: string[]) => [...dates].sort().at(-1);
  return [
    ...(parts.size > 0
      ? [
          {
            path: CROSS_REFERENCE_PATH,
            lastModified: latest([...parts.values()].flat()),
            priority: 0.7,
            changeFrequency: 'weekly' as const,
          },
        ]
      : []),
    ...[...parts].map(([path, dates]) => ({ path, lastModified: latest(dates), priority: 0.6, changeFrequency: 'monthly' as const })),
  ];
}
