/**
 * The route table of requirements §2 as typed data. App Router files implement the pages; this table is the one
 * source for navigation (header, drawer, footer) and for the redirects, so they cannot drift apart.
 */

import { DEFAULT_LOCALE, type Locale } from '@/i18n/config';
import { localePath, splitLocalePath } from '@/i18n/paths';

/** Page components, each implemented by a file under app/ (checked by a unit test). */
export type PageComponent =
  'home' | 'about' | 'product' | 'productDetail' | 'investor' | 'news' | 'newsDetail' | 'join' | 'contact' | 'notFound';

/** Where an external link's address comes from: a field of the backend's site information. */
export type HrefSource = { siteField: 'recruitment_url' };

/** The message key of a route's name (messages/<locale>.json, namespace `Nav`). */
export type NavKey = 'home' | 'about' | 'product' | 'productDetail' | 'investor' | 'news' | 'newsDetail' | 'join' | 'contact' | 'notFound';

export type RouteEntry = {
  path: string;
  name: NavKey;
  component?: PageComponent;
  /** External link: opens in a new tab with rel="nofollow noopener noreferrer". */
  href?: HrefSource;
  redirect?: string;
  /** Hidden from navigation. */
  noShow?: boolean;
  children?: RouteEntry[];
};

export const ROUTES: readonly RouteEntry[] = [
  { path: '/home', name: 'home', redirect: '/' },
  { path: '/', name: 'home', component: 'home' },
  { path: '/about', name: 'about', component: 'about' },
  {
    path: '/product',
    name: 'product',
    component: 'product',
    children: [{ path: 'detail/:id', name: 'productDetail', component: 'productDetail', noShow: true }],
  },
  { path: '/investor', name: 'investor', component: 'investor' },
  {
    path: '/news',
    name: 'news',
    component: 'news',
    children: [{ path: 'detail/:id', name: 'newsDetail', component: 'newsDetail', noShow: true }],
  },
  { path: '/join', name: 'join', component: 'join', href: { siteField: 'recruitment_url' } },
  { path: '/contact', name: 'contact', component: 'contact' },
  { path: '*', name: 'notFound', component: 'notFound', noShow: true },
];

/** `path`: the route's path (the same in every language); `href`: the link, in the page's language. */
export type NavItem =
  { kind: 'internal'; path: string; name: string; href: string } | { kind: 'external'; path: string; name: string; href: string };

export type SiteFields = { recruitment_url?: string };

/** Only http(s) addresses may become links; anything else from the backend is dropped. */
export function safeExternalUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Navigation entries (requirements §2): only entries with a component that are not hidden, named in the page's
 * language by `label`. External entries whose address the backend did not provide are left out rather
 * than shown as dead links.
 */
export function buildNavigation(
  site: SiteFields,
  label: (key: NavKey) => string,
  locale: Locale = DEFAULT_LOCALE,
  routes: readonly RouteEntry[] = ROUTES,
): NavItem[] {
  return routes.flatMap((route): NavItem[] => {
    if (!route.component || route.noShow || route.redirect) return [];
    if (route.href) {
      const href = safeExternalUrl(site[route.href.siteField]);
      return href ? [{ kind: 'external', path: route.path, name: label(route.name), href }] : [];
    }
    return [{ kind: 'internal', path: route.path, name: label(route.name), href: localePath(locale, route.path) }];
  });
}

/**
 * The nav entry an address belongs to, in either language: `/` (and `/en`) only for home, otherwise the
 * entry's subtree.
 */
export function isActivePath(itemPath: string, address: string): boolean {
  const pathname = splitLocalePath(address).path;
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

export function findRoute(path: string, routes: readonly RouteEntry[] = ROUTES): RouteEntry | undefined {
  return routes.find((route) => route.path === path);
}

/** Attributes of an external navigation link (requirements §2). */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'nofollow noopener noreferrer' } as const;
