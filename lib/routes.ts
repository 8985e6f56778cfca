/**
 * The route table of SPEC §2 as typed data. App Router files implement the pages; this table is the one
 * source for navigation (header, drawer, footer) and for the redirects, so they cannot drift apart.
 */

/** Page components, each implemented by a file under app/ (checked by a unit test). */
export type PageComponent = 'home' | 'about' | 'product' | 'productDetail' | 'investor' | 'news' | 'newsDetail' | 'join' | 'contact' | 'notFound';

/** Where an external link's address comes from: a field of the backend's site information. */
export type HrefSource = { siteField: 'recruitment_url' };

export type RouteEntry = {
  path: string;
  name: string;
  component?: PageComponent;
  /** External link: opens in a new tab with rel="nofollow noopener noreferrer". */
  href?: HrefSource;
  redirect?: string;
  /** Hidden from navigation. */
  noShow?: boolean;
  children?: RouteEntry[];
};

export const ROUTES: readonly RouteEntry[] = [
  { path: '/home', name: '首页', redirect: '/' },
  { path: '/', name: '首页', component: 'home' },
  { path: '/about', name: '公司介绍', component: 'about' },
  { path: '/product', name: '产品中心', component: 'product', children: [{ path: 'detail/:id', name: '产品详情', component: 'productDetail', noShow: true }] },
  { path: '/investor', name: '投资者关系', component: 'investor' },
  { path: '/news', name: '新闻中心', component: 'news', children: [{ path: 'detail/:id', name: '新闻详情', component: 'newsDetail', noShow: true }] },
  { path: '/join', name: '人才招聘', component: 'join', href: { siteField: 'recruitment_url' } },
  { path: '/contact', name: '联系我们', component: 'contact' },
  { path: '*', name: '页面不存在', component: 'notFound', noShow: true },
];

export type NavItem =
  | { kind: 'internal'; path: string; name: string }
  | { kind: 'external'; path: string; name: string; href: string };

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
 * Navigation entries (SPEC §2): only entries with a component that are not hidden. External entries whose
 * address the backend did not provide are left out rather than shown as dead links.
 */
export function buildNavigation(site: SiteFields, routes: readonly RouteEntry[] = ROUTES): NavItem[] {
  return routes.flatMap((route): NavItem[] => {
    if (!route.component || route.noShow || route.redirect) return [];
    if (route.href) {
      const href = safeExternalUrl(site[route.href.siteField]);
      return href ? [{ kind: 'external', path: route.path, name: route.name, href }] : [];
    }
    return [{ kind: 'internal', path: route.path, name: route.name }];
  });
}

/** The nav entry a pathname belongs to: `/` only for home, otherwise the longest matching prefix. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

export function findRoute(path: string, routes: readonly RouteEntry[] = ROUTES): RouteEntry | undefined {
  return routes.find((route) => route.path === path);
}

/** Attributes of an external navigation link (SPEC §2). */
export const EXTERNAL_LINK_PROPS = { target: '_blank', rel: 'nofollow noopener noreferrer' } as const;
