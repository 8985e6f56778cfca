import { ArticleSummarySchema, type ArticleSummaryInput } from '@/lib/backend/types';
import {
  applySelection,
  deriveColumns,
  isFiltered,
  isProduct,
  nextSort,
  parseSelection,
  selectionQuery,
  withQuery,
  type Product,
} from './product-selection';

function product(
  id: number,
  pn: string,
  status: 'mass_production' | 'sampling' | 'nrnd',
  specs: [string, number | string, string?][],
): Product {
  const input: ArticleSummaryInput = {
    id,
    category_id: 11,
    title: `${pn} 测试器件`,
    published_at: `2026-01-${String(id % 28).padStart(2, '0')}`,
    product: {
      part_number: pn,
      status,
      key_specs: specs.map(([key, value, unit = '']) => ({ key, label: key.toUpperCase(), value, unit })),
    },
  };
  const parsed = ArticleSummarySchema.parse(input);
  if (!isProduct(parsed)) throw new Error('not a product');
  return parsed;
}

const products = [
  product(1, 'XY100', 'mass_production', [
    ['vin', 5.5, 'V'],
    ['iout', 300, 'mA'],
    ['topology', 'LDO'],
  ]),
  product(2, 'XY200', 'sampling', [
    ['vin', 36, 'V'],
    ['iout', 3000, 'mA'],
    ['topology', '降压'],
  ]),
  product(3, 'XY300', 'nrnd', [
    ['vin', 6.5, 'V'],
    ['iout', 1000, 'mA'],
    ['topology', 'LDO'],
  ]),
  product(4, 'XY050', 'mass_production', [
    ['vin', 60, 'V'],
    ['topology', '降压'],
    ['rare', 1],
  ]),
];

describe('deriveColumns', () => {
  it('keeps specs present in at least half the products, typed as number or text', () => {
    const columns = deriveColumns(products);
    expect(columns.map((column) => column.key)).toEqual(['vin', 'iout', 'topology']);
    expect(columns[0]).toMatchObject({ kind: 'number', unit: 'V', min: 5.5, max: 60 });
    expect(columns[2]).toMatchObject({ kind: 'text', options: ['LDO', '降压'] });
  });

  it("labels a column from an item in the page's language, not from a one-language item that came first (issue 42)", () => {
    const chineseOnly: Product = {
      ...product(1, 'A', 'sampling', [['res', 16, 'bit']]),
      lang: 'zh',
      product: {
        ...product(1, 'A', 'sampling', [['res', 16, 'bit']]).product,
        key_specs: [{ key: 'res', label: '分辨率', value: 16, unit: 'bit' }],
      },
    };
    const english: Product = {
      ...product(2, 'B', 'sampling', []),
      product: { ...product(2, 'B', 'sampling', []).product, key_specs: [{ key: 'res', label: 'Resolution', value: 12, unit: 'bit' }] },
    };
    expect(deriveColumns([chineseOnly, english])[0]).toMatchObject({ label: 'Resolution', lang: null });
    // No item of the page's language has it: the label is the item's, marked with its language.
    expect(deriveColumns([chineseOnly])[0]).toMatchObject({ label: '分辨率', lang: 'zh' });
  });

  it('treats a spec with any text value as text', () => {
    const mixed = [product(1, 'A', 'sampling', [['x', 1]]), product(2, 'B', 'sampling', [['x', 'n/a']])];
    expect(deriveColumns(mixed)[0]?.kind).toBe('text');
  });
});

describe('parseSelection', () => {
  const columns = deriveColumns(products);

  it('reads ranges, options, status, search and sort', () => {
    const state = parseSelection(
      { min_vin: '5', max_vin: '40', opt_topology: ['LDO'], status: ['mass_production', 'nrnd'], q: ' xy ', sort: 'iout', order: 'desc' },
      columns,
    );
    expect(state).toEqual({
      q: 'xy',
      status: ['mass_production', 'nrnd'],
      ranges: { vin: { min: 5, max: 40 } },
      options: { topology: ['LDO'] },
      sort: { key: 'iout', order: 'desc' },
    });
  });

  it.each([
    [{ min_vin: 'abc' }],
    [{ min_vin: '1e3' }],
    [{ min_nope: '1' }],
    [{ opt_topology: '<script>' }],
    [{ status: 'sold_out' }],
    [{ sort: 'constructor' }],
  ])('ignores malformed or unknown input %j', (query) => {
    const state = parseSelection(query, columns);
    expect(isFiltered(state)).toBe(false);
    expect(state.sort).toBeNull();
  });

  it('caps the search length', () => {
    expect(parseSelection({ q: 'x'.repeat(500) }, columns).q).toHaveLength(64);
  });
});

describe('applySelection', () => {
  const columns = deriveColumns(products);
  const pick = (query: Record<string, string | string[]>) =>
    applySelection(products, parseSelection(query, columns)).map((item) => item.product.part_number);

  it('filters by numeric range, inclusive; products without the spec fail a range on it', () => {
    expect(pick({ min_vin: '6', max_vin: '36' })).toEqual(['XY200', 'XY300']);
    expect(pick({ min_iout: '0' })).toEqual(['XY100', 'XY200', 'XY300']);
  });

  it('filters by text options, status and search', () => {
    expect(pick({ opt_topology: 'LDO' })).toEqual(['XY100', 'XY300']);
    expect(pick({ status: 'mass_production' })).toEqual(['XY100', 'XY050']);
    expect(pick({ q: '200' })).toEqual(['XY200']);
    expect(pick({ q: '测试' })).toHaveLength(4);
  });

  it('sorts numbers numerically in both directions, products missing the value last', () => {
    expect(pick({ sort: 'iout' })).toEqual(['XY100', 'XY300', 'XY200', 'XY050']);
    expect(pick({ sort: 'iout', order: 'desc' })).toEqual(['XY200', 'XY300', 'XY100', 'XY050']);
    expect(pick({ sort: 'vin' })).toEqual(['XY100', 'XY300', 'XY200', 'XY050']);
  });

  it('sorts part numbers naturally and statuses by lifecycle order', () => {
    expect(pick({ sort: 'part_number' })).toEqual(['XY050', 'XY100', 'XY200', 'XY300']);
    expect(pick({ sort: 'status', order: 'desc' })[0]).toBe('XY300');
  });

  it('keeps the backend order without a sort', () => {
    expect(pick({})).toEqual(['XY100', 'XY200', 'XY300', 'XY050']);
  });
});

describe('URLs of a selection', () => {
  const columns = deriveColumns(products);

  it('round-trips through the query string', () => {
    const state = parseSelection(
      { min_vin: '5', opt_topology: ['LDO', '降压'], status: 'sampling', q: 'xy', sort: 'vin', order: 'desc' },
      columns,
    );
    const query = selectionQuery(state, { category: 11, page: 2 });
    expect(query.toString()).toBe(
      'category=11&q=xy&status=sampling&min_vin=5&opt_topology=LDO&opt_topology=%E9%99%8D%E5%8E%8B&sort=vin&order=desc&page=2',
    );
    const back = parseSelection(Object.fromEntries([...new Set(query.keys())].map((key) => [key, query.getAll(key)])), columns);
    expect(back).toEqual(state);
  });

  it('leaves out empty parts and page 1', () => {
    const empty = parseSelection({}, columns);
    expect(withQuery('/product', selectionQuery(empty, { page: 1 }))).toBe('/product');
  });

  it('cycles a column sort: ascending, descending, none', () => {
    const none = parseSelection({}, columns);
    const asc = { ...none, sort: nextSort(none, 'vin') };
    expect(asc.sort).toEqual({ key: 'vin', order: 'asc' });
    const desc = { ...none, sort: nextSort(asc, 'vin') };
    expect(desc.sort).toEqual({ key: 'vin', order: 'desc' });
    expect(nextSort(desc, 'vin')).toBeNull();
    expect(nextSort(desc, 'iout')).toEqual({ key: 'iout', order: 'asc' });
  });
});
