/**
 * The route a request went to, as a template (`/product/detail/[id]`), for the metrics' labels (issue 47): never
 * the path itself, so that a visitor who asks for a million made-up addresses adds no series. The templates are the
 * build's own (Next.js' routes manifest, read by entry/start.ts), without the language (`/en/about` is `/about`);
 * the site server's own routes, the API and the build's files are named by their prefix; anything else is
 * `unmatched`. Pure.
 */
import { LRUCache } from 'lru-cache';
import { splitLocalePath } from '@/i18n/paths';

/** A page or route of the build: its template and the regular expression Next.js matches it by. */
export type BuildRoute = { page: string; regex: string };

/** Routes answered before Next.js's pages, by prefix, in the order they are tried. */
const PREFIXES: readonly [prefix: string, template: string][] = [
  ['/_site/', '/_site/[operation]'],
  ['/_next/static/', '/_next/static'],
  ['/_next/image', '/_next/image'],
  ['/_next/', '/_next'],
  ['/api/web/', '/api/web/[call]'],
  ['/api/', '/api/[...path]'],
];

/** The site server's own routes, each a template of its own. */
const OPERATIONS = new Set(['/_site/live', '/_site/ready', '/_site/revalidate', '/_site/metrics']);

export const UNMATCHED = 'unmatched';

export type RouteMatcher = (path: string) => string;

/**
 * A matcher over the build's routes (`staticRoutes` and `dynamicRoutes` of `.next/routes-manifest.json`, in its
 * order: Next.js puts the most specific first and the catch-all last) and the public files (`/icon.svg`).
 */
export function routeMatcher(routes: readonly BuildRoute[], publicFiles: readonly string[] = []): RouteMatcher {
  const compiled = routes.flatMap((route) => {
    try {
      // A page under the language is matched as Next.js sees it after the locale rewrite (`/zh/about`); any other
      // route (robots.txt, the members' article) as the address is.
      return [{ template: withoutLocale(route.page), regex: new RegExp(route.regex), localised: route.page.startsWith('/[locale]') }];
    } catch {
      return [];
    }
  });
  const files = new Set(publicFiles);
  // The addresses asked most often are matched once: a bounded memo, which a flood of made-up ones only churns.
  const memo = new LRUCache<string, string>({ max: 2000 });
  const match = (path: string) => {
    if (OPERATIONS.has(path)) return path;
    for (const [prefix, template] of PREFIXES) if (path.startsWith(prefix)) return template;
    if (files.has(path)) return '/[public file]';
    const { locale, path: inLanguage } = splitLocalePath(path);
    const rewritten = `/${locale}${inLanguage === '/' ? '' : inLanguage}`;
    for (const { template, regex, localised } of compiled) if (regex.test(localised ? rewritten : path)) return template;
    return UNMATCHED;
  };
  return (rawPath) => {
    const path = rawPath.split('?', 1)[0] || '/';
    let template = memo.get(path);
    if (template === undefined) memo.set(path, (template = match(path)));
    return template;
  };
}

/** `/[locale]/product/detail/[id]` → `/product/detail/[id]`; `/[locale]` → `/`. */
function withoutLocale(page: string): string {
  const rest = page.replace(/^\/\[locale\](?=\/|$)/, '');
  return rest === '' ? '/' : rest;
}

/** `2xx` for 204: the status's class, which is what the metrics count by. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

/** The methods the metrics name; any other is `other` (a visitor may send any token as a method). */
export function methodLabel(method: string | undefined): string {
  return method && ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'].includes(method) ? method : 'other';
}
