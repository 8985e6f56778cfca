import { ArticleSchema, SiteInfoSchema } from './backend/types';
import {
  breadcrumbJsonLd,
  clampDescription,
  corporationJsonLd,
  newsArticleJsonLd,
  baiduTime,
  baiduTimeJsonLd,
  pageMetadata,
  productJsonLd,
  serializeJsonLd,
} from './seo';

const origin = 'https://www.example.cn';
const site = SiteInfoSchema.parse({
  company_name: '星垣微电子股份有限公司',
  company_short_name: '星垣微电子',
  stock_name: '星垣微',
  stock_code: '688000',
  exchange: 'SSE',
  logo: 'files/logo.svg',
});

describe('serializeJsonLd', () => {
  it('cannot be closed early by CMS text', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: 'a & b \u2028' });
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a & b \u2028' });
  });
});

describe('pageMetadata', () => {
  it('sets title, description, canonical and Open Graph from one description', () => {
    const metadata = pageMetadata('zh', {
      title: '产品中心',
      description: '  电源管理\n 与信号链  ',
      path: '/product?category=11',
      images: ['/api/files/a.svg'],
    });
    expect(metadata).toMatchObject({
      title: '产品中心',
      description: '电源管理 与信号链',
      alternates: {
        canonical: '/product?category=11',
        languages: { 'zh-CN': '/product?category=11', en: '/en/product?category=11', 'x-default': '/product?category=11' },
      },
      openGraph: {
        title: '产品中心',
        description: '电源管理 与信号链',
        url: '/product?category=11',
        type: 'website',
        locale: 'zh_CN',
        alternateLocale: ['en_US'],
        images: ['/api/files/a.svg'],
      },
    });
    expect(metadata.robots).toBeUndefined();
  });

  it("names no other language's page for a list filtered by a word of the page's language (issue 42, part 2)", () => {
    const zh = pageMetadata('zh', { title: 'x', path: '/investor?type=%E5%85%AC%E5%91%8A' });
    expect(zh.alternates?.languages).toEqual({
      'zh-CN': '/investor?type=%E5%85%AC%E5%91%8A',
      'x-default': '/investor?type=%E5%85%AC%E5%91%8A',
    });
    const en = pageMetadata('en', { title: 'x', path: '/investor?type=Announcement' });
    expect(en.alternates?.languages).toEqual({ en: '/en/investor?type=Announcement' });
  });

  it('writes the English page under /en, canonical to itself, with the same alternates as the Chinese page', () => {
    const en = pageMetadata('en', { title: 'Products', path: '/product?category=11' });
    const zh = pageMetadata('zh', { title: '产品中心', path: '/product?category=11' });
    expect(en.alternates?.canonical).toBe('/en/product?category=11');
    expect(en.openGraph).toMatchObject({ url: '/en/product?category=11', locale: 'en_US', alternateLocale: ['zh_CN'] });
    expect(en.alternates?.languages).toEqual(zh.alternates?.languages);
    expect(pageMetadata('en', { title: 'Home', path: '/' }).alternates).toEqual({
      canonical: '/en',
      languages: { 'zh-CN': '/', en: '/en', 'x-default': '/' },
    });
  });

  it('marks filtered views noindex but followed, and articles with their dates', () => {
    expect(pageMetadata('zh', { title: 't', description: 'd', path: '/p', noindex: true }).robots).toEqual({ index: false, follow: true });
    expect(
      pageMetadata('zh', { title: 't', description: 'd', path: '/n', type: 'article', publishedTime: '2026-10-28' }).openGraph,
    ).toMatchObject({ type: 'article', publishedTime: '2026-10-28' });
  });

  it('clamps long descriptions', () => {
    expect(clampDescription('字'.repeat(300))).toHaveLength(120);
    expect(clampDescription('字'.repeat(300)).endsWith('…')).toBe(true);
  });
});

describe('JSON-LD builders', () => {
  it('Corporation carries the exchange-qualified ticker and an absolute logo', () => {
    expect(corporationJsonLd(origin, site, null, null)).toMatchObject({
      '@type': 'Corporation',
      tickerSymbol: 'SSE:688000',
      url: `${origin}/`,
      logo: `${origin}/api/files/logo.svg`,
    });
  });

  const article = ArticleSchema.parse({
    id: 101,
    category_id: 11,
    title: 'XY6201 LDO',
    summary: '低噪声',
    cover: 'files/products/xy6201.svg',
    published_at: '2024-03-12',
    updated_at: '2024-04-01',
    category_path: [
      { id: 1, name: '产品中心' },
      { id: 11, name: '电源管理' },
    ],
    product: {
      part_number: 'XY6201',
      status: 'mass_production',
      key_specs: [{ key: 'vin', label: '最大输入电压', value: 5.5, unit: 'V' }],
    },
  });

  it('Product names the part, its specs with units and its absolute image', () => {
    const product = productJsonLd(origin, 'zh', article, site, { name: '生命周期', value: '量产' });
    expect(product).toMatchObject({
      '@type': 'Product',
      mpn: 'XY6201',
      url: `${origin}/product/detail/101`,
      image: `${origin}/api/files/products/xy6201.svg`,
      category: '电源管理',
    });
    expect(product.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: '最大输入电压', value: 5.5, unitText: 'V' });
    expect(product.additionalProperty).toContainEqual({ '@type': 'PropertyValue', name: '生命周期', value: '量产' });
    expect(productJsonLd(origin, 'en', article, site, { name: 'Lifecycle', value: 'In production' })).toMatchObject({
      url: `${origin}/en/product/detail/101`,
    });
    expect(product.offers).toBeUndefined();
  });

  it('Product carries the offers it is given (features/where-to-buy/json-ld.ts builds them)', () => {
    const offers = [{ '@type': 'Offer' as const, sku: 'XY6201-SOT235T', price: 3.2, priceCurrency: 'CNY' }];
    expect(productJsonLd(origin, 'zh', article, site, { name: '生命周期', value: '量产' }, offers).offers).toEqual(offers);
  });

  it('NewsArticle has headline, dates and publisher', () => {
    expect(newsArticleJsonLd(origin, 'zh', article, site)).toMatchObject({
      '@type': 'NewsArticle',
      inLanguage: 'zh-CN',
      mainEntityOfPage: `${origin}/news/detail/101`,
      headline: 'XY6201 LDO',
      datePublished: '2024-03-12',
      dateModified: '2024-04-01',
      publisher: { '@type': 'Organization', name: '星垣微电子股份有限公司' },
    });
    expect(newsArticleJsonLd(origin, 'en', article, site)).toMatchObject({
      inLanguage: 'en',
      mainEntityOfPage: `${origin}/en/news/detail/101`,
    });
  });

  it('BreadcrumbList numbers the trail and links all but the current page', () => {
    expect(
      breadcrumbJsonLd(origin, [{ name: '首页', href: '/' }, { name: '产品中心', href: '/product' }, { name: 'XY6201' }]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: '首页', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: '产品中心', item: `${origin}/product` },
      { '@type': 'ListItem', position: 3, name: 'XY6201' },
    ]);
  });
});

describe("Baidu's time factor (issue 47)", () => {
  it("writes an article's dates as Baidu asks: Beijing time, YYYY-MM-DDTHH:mm:ss", () => {
    expect(baiduTime('2026-10-28')).toBe('2026-10-28T00:00:00');
    expect(baiduTime('2026-10-28T09:30')).toBe('2026-10-28T09:30:00');
    expect(baiduTime('2026-10-28T09:30:15.123')).toBe('2026-10-28T09:30:15');
    expect(baiduTime('2026-10-28T08:00:00+08:00')).toBe('2026-10-28T08:00:00');
    expect(baiduTime('2026-10-28T20:00:00Z')).toBe('2026-10-29T04:00:00');
  });

  it("names the article's own address, title, picture and description, beside schema.org's NewsArticle", () => {
    const made = baiduTimeJsonLd('https://www.xingyuan.example', 'en', {
      id: 201,
      title: 'Q3 report',
      summary: 'The third quarter',
      cover: '/api/files/news/cover.jpg',
      published_at: '2026-10-28',
      updated_at: '2026-10-29T10:00:00+08:00',
    } as never);
    expect(made).toEqual({
      '@context': 'https://ziyuan.baidu.com/contexts/cambrian.jsonld',
      '@id': 'https://www.xingyuan.example/en/news/detail/201',
      title: 'Q3 report',
      images: ['https://www.xingyuan.example/api/files/news/cover.jpg'],
      description: 'The third quarter',
      pubDate: '2026-10-28T00:00:00',
      upDate: '2026-10-29T10:00:00',
    });
  });
});
