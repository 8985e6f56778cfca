import { parse } from 'csv-parse/sync';
import { ArticleSummarySchema } from '@/lib/backend/types';
import { productsCsv } from './products-csv';
import { deriveColumns, isProduct, type Product } from './product-selection';

const item = ArticleSummarySchema.parse({
  id: 101,
  category_id: 11,
  title: 'XY6201 300 mA, "超低噪声" LDO',
  published_at: '2024-03-12',
  product: {
    part_number: 'XY6201',
    status: 'mass_production',
    key_specs: [
      { key: 'vin', label: '最大输入电压', value: 5.5, unit: 'V' },
      { key: 'sens', label: '灵敏度', value: -97, unit: 'dBm' },
      { key: 'note', label: '备注', value: '=HYPERLINK("http://evil")' },
    ],
    ordering: [
      { part_number: 'XY6201-A', package: 'SOT23-5', status: 'mass_production' },
      { part_number: 'XY6201-B', package: 'SOT23-5', status: 'mass_production' },
      { part_number: 'XY6201-C', package: 'DFN1x1-4', status: 'mass_production' },
    ],
  },
});

describe('productsCsv', () => {
  const products = [item].filter(isProduct) as Product[];
  const zhLabels = { part: '型号', name: '名称', status: '状态', package: '封装', detail: '详情', lifecycle: () => '量产' };
  const csv = productsCsv(products, deriveColumns(products), (id) => `https://example.cn/product/detail/${id}`, zhLabels);

  it('starts with a byte-order mark and uses CRLF rows', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
  });

  it('has the table columns with units, and quotes commas and quotes correctly', () => {
    const rows = parse(csv.slice(1)) as string[][];
    expect(rows[0]).toEqual(['型号', '名称', '状态', '最大输入电压 (V)', '灵敏度 (dBm)', '备注', '封装', '详情']);
    expect(rows[1]).toEqual([
      'XY6201',
      '300 mA, "超低噪声" LDO',
      '量产',
      '5.5',
      '-97',
      `'=HYPERLINK("http://evil")`,
      'SOT23-5 / DFN1x1-4',
      'https://example.cn/product/detail/101',
    ]);
  });

  it('writes the headings and statuses it is given, in the language of the page', () => {
    const en = {
      part: 'Part number',
      name: 'Name',
      status: 'Status',
      package: 'Package',
      detail: 'Details',
      lifecycle: (status: string) => `status:${status}`,
    };
    const rows = parse(
      productsCsv(products, deriveColumns(products), (id) => `https://example.cn/en/product/detail/${id}`, en).slice(1),
    ) as string[][];
    expect(rows[0]).toEqual(['Part number', 'Name', 'Status', '最大输入电压 (V)', '灵敏度 (dBm)', '备注', 'Package', 'Details']);
    expect(rows[1]?.[2]).toBe('status:mass_production');
    expect(rows[1]?.at(-1)).toBe('https://example.cn/en/product/detail/101');
  });
});
