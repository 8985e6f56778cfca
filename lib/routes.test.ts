/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildNavigation, findRoute, isActivePath, ROUTES, safeExternalUrl, type PageComponent, type RouteEntry } from './routes';
import { zhNav } from '@/tests/support/intl';

describe('route table (requirements §2)', () => {
  it('has every route of the spec', () => {
    expect(ROUTES.map((route) => route.path)).toEqual(['/home', '/', '/about', '/product', '/investor', '/news', '/join', '/contact', '*']);
    expect(findRoute('/home')?.redirect).toBe('/');
    expect(findRoute('/product')?.children?.[0]?.path).toBe('detail/:id');
    expect(findRoute('/news')?.children?.[0]?.path).toBe('detail/:id');
    expect(findRoute('*')?.noShow).toBe(true);
  });

  it('every component is implemented by a file under app/', () => {
    const files: Record<PageComponent, string> = {
      home: 'app/[locale]/page.tsx',
      about: 'app/[locale]/about/page.tsx',
      product: 'app/[locale]/product/page.tsx',
      productDetail: 'app/[locale]/product/detail/[id]/page.tsx',
      investor: 'app/[locale]/investor/page.tsx',
      news: 'app/[locale]/news/page.tsx',
      newsDetail: 'app/[locale]/news/detail/[id]/page.tsx',
      join: 'app/[locale]/join/route.ts',
      contact: 'app/[locale]/contact/page.tsx',
      notFound: 'app/[locale]/[...rest]/page.tsx',
    };
    const walk = (routes: readonly RouteEntry[]): PageComponent[] =>
      routes.flatMap((route) => [...(route.component ? [route.component] : []), ...walk(route.children ?? [])]);
    for (const component of walk(ROUTES)) expect(existsSync(path.join(process.cwd(), files[component]))).toBe(true);
    expect(existsSync(path.join(process.cwd(), 'app/[locale]/home/route.ts'))).toBe(true);
  });
});

describe('navigation', () => {
  it('lists only shown entries with a component, in table order', () => {
    const nav = buildNavigation({ recruitment_url: 'https://jobs.example/' }, zhNav);
    expect(nav.map((item) => item.name)).toEqual(['首页', '公司介绍', '产品中心', '投资者关系', '新闻中心', '人才招聘', '联系我们']);
    expect(nav.find((item) => item.path === '/join')).toEqual({
      kind: 'external',
      path: '/join',
      name: '人才招聘',
      href: 'https://jobs.example/',
    });
    expect(nav.filter((item) => item.kind === 'internal').map((item) => item.path)).not.toContain('/home');
  });

  it('leaves out hidden entries, redirects and entries without a component', () => {
    const routes: RouteEntry[] = [
      { path: '/a', name: 'about', component: 'about' },
      { path: '/b', name: 'news', component: 'news', noShow: true },
      { path: '/c', name: 'contact' },
      { path: '/d', name: 'home', redirect: '/a', component: 'home' },
    ];
    expect(buildNavigation({}, zhNav, 'zh', routes).map((item) => item.path)).toEqual(['/a']);
  });

  it('leaves out the external entry when the backend gives no usable address', () => {
    expect(buildNavigation({}, zhNav).some((item) => item.path === '/join')).toBe(false);
    expect(buildNavigation({ recruitment_url: 'javascript:alert(1)' }, zhNav).some((item) => item.path === '/join')).toBe(false);
    expect(safeExternalUrl('//evil.example')).toBeNull();
  });

  it('marks home active only on /, other entries on their subtree', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/news')).toBe(false);
    expect(isActivePath('/news', '/news/detail/3')).toBe(true);
    expect(isActivePath('/news', '/newsletter')).toBe(false);
  });
});
