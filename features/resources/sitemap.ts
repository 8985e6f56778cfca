/** The document library's entry of /sitemap.xml, dated by its newest document (the backend lists them newest first). */
import type { SitemapPage } from '@/lib/sitemap';
import { RESOURCES_PATH } from '@/lib/resources/library';
import { getDocumentLibrary } from './reads';

export async function resourcesSitemap(): Promise<SitemapPage[]> {
  const library = await getDocumentLibrary('', undefined, undefined, undefined, 1, 1);
  return library?.list.length
    ? [{ path: RESOURCES_PATH, lastModified: library.list[0]!.date, priority: 0.7, changeFrequency: 'weekly' }]
    : [];
}
