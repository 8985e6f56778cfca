/**
 * Which kind an article is and where it leads, for every place that reads an article without its
 * category: revalidation tags (lib/backend/calls.ts), search results and the search field's suggestions
 * (in the browser: this module holds no schema).
 */
/** The three kinds (CategoryType of lib/backend/types.ts), named here so the call declarations can read them. */
type CategoryType = 'product' | 'news' | 'investor';

/** By its typed fields: products and announcements have theirs, news neither. */
export function articleType(article: { product?: unknown; announcement?: unknown }): CategoryType {
  return article.product ? 'product' : article.announcement ? 'investor' : 'news';
}

/**
 * Where an article of a kind leads: its page, or an investor document's PDF (`pdf`: already an `/api/`
 * address, or empty), the investor page when it has none.
 */
export function articleTarget(type: CategoryType, id: number, pdf: string): { href: string; external: boolean } {
  if (type === 'product') return { href: `/product/detail/${id}`, external: false };
  if (type === 'news') return { href: `/news/detail/${id}`, external: false };
  return pdf ? { href: pdf, external: true } : { href: '/investor', external: false };
}
