/** @jest-environment node */
import { ArticleSummarySchema } from '@/lib/backend/types';
import { articleType } from '@/lib/backend/article-kind';
import { parseSearchQuery, resultHref, searchHref } from './page-query';

describe('the /search address', () => {
  it('reads the query cleaned, the kind and the page; a bad kind or page is no address', () => {
    expect(parseSearchQuery({ q: '  xy-6201  ', type: 'product', page: '2' })).toEqual({ q: 'xy-6201', type: 'product', page: 2 });
    expect(parseSearchQuery({})).toEqual({ q: '', type: undefined, page: 1 });
    expect(parseSearchQuery({ q: ['a', 'b'], type: '' })).toEqual({ q: 'a', type: undefined, page: 1 });
    expect(parseSearchQuery({ q: 'a', type: 'everything' })).toBeNull();
    expect(parseSearchQuery({ q: 'a', page: '0' })).toBeNull();
  });

  it('writes it back with page 1 and no kind left out, escaped', () => {
    expect(searchHref({ q: '业绩 说明会', type: 'news', page: 2 })).toBe(
      '/search?q=%E4%B8%9A%E7%BB%A9+%E8%AF%B4%E6%98%8E%E4%BC%9A&type=news&page=2',
    );
    expect(searchHref({ q: 'a&b=c' })).toBe('/search?q=a%26b%3Dc');
    expect(searchHref({ q: '' })).toBe('/search');
  });
});

describe('where a result leads', () => {
  const item = (fields: Record<string, unknown>) =>
    ArticleSummarySchema.parse({ id: 7, category_id: 1, title: 't', published_at: '2026-01-01', ...fields });

  it('a product and a news item to their pages, a document to its PDF (else the investor page)', () => {
    const product = item({ product: { part_number: 'XY1', status: 'mass_production' } });
    expect([articleType(product), resultHref(product)]).toEqual(['product', { href: '/product/detail/7', external: false }]);
    expect(resultHref(item({}))).toEqual({ href: '/news/detail/7', external: false });
    const filing = item({ announcement: { type: 'temporary', pdf_url: 'files/docs/7.pdf' } });
    expect([articleType(filing), resultHref(filing)]).toEqual(['investor', { href: '/api/files/docs/7.pdf', external: true }]);
    expect(resultHref(item({ announcement: { type: 'temporary' } }))).toEqual({ href: '/investor', external: false });
  });
});
