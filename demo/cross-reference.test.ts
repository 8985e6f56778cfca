/** @jest-environment node */
import {
  CrossReferenceListSchema,
  CrossReferenceRequestSchema,
  MATCH_TYPES,
  type CrossReferenceRequest,
} from '@/lib/backend/cross-reference-types';
import { partKey } from '@/lib/cross-reference/part-number';
import { articlesIn } from './content/catalog';
import { crossReferences } from './cross-reference';

const ask = (request: CrossReferenceRequest, lang: 'zh' | 'en' = 'zh') =>
  CrossReferenceListSchema.parse(crossReferences(lang, CrossReferenceRequestSchema.parse(request)));
const parts = (request: CrossReferenceRequest) => ask(request).list.map((item) => item.part_number);

describe('demo cross-reference (web/get_cross_reference)', () => {
  const all = ask({ page_size: 50 });

  it('holds at least 30 pairs of every match type, each replacing with a product the catalogue lists', () => {
    const pairs = all.list.flatMap((item) => item.replacements);
    expect(all.total).toBe(all.list.length);
    expect(pairs.length).toBeGreaterThanOrEqual(30);
    expect(new Set(pairs.map((pair) => pair.match))).toEqual(new Set(MATCH_TYPES));
    for (const pair of pairs) {
      const product = articlesIn.zh.find((article) => article.id === pair.product_id)?.product;
      expect(product?.part_number).toBe(pair.part_number);
      if (pair.orderable_part) expect(product?.ordering?.map((code) => code.part_number)).toContain(pair.orderable_part);
    }
  });

  it('answers every part with its vendor, description and figures lined up with our spec keys, in both languages', () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const item of ask({ page_size: 50 }, lang).list) {
        expect(item.vendor).not.toBe('');
        expect(item.description).not.toBe('');
        expect(item.specs.length).toBeGreaterThan(2);
        const ours = articlesIn[lang].find((article) => article.id === item.replacements[0]!.product_id)?.product?.key_specs ?? [];
        for (const spec of item.specs) expect(ours.map((own) => own.key)).toContain(spec.key);
        if (lang === 'en') expect(JSON.stringify(item)).not.toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('finds a part in any spelling: the orderable number, the family, the hyphenated form', () => {
    expect(parts({ q: 'NWP7A2033PDBVR' })).toEqual(['NWP7A2033']);
    expect(parts({ q: 'nwp7a20' })).toEqual(['NWP7A2018', 'NWP7A2033']);
    expect(parts({ q: 'NWP7A20-33' })).toEqual(['NWP7A2033']);
    expect(ask({ q: 'XY6201' }).total).toBe(0);
  });

  it('answers one part by its number in any spelling, and what one product replaces', () => {
    expect(parts({ part: 'lk1117-33' })).toEqual(['LK1117-33']);
    expect(parts({ part: 'UNKNOWN1' })).toEqual([]);
    const replaced = ask({ product_id: 101, page_size: 50 }).list;
    expect(replaced.map((item) => item.part_number).sort()).toEqual(['NWP7A2018', 'NWP7A2033']);
    for (const item of replaced) expect(item.replacements.map((pair) => pair.product_id)).toContain(101);
  });

  it('pages the list in part-number order', () => {
    const first = ask({ page: 1, page_size: 10 });
    const second = ask({ page: 2, page_size: 10 });
    expect(first.total).toBe(all.total);
    expect([...first.list, ...second.list].map((item) => item.part_number)).toEqual(all.list.slice(0, 20).map((item) => item.part_number));
    const keys = all.list.map((item) => partKey(item.part_number));
    expect(keys).toEqual([...keys].sort());
  });

  it('refuses a request that asks two ways at once', () => {
    expect(CrossReferenceRequestSchema.safeParse({ q: 'NWP7', part: 'NWP7A2033' }).success).toBe(false);
  });
});
