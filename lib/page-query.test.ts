import { declarePageQuery } from './page-query';

describe('declarePageQuery', () => {
  const list = declarePageQuery(['page', 'category']);
  const products = declarePageQuery(['page', 'sort'], ['min_', 'opt_']);

  it('hands a page the parameters it declared and no other', () => {
    expect(list.read({ page: '2', category: ['3', '4'], utm_source: 'x', q: 'y' })).toEqual({ page: '2', category: ['3', '4'] });
    expect(products.read({ page: '1', min_vin: '2', opt_package: ['a', 'b'], max_vin: '9', min_: '1' })).toEqual({
      page: '1',
      min_vin: '2',
      opt_package: ['a', 'b'],
    });
    expect(list.read({})).toEqual({});
  });

  it('says which names a page reads: its own, and its prefixes followed by 1 to 100 characters', () => {
    expect(list.reads('category')).toBe(true);
    expect(list.reads('min_vin')).toBe(false);
    expect(products.reads('sort')).toBe(true);
    expect(products.reads('opt_x')).toBe(true);
    expect(products.reads('opt_')).toBe(false);
    expect(products.reads(`min_${'k'.repeat(100)}`)).toBe(true);
    expect(products.reads(`min_${'k'.repeat(101)}`)).toBe(false);
    expect(products.reads('category')).toBe(false);
  });

  it('types what is read: an undeclared name does not compile', () => {
    const query = products.read({ sort: 'vin' });
    expect(query.sort).toBe('vin');
    expect(query.min_vin).toBeUndefined();
    // @ts-expect-error `category` is not declared by this page.
    expect(query.category).toBeUndefined();
  });
});
