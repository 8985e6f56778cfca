/**
 * The pages that read their query, by route, with the parameters each declared where it parses them
 * (lib/page-query.ts): each feature declares its own (its feature.ts), and features/index.ts composes
 * `PAGE_QUERIES`. A page reads its query through its entry there
 * (`PAGE_QUERIES['/news'].read(…)`), and the page cache keeps exactly the parameters the entries declare
 * (lib/server/page-key.ts), so a parameter cannot be read without being kept. `features/page-queries.test.ts`
 * fails on a page that takes `searchParams` without an entry, or reads them another way.
 */
import { splitLocalePath } from '@/i18n/paths';
import type { PageQuery } from '@/lib/page-query';

/** What the site server knows of the pages (composed in features/index.ts): which query each reads, which draw a captcha. */
export type SitePages = {
  /**
   * The query the page at `path` (either language) declares, or null for a page that reads none: the page
   * cache keeps exactly its parameters (lib/server/page-key.ts), never another page's (issue 42).
   */
  queryOf(path: string): PageQuery | null;
  /** Whether a page path (either language) draws a captcha on the server (issue 42, finding 8). */
  drawsCaptcha(path: string): boolean;
};

export function sitePages(queries: Readonly<Record<string, PageQuery>>, captchaPages: readonly string[]): SitePages {
  return {
    queryOf: (path) => {
      const page = splitLocalePath(path).path;
      return Object.hasOwn(queries, page) ? queries[page]! : null;
    },
    drawsCaptcha: (path) => captchaPages.includes(splitLocalePath(path).path),
  };
}
