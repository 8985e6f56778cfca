import { expect, test as base, type Page } from '@playwright/test';

/** Every page's h1 as the route table and the demo content define them. */
export const ROUTE_HEADINGS: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: '星垣微电子股份有限公司' },
  { path: '/about', heading: '公司简介' },
  { path: '/product', heading: '产品中心' },
  { path: '/product/detail/101', heading: /XY6201/ },
  { path: '/investor', heading: '投资者关系' },
  { path: '/news', heading: '新闻中心' },
  { path: '/news/detail/201', heading: '星垣微电子发布 2026 年第三季度报告' },
  { path: '/contact', heading: '联系我们' },
];

/**
 * Fails the test on any uncaught error of its page. Only a test that uses `page` opens one: a test that
 * asks the server with `request` alone costs no browser page.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, pageErrors }, use) => {
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await use(page);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

export async function isPhone(page: Page): Promise<boolean> {
  return (page.viewportSize()?.width ?? 1440) < 768;
}
