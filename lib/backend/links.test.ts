import { backendLink, backendLinkHref } from './links';

describe('backend links', () => {
  it.each([
    ['https://roadshow.example/live?id=1', 'https://roadshow.example/live?id=1'],
    ['/news/detail/211', '/news/detail/211'],
    ['/news/../investor#events', '/investor#events'],
    ['/\\evil.example', ''],
    ['//evil.example', ''],
    ['/.//evil.example', ''],
    ['javascript:alert(1)', ''],
    ['http:/\\evil.example', ''],
    ['news/detail/1', ''],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(backendLink(value)).toBe(expected);
  });

  it('shows a site path in the page language, and leaves addresses elsewhere, language paths and files as they are', () => {
    expect(backendLinkHref('/news/detail/211', 'zh')).toBe('/news/detail/211');
    expect(backendLinkHref('/news/detail/211', 'en')).toBe('/en/news/detail/211');
    expect(backendLinkHref('/', 'en')).toBe('/en');
    expect(backendLinkHref('/product?category=11', 'en')).toBe('/en/product?category=11');
    expect(backendLinkHref('/en/about', 'en')).toBe('/en/about');
    expect(backendLinkHref('/en/about', 'zh')).toBe('/en/about');
    expect(backendLinkHref('/api/files/docs/a.pdf', 'en')).toBe('/api/files/docs/a.pdf');
    expect(backendLinkHref('https://roadshow.example/live', 'en')).toBe('https://roadshow.example/live');
    expect(backendLinkHref('/\\evil.example', 'en')).toBe('');
  });
});
