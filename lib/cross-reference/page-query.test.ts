import { CROSS_REFERENCE_QUERY, crossReferenceHref, crossReferencePartPath, parseCrossReferenceQuery } from './page-query';

describe('cross-reference addresses', () => {
  it('reads the query cleaned and the page, and a malformed page as null', () => {
    const read = (query: Record<string, string | string[]>) => parseCrossReferenceQuery(CROSS_REFERENCE_QUERY.read(query));
    expect(read({ q: '  nwp7a20   33 ', page: '2', utm: 'x' })).toEqual({ q: 'nwp7a20 33', page: 2 });
    expect(read({ q: ['a', 'b'] })).toEqual({ q: 'a', page: 1 });
    expect(read({})).toEqual({ q: '', page: 1 });
    expect(read({ page: '0' })).toBeNull();
  });

  it('writes searches and part pages', () => {
    expect(crossReferenceHref({ q: 'NWP7A20-33' })).toBe('/product/cross-reference?q=NWP7A20-33');
    expect(crossReferenceHref({ q: 'a b', page: 3 })).toBe('/product/cross-reference?q=a+b&page=3');
    expect(crossReferenceHref({ q: '', page: 2 })).toBe('/product/cross-reference?page=2');
    expect(crossReferencePartPath('lm358/nopb')).toBe('/product/cross-reference/LM358-NOPB');
  });
});
