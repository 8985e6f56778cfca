/** @jest-environment node */
import { hasFreeText, normalisePath, pageAddress as addressOf, isSearchPath } from './page-key';
import { SITE_PAGES } from '@/features';

/** The address as the site's own pages declare their queries. */
const pageAddress = (url: string) => addressOf(url, SITE_PAGES);

describe('page addresses as cache keys', () => {
  it.each([
    ['/./about', '/about'],
    ['/%2e/about', '/about'],
    ['/%2E%2e/about', '/about'],
    ['/news/../about', '/about'],
    ['/en/news/./detail/3', '/en/news/detail/3'],
    ['/about', '/about'],
  ])('%s is the path %s', (path, expected) => {
    expect(normalisePath(path)).toBe(expected);
  });

  it('keeps the query parameters pages read, in their order, and drops the rest', () => {
    expect(pageAddress('/product?utm_source=x&q=LDO&status=active&status=nrnd&min_vin=2&gclid=1')).toEqual({
      path: '/product',
      url: '/product?q=LDO&status=active&status=nrnd&min_vin=2',
    });
    expect(pageAddress('/news?utm_source=x')).toEqual({ path: '/news', url: '/news' });
    expect(pageAddress('/product/compare?id=1&id=2')).toEqual({ path: '/product/compare', url: '/product/compare?id=1&id=2' });
    expect(pageAddress('/')).toEqual({ path: '/', url: '/' });
  });

  it('keys a search by its query as the page reads it: every spelling of one search is one entry', () => {
    const one = pageAddress('/search?q=xy6201').url;
    for (const spelling of [
      '/search?q=+xy6201+',
      '/search?q=xy6201&q=other',
      '/search?q=%20%20xy6201%09&utm_source=x',
      '/./search?q=xy6201',
    ]) {
      expect(pageAddress(spelling).url).toBe(one);
    }
    expect(pageAddress(`/search?q=${'芯'.repeat(300)}`).url).toBe(pageAddress(`/search?q=${'芯'.repeat(100)}${'x'.repeat(50)}`).url);
    expect(pageAddress('/en/search?type=news&q=a%20%20b&page=2&page=3').url).toBe('/en/search?type=news&q=a+b&page=2');
    // Other pages keep every value (the comparison reads several ids).
    expect(pageAddress('/product/compare?id=101&id=102').url).toBe('/product/compare?id=101&id=102');
    expect([isSearchPath('/search'), isSearchPath('/en/search'), isSearchPath('/searching')]).toEqual([true, true, false]);
  });

  it('keys a cross-reference search the same way, by its own parameters only', () => {
    expect(pageAddress('/product/cross-reference?q=%20nwp7a20%20%2033&q=x&type=news&category=3&page=2').url).toBe(
      '/product/cross-reference?q=nwp7a20+33&page=2',
    );
    expect(isSearchPath('/en/product/cross-reference')).toBe(true);
    // One part's page is not a search: it has no query to read.
    expect(isSearchPath('/product/cross-reference/NWP7A2033')).toBe(false);
    expect(pageAddress('/product/cross-reference/NWP7A2033?q=x').url).toBe('/product/cross-reference/NWP7A2033');
  });

  it("keeps only the parameters that page reads, not another page's (issue 42, finding 7)", () => {
    for (const [url, key] of [
      ['/about?q=random-1', '/about'],
      ['/?token=random-2', '/'],
      ['/en?token=random-2', '/en'],
      ['/investor/esg?page=7', '/investor/esg'],
      ['/contact?min_random=1', '/contact'],
      ['/product/detail/101?type=x&page=2', '/product/detail/101'],
      ['/news?page=2&token=x', '/news?page=2'],
      ['/en/news?page=2&q=x', '/en/news?page=2'],
      ['/investor/qa?q=random&page=2', '/investor/qa?q=random&page=2'],
    ] as const)
      expect([url, pageAddress(url).url]).toEqual([url, key]);
  });

  it('marks an address with text a visitor typed, which is never shared through Redis', () => {
    expect(hasFreeText(pageAddress('/investor/qa?q=random').url)).toBe(true);
    expect(hasFreeText(pageAddress('/product/resources?q=xy').url)).toBe(true);
    expect(hasFreeText(pageAddress('/about?q=random').url)).toBe(false);
    expect(hasFreeText(pageAddress('/news?page=2').url)).toBe(false);
  });

  it('leaves a path that starts with two slashes, or has a backslash, alone (Next.js redirects it)', () => {
    expect(pageAddress('//evil.example/about').path).toBe('//evil.example/about');
    expect(pageAddress('/\\evil.example').path).toBe('/\\evil.example');
    expect(pageAddress('/news/..//evil.example').path).toBe('/news/..//evil.example');
    expect(normalisePath('/a\\..\\b')).toBe('/a\\..\\b');
  });

  it.each([
    ['/news', 'page'],
    ['/news', 'category'],
    ['/product', 'q'],
    ['/product', 'status'],
    ['/product', 'sort'],
    ['/product', 'order'],
    ['/investor', 'year'],
    ['/investor', 'type'],
    ['/product/compare', 'id'],
    ['/product', 'min_vin'],
    ['/product', 'max_iq'],
    ['/product', 'opt_package'],
  ])('%s keeps its parameter %s', (page, name) => {
    expect(pageAddress(`${page}?${name}=1`).url).toBe(`${page}?${name}=1`);
  });

  it.each(['utm_source', 'fbclid', '_rsc', 'min_', 'opt_' + 'x'.repeat(101)])('%s is no parameter of any page', (name) => {
    expect(pageAddress(`/product?${name}=1`).url).toBe('/product');
  });
});
