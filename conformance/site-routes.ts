/**
 * The site's page addresses, read from its own route folders (`app/[locale]/…`), so that the suite can tell
 * whether a site path a backend sends leads to a page (docs/backend-api.md, "Links"), and which backend
 * answer a detail page needs.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const APP = join(__dirname, '..', 'app', '[locale]');

function routesUnder(folder: string, segments: string[]): string[][] {
  const entries = readdirSync(folder, { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && /^(page\.tsx|route\.ts)$/.test(entry.name)) ? [segments] : [];
  return [
    ...here,
    ...entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('[...'))
      .flatMap((entry) => routesUnder(join(folder, entry.name), [...segments, entry.name])),
  ];
}

/** Each page or route of the site as a pattern of its path (`[id]`: any one segment); the catch-all 404 left out. */
const ROUTES: readonly RegExp[] = routesUnder(APP, []).map(
  (segments) =>
    new RegExp(
      `^/${segments.map((segment) => (segment.startsWith('[') ? '[^/]+' : segment.replace(/[.]/g, '\\.'))).join('/')}$`.replace(
        /^\/\$$/,
        '^/$',
      ),
    ),
);

/** What the backend must answer for a site path to lead somewhere: an article, a category, or nothing more. */
export type PathNeed = { kind: 'article'; id: number } | { kind: 'category'; id: number } | { kind: 'page' } | { kind: 'none' };

/** Whether a site path (written once, as the Chinese path) leads to a page of the site, and what that page reads. */
export function resolveSitePath(link: string): PathNeed {
  let url: URL;
  try {
    url = new URL(link, 'http://site.invalid');
  } catch {
    return { kind: 'none' };
  }
  if (url.host !== 'site.invalid') return { kind: 'none' };
  const path = url.pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  const detail = /^\/(?:news|product)(?:\/detail)?\/(\d+)$/.exec(trimmed);
  if (detail) return { kind: 'article', id: Number(detail[1]) };
  if (!ROUTES.some((route) => route.test(trimmed))) return { kind: 'none' };
  const category = url.searchParams.get('category');
  if (/^\/(?:news|product)$/.test(trimmed) && category !== null && /^\d+$/.test(category))
    return { kind: 'category', id: Number(category) };
  return { kind: 'page' };
}
