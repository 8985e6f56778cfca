import { internalPagePath, localePath, splitLocalePath, switchLanguageHref } from './paths';

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

  it('routes an address into the [locale] tree as it came: Chinese under /zh, English as it stands, /zh itself to the 404 page', () => {
    expect(internalPagePath('/')).toEqual({ locale: 'zh', internal: '/zh' });
    expect(internalPagePath('/product/%00')).toEqual({ locale: 'zh', internal: '/zh/product/%00' });
    expect(internalPagePath('/news/detail%2F201')).toEqual({ locale: 'zh', internal: '/zh/news/detail%2F201' });
    expect(internalPagePath('/en')).toEqual({ locale: 'en', internal: '/en' });
    expect(internalPagePath('/en/about')).toEqual({ locale: 'en', internal: '/en/about' });
    expect(internalPagePath('/zh')).toEqual({ locale: 'zh', internal: '/zh/_not-found-path' });
    expect(internalPagePath('/zh/about')).toEqual({ locale: 'zh', internal: '/zh/_not-found-path' });
    expect(internalPagePath('/zhong')).toEqual({ locale: 'zh', internal: '/zh/zhong' });
  });

  it('switches to the same page, query kept, in the other language', () => {
    expect(switchLanguageHref('/product', 'category=11&sort=vin')).toEqual({ locale: 'zh', href: '/en/product?category=11&sort=vin' });
    expect(switchLanguageHref('/en/news/detail/211', '')).toEqual({ locale: 'en', href: '/news/detail/211' });
    expect(switchLanguageHref('/en', '')).toEqual({ locale: 'en', href: '/' });
    expect(switchLanguageHref('/', '')).toEqual({ locale: 'zh', href: '/en' });
  });
});
