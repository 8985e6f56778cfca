import { addressInLanguage, internalPagePath, localePath, splitLocalePath, switchLanguageHref } from './paths';

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

  it('keeps a part number across the switch (issue 42, part 2)', () => {
    expect(switchLanguageHref('/samples', 'part=XY1-SOT&captcha=text').href).toBe('/en/samples?part=XY1-SOT');
    expect(switchLanguageHref('/en/quality', 'part=XY1').href).toBe('/quality?part=XY1');
  });

  it('has no page in the other language for a list filtered by a word of its own (issue 42, part 2)', () => {
    const filtered = '/investor?type=%E8%91%A3%E4%BA%8B%E4%BC%9A%E5%86%B3%E8%AE%AE&year=2026';
    expect(addressInLanguage(filtered, 'zh', 'zh')).toBe(filtered);
    expect(addressInLanguage(filtered, 'zh', 'en')).toBeNull();
    expect(addressInLanguage('/investor?type=Board%20resolution', 'en', 'zh')).toBeNull();
    expect(addressInLanguage('/news?page=2', 'zh', 'en')).toBe('/en/news?page=2');
    expect(addressInLanguage('/product?category=11&sort=vin', 'en', 'zh')).toBe('/product?category=11&sort=vin');
    expect(addressInLanguage('/', 'zh', 'en')).toBe('/en');
  });

  it('carries over only what means the same in the other language (issue 20, part 2.2)', () => {
    // A subtype's label and a list's page number are the page's language's own: the switch leaves them out.
    expect(switchLanguageHref('/investor', 'type=%E8%91%A3%E4%BA%8B%E4%BC%9A%E5%86%B3%E8%AE%AE&year=2026&page=3').href).toBe(
      '/en/investor?year=2026',
    );
    expect(switchLanguageHref('/en/news', 'page=2').href).toBe('/news');
    // The library's type, line and document language are codes: kept; its page number is not.
    expect(switchLanguageHref('/product/resources', 'q=xy62&type=cad&line=11&language=en&page=2').href).toBe(
      '/en/product/resources?q=xy62&type=cad&line=11&language=en',
    );
    expect(switchLanguageHref('/investor', 'line=11&language=en').href).toBe('/en/investor');
    // A text spec's values are words of the language; ranges, ids, kinds, sorting and a query are not.
    expect(switchLanguageHref('/product', 'category=11&opt_package=DFN&min_vin=2.5&sort=vin&order=desc').href).toBe(
      '/en/product?category=11&min_vin=2.5&sort=vin&order=desc',
    );
    expect(switchLanguageHref('/search', 'q=LDO&type=product&page=2').href).toBe('/en/search?q=LDO&type=product');
    expect(switchLanguageHref('/product/compare', 'id=101&id=102').href).toBe('/en/product/compare?id=101&id=102');
  });
});
