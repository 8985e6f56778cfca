import { sitePath } from './site-path';

describe('sitePath', () => {
  it.each([
    ['/news/detail/299', '/news/detail/299'],
    ['/product?category=11#x', '/product?category=11#x'],
    ['/news/../about', '/about'],
    ['/en/investor', '/en/investor'],
  ])('keeps a path of this site: %s → %s', (value, expected) => {
    expect(sitePath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/.//evil.example',
    '/%2e//evil.example',
    '/en/..//evil.example',
    '/./\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'news/detail/1',
    '',
  ])('refuses %j: it leads off the site', (value) => {
    expect(sitePath(value)).toBeNull();
  });
});
