/**
 * Pages read their query only through their declaration, and the page cache keeps what they declare
 * (features/index.ts). Read from the page files themselves: a new page that takes `searchParams` without
 * an entry, or reads them another way, fails here. A route handler that answers under the page cache (a
 * feed) declares its query the same way, and is held to it once it names its entry.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CAPTCHA_PAGES, PAGE_QUERIES, SITE_PAGES } from './index';
import { pageAddress as addressOf } from '@/lib/server/page-key';

const pageAddress = (url: string) => addressOf(url, SITE_PAGES);
const isCaptchaPage = (path: string) => SITE_PAGES.drawsCaptcha(path);

const APP = path.join(__dirname, '..', 'app');

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return pageFiles(file);
    return name === 'page.tsx' || name === 'route.ts' ? [file] : [];
  });
}

/** `app/[locale]/product/compare/page.tsx` → `/product/compare`. */
function routeOf(file: string): string {
  const route = path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment !== '[locale]' && !segment.startsWith('('));
  return `/${route.join('/')}`;
}

const pages = pageFiles(APP).map((file) => ({ file: path.relative(APP, file), route: routeOf(file), source: readFileSync(file, 'utf8') }));
// A route handler that answers GET (under the page cache, which keys it as a page) and reads its query is
// held to the same rule as a page (issue 42: the list's CSV read /product's query, undeclared, and lost it).
const readers = pages.filter((page) =>
  page.file.endsWith('page.tsx')
    ? page.source.includes('searchParams')
    : page.source.includes(`PAGE_QUERIES['${page.route}']`) ||
      (/export (async )?function GET/.test(page.source) && page.source.includes('searchParams')),
);

describe('page queries', () => {
  it('finds the pages that read their query', () => {
    expect(readers.map((page) => page.route).sort()).toEqual(Object.keys(PAGE_QUERIES).sort());
  });

  it.each(readers.map((page) => [page.file, page]))('%s reads its query through its own declaration only', (_file, page) => {
    expect(page.source).toContain(`PAGE_QUERIES['${page.route}']`);
    // What may name searchParams: the props' type, their destructuring, and the declaration's read.
    const rest = page.source
      .replaceAll('searchParams: Promise<PageQuery>', '')
      .replaceAll('{ searchParams }', '')
      .replaceAll('QUERY.read(await searchParams)', '')
      .replaceAll('QUERY.read(Object.fromEntries(request.nextUrl.searchParams))', '')
      .replaceAll('QUERY.read(queryOf(request.nextUrl.searchParams))', '');
    expect(rest).not.toContain('searchParams');
  });

  it.each(Object.entries(PAGE_QUERIES))('the page cache keeps what %s declares, and nothing else', (route, query) => {
    for (const name of query.names) expect(pageAddress(`${route}?${name}=1&utm_source=x`).url).toBe(`${route}?${name}=1`);
    for (const prefix of query.prefixes) expect(pageAddress(`${route}?${prefix}vin=1&${prefix}=2`).url).toBe(`${route}?${prefix}vin=1`);
  });
});

describe('pages that draw a captcha on the server (issue 42, finding 8)', () => {
  it('are all counted against the captcha limit', () => {
    const drawing = pages
      .filter((page) => /\b(captchaFormPage|pageCaptcha)\(|<CaptchaFormPage\b/.test(page.source))
      .map((page) => page.route);
    expect(drawing.sort()).toEqual([...CAPTCHA_PAGES].sort());
  });

  it('are known in either language', () => {
    expect(isCaptchaPage('/investor/alerts')).toBe(true);
    expect(isCaptchaPage('/en/investor/qa/ask')).toBe(true);
    expect(isCaptchaPage('/investor/alerts/confirm')).toBe(false);
    expect(isCaptchaPage('/en')).toBe(false);
  });
});
