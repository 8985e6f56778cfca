import { localePath, splitLocalePath, switchLanguageHref } from './paths';

describe('addresses per language', () => {
  it('leaves Chinese paths as they are and puts English ones under /en', () => {
    expect(localePath('zh', '/news?page=2')).toBe('/news?page=2');
    expect(localePath('en', '/news?page=2')).toBe('/en/news?page=2');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('en', '/?x=1')).toBe('/en?x=1');
  });

  it('reads the language of an address; /zh is no prefix', () => {
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/en/product/detail/7')).toEqual({ locale: 'en', path: '/product/detail/7' });
    expect(splitLocalePath('/english')).toEqual({ locale: 'zh', path: '/english' });
    expect(splitLocalePath('/zh/about')).toEqual({ locale: 'zh', path: '/zh/about' });
    expect(splitLocalePath('/')).toEqual({ locale: 'zh', path: '/' });
  });

  it('switches to the same page, query kept, in the other language', () => {
    expect(switchLanguageHref('/product', 'category=11&sort=vin')).toEqual({ locale: 'zh', href: '/en/product?category=11&sort=vin' });
    expect(switchLanguageHref('/en/news/detail/211', '')).toEqual({ locale: 'en', href: '/news/detail/211' });
    expect(switchLanguageHref('/en', '')).toEqual({ locale: 'en', href: '/' });
    expect(switchLanguageHref('/', '')).toEqual({ locale: 'zh', href: '/en' });
  });
});
