import { CrossReferenceSchema } from '@/lib/backend/cross-reference-types';
import { findParts, partKey, partRank, partSlug, partsWithProducts } from './part-number';

describe('part numbers in any spelling', () => {
  it('keys are upper-case letters and digits, full-width read as ASCII', () => {
    expect(partKey('tps7a20-33')).toBe('TPS7A2033');
    expect(partKey(' TPS7A20 33 ')).toBe('TPS7A2033');
    expect(partKey('ＴＰＳ７Ａ２０')).toBe('TPS7A20');
    expect(partKey('LM358/NOPB')).toBe('LM358NOPB');
    expect(partKey('—')).toBe('');
  });

  it('the contract takes exactly the part numbers that have a key (and so a page)', () => {
    const entry = (part_number: string) => ({
      part_number,
      vendor: 'V',
      replacements: [{ product_id: 1, part_number: 'XY1', match: 'similar' }],
    });
    for (const part of ['NWP7A2033', 'ｎｗｐ７', '7', '--', 'ΑΒΓ', '中文', ' - / ', 'µA']) {
      expect(CrossReferenceSchema.safeParse(entry(part)).success).toBe(partKey(part) !== '');
    }
  });

  it('drops letters other than A to Z, as docs/backend-api.md says: µPD7101 is PD7101 in the address and the call', () => {
    for (const part of ['µPD7101', 'μPD7101', 'µ-PD7101']) {
      expect(partKey(part)).toBe('PD7101');
      expect(partSlug(part)).toBe('PD7101');
    }
    expect(partSlug('µPD7101/µA')).toBe('PD7101-A');
  });

  it('slugs keep separators as one hyphen, none at the ends, upper-case', () => {
    expect(partSlug('lm358/nopb')).toBe('LM358-NOPB');
    expect(partSlug('TPS7A20--33')).toBe('TPS7A20-33');
    expect(partSlug('  -ad8605.ARTZ- ')).toBe('AD8605-ARTZ');
    expect(partSlug('../..')).toBe('');
    expect(partSlug(`A-${'B'.repeat(80)}`)).toHaveLength(64);
    expect(partSlug(`${'A'.repeat(63)}-B`)).toBe('A'.repeat(63));
  });

  it('finds the same part, the family and the orderable part number, and nothing shorter than four characters', () => {
    expect(partRank('TPS7A2033', 'TPS7A2033')).toBe(0);
    expect(partRank('TPS7A2033PDBVR', 'TPS7A2033')).toBeGreaterThan(1);
    expect(partRank('TPS7A20', 'TPS7A2033')).toBeGreaterThan(2);
    expect(partRank('TPS', 'TPS7A2033')).toBeNull();
    expect(partRank('TPS7B', 'TPS7A2033')).toBeNull();
    // A known part of three characters is found only when typed in full.
    expect(partRank('LM3', 'LM3')).toBe(0);
    expect(partRank('LM358', 'LM3')).toBeNull();
    expect(partRank('', '')).toBeNull();
  });

  it('orders the same part first, then the longest part a query starts with, then the shortest it is the start of', () => {
    const parts = ['TPS7A2018', 'TPS7A2033', 'TPS7A20', 'TPS7A203', 'TPS54360', 'TPS7A2033P'];
    expect(findParts('TPS7A2033PDBVR', parts, (part) => part)).toEqual(['TPS7A2033P', 'TPS7A2033', 'TPS7A203', 'TPS7A20']);
    expect(findParts('tps7a20', parts, (part) => part)).toEqual(['TPS7A20', 'TPS7A203', 'TPS7A2018', 'TPS7A2033', 'TPS7A2033P']);
    expect(findParts('TPS7A20-33', parts, (part) => part)).toEqual(['TPS7A2033', 'TPS7A203', 'TPS7A20', 'TPS7A2033P']);
  });
});

describe('parts whose pages stand (issue 42, part 2)', () => {
  it('keeps the replacements that name a product of the site, and leaves out a part left with none', () => {
    const parts = [
      { part_number: 'A1', replacements: [{ product_id: 1 }, { product_id: 9 }] },
      { part_number: 'B2', replacements: [{ product_id: 9 }] },
      { part_number: 'C3', replacements: [{ product_id: 2 }] },
    ];
    expect(partsWithProducts(parts, new Set([1, 2]))).toEqual([
      { part_number: 'A1', replacements: [{ product_id: 1 }] },
      { part_number: 'C3', replacements: [{ product_id: 2 }] },
    ]);
  });
});
