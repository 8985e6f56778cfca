import { groupByType, isNarrowed, parseResourcesQuery, RESOURCES_QUERY, resourcesHref } from './library';

const read = (query: Record<string, string | string[]>) => parseResourcesQuery(RESOURCES_QUERY.read(query));

describe('design resources', () => {
  it('groups documents by type in the fixed order, keeping each group in the order given', () => {
    const docs = [
      { type: 'cad' as const, title: 'symbol' },
      { type: 'datasheet' as const, title: 'ds' },
      { type: 'cad' as const, title: 'footprint' },
      { type: 'other' as const, title: 'x' },
    ];
    expect(groupByType(docs).map((group) => [group.type, group.documents.map((doc) => doc.title)])).toEqual([
      ['datasheet', ['ds']],
      ['cad', ['symbol', 'footprint']],
      ['other', ['x']],
    ]);
  });

  it('reads the library query, a malformed part as null', () => {
    expect(read({ q: '  spice  xy62 ', type: 'spice_model', line: '11', language: 'en', page: '2', utm: 'x' })).toEqual({
      q: 'spice xy62',
      type: 'spice_model',
      line: 11,
      language: 'en',
      page: 2,
    });
    expect(read({ type: '', language: '' })).toEqual({ q: '', page: 1 });
    const bad: Record<string, string>[] = [{ type: 'manual' }, { language: 'fr' }, { line: '1x' }, { page: '0' }];
    for (const query of bad) expect(read(query)).toBeNull();
  });

  it('writes addresses and knows a narrowed view', () => {
    expect(resourcesHref({ q: 'a b', type: 'cad', line: 12, language: 'zh', page: 3 })).toBe(
      '/product/resources?q=a+b&type=cad&line=12&language=zh&page=3',
    );
    expect(resourcesHref({ page: 1 })).toBe('/product/resources');
    expect([isNarrowed({ q: '', page: 2 }), isNarrowed({ q: '', line: 11, page: 1 })]).toEqual([false, true]);
  });
});
