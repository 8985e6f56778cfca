import 'server-only';
import { getAllArticles, getArticle, getSiteInfo, orAbsent, orNull } from '@/lib/backend';
import { getAllCrossReferences } from './reads';
import { partsWithProducts } from '@/lib/cross-reference/part-number';
import type { CrossReference, Replacement } from '@/lib/backend/cross-reference-types';
import type { Article, ProductFields } from '@/lib/backend/types';

export type ShownReplacement = Replacement & { article: Article; product: ProductFields };
export type ShownCrossReference = Omit<CrossReference, 'replacements'> & { replacements: ShownReplacement[] };

/**
 * The parts with our products read for their figures, lifecycle, datasheet and ordering. A replacement
 * whose product the backend does not have (or that is no product of the product channel, whose page
 * would be a 404) is left out, so no link leads to a missing page; a part left with no replacement is
 * left out too.
 */
/**
 * Every part the backend knows whose page stands: with a replacement that is a product of the product
 * channel. null when the backend has no cross-reference. The list without a query pages through these, and
 * counts them, so it counts what it shows.
 */
export async function partsShown(): Promise<CrossReference[] | null> {
  const [all, site] = await Promise.all([getAllCrossReferences(), orNull(getSiteInfo())]);
  if (!all) return null;
  const channel = site?.channels.product;
  const products = channel ? await orAbsent(getAllArticles(channel)) : null;
  return partsWithProducts(all, new Set((products?.articles ?? []).map((article) => article.id)));
}

export async function withProducts(items: readonly CrossReference[]): Promise<ShownCrossReference[]> {
  const ids = [...new Set(items.flatMap((item) => item.replacements.map((replacement) => replacement.product_id)))];
  const [site, read] = await Promise.all([
    orNull(getSiteInfo()),
    Promise.all(ids.map(async (id) => [id, await orNull(getArticle(id))] as const)),
  ]);
  const articles = new Map(read);
  return items.flatMap((item) => {
    const replacements = item.replacements.flatMap((replacement): ShownReplacement[] => {
      const article = articles.get(replacement.product_id);
      const listed = article?.product && article.category_path[0]?.id === site?.channels.product;
      return article?.product && listed ? [{ ...replacement, article, product: article.product }] : [];
    });
    return replacements.length > 0 ? [{ ...item, replacements }] : [];
  });
}
