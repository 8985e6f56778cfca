/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { methodLabel, routeMatcher, statusClass, UNMATCHED, type BuildRoute } from './route-template';

/** Routes as Next.js writes them into `.next/routes-manifest.json` (the build's own, in its order). */
const ROUTES: BuildRoute[] = [
  { page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' },
  { page: '/sitemap.xml', regex: '^/sitemap\\.xml(?:/)?$' },
  { page: '/member/article/[id]', regex: '^/member/article/([^/]+?)(?:/)?$' },
  { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
  { page: '/[locale]/about', regex: '^/([^/]+?)/about(?:/)?$' },
  { page: '/[locale]/news/detail/[id]', regex: '^/([^/]+?)/news/detail/([^/]+?)(?:/)?$' },
  { page: '/[locale]/product/detail/[id]', regex: '^/([^/]+?)/product/detail/([^/]+?)(?:/)?$' },
  { page: '/[locale]/[...rest]', regex: '^/([^/]+?)/(.+?)(?:/)?$' },
];

describe('the route of a request, as a template (issue 47: bounded labels)', () => {
  const route = routeMatcher(ROUTES, ['/icon.svg']);

  it('names a page by its template, in either language, without its query', () => {
    expect(route('/')).toBe('/');
    expect(route('/en')).toBe('/');
    expect(route('/about')).toBe('/about');
    expect(route('/en/about?x=1')).toBe('/about');
    expect(route('/product/detail/101')).toBe('/product/detail/[id]');
    expect(route('/en/news/detail/999999')).toBe('/news/detail/[id]');
    expect(route('/robots.txt')).toBe('/robots.txt');
    expect(route('/member/article/3')).toBe('/member/article/[id]');
    expect(route('/icon.svg')).toBe('/[public file]');
  });

  it("names the API, the build's files and the operators' routes by their prefix", () => {
    expect(route('/api/web/get_site_list')).toBe('/api/web/[call]');
    expect(route('/api/web/anything-at-all')).toBe('/api/web/[call]');
    expect(route('/api/files/logo.png')).toBe('/api/[...path]');
    expect(route('/_next/static/chunks/x.js')).toBe('/_next/static');
    expect(route('/_next/image?url=x')).toBe('/_next/image');
    expect(route('/_site/metrics')).toBe('/_site/metrics');
    expect(route('/_site/anything')).toBe('/_site/[operation]');
  });

  it('puts 200,000 made-up addresses under a handful of templates', () => {
    const seen = new Set<string>();
    for (let index = 0; index < 200_000; index += 1) {
      const made = [`/x${index}`, `/product/detail/${index}`, `/en/${index}/deep/${index}`, `/%ZZ${index}`, `//${index}`][index % 5]!;
      seen.add(route(made));
    }
    // The catch-all (the 404 page) takes whatever no other route does.
    expect([...seen].sort()).toEqual(['/[...rest]', '/product/detail/[id]']);
    expect(routeMatcher([])('/anything')).toBe(UNMATCHED);
  });

  it("reads the build's own manifest, when there is a build", () => {
    let manifest: { staticRoutes: BuildRoute[]; dynamicRoutes: BuildRoute[] } | null = null;
    try {
      manifest = JSON.parse(readFileSync('.next/routes-manifest.json', 'utf8'));
    } catch {
      return; // no build here: the other cases hold the rule
    }
    const built = routeMatcher([...manifest!.staticRoutes, ...manifest!.dynamicRoutes]);
    expect(built('/en/investor/meetings/703')).toBe('/investor/meetings/[id]');
    expect(built('/login/reset')).toBe('/login/reset');
  });

  it('counts statuses by class and methods among the known ones', () => {
    expect([200, 204, 304, 404, 503, 42, 999].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '5xx', 'other', 'other']);
    expect([undefined, 'GET', 'POST', 'BREW', 'get'].map(methodLabel)).toEqual(['other', 'GET', 'POST', 'other', 'other']);
  });
});
