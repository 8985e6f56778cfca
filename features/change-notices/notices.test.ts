import { isNarrowed, lastTimeBuyPassed, noticePath, noticesHref, parseNoticeNumber, parseNoticesQuery, yearChoices } from './notices';

describe('the change notice list and pages', () => {
  it('reads its query, refusing what cannot be one', () => {
    expect(parseNoticesQuery({})).toEqual({ page: 1 });
    expect(parseNoticesQuery({ line: '11', type: 'pdn', year: '2026', page: '2' })).toEqual({ line: 11, type: 'pdn', year: 2026, page: 2 });
    expect(parseNoticesQuery({ type: '', year: '' })).toEqual({ page: 1 });
    for (const bad of [{ type: 'recall' }, { year: '26' }, { year: '2026x' }, { line: 'x' }, { page: '0' }])
      expect(parseNoticesQuery(bad)).toBeNull();
  });

  it('writes the address back, page 1 and empty choices left out; narrowed views are known', () => {
    expect(noticesHref({ page: 1 })).toBe('/product/change-notices');
    expect(noticesHref({ line: 11, type: 'pcn', year: 2025, page: 3 })).toBe('/product/change-notices?line=11&type=pcn&year=2025&page=3');
    expect(isNarrowed({ page: 2 })).toBe(false);
    expect(isNarrowed({ page: 1, year: 2026 })).toBe(true);
  });

  it('gives each notice its own address, and reads it back only as a notice number', () => {
    expect(noticePath('PCN-2026-012')).toBe('/product/change-notices/PCN-2026-012');
    expect(parseNoticeNumber('PCN-2026-012')).toBe('PCN-2026-012');
    for (const bad of ['..', '%E0%A4%A', 'a%2Fb', '-x', 'x'.repeat(41)]) expect(parseNoticeNumber(bad)).toBeNull();
  });

  it("offers the backend's years newest first, else the last five", () => {
    expect(yearChoices([2025, 2026, 2025], 2026)).toEqual([2026, 2025]);
    expect(yearChoices([], 2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('knows when the last day to order is behind', () => {
    expect(lastTimeBuyPassed('2025-12-31', '2026-01-01')).toBe(true);
    expect(lastTimeBuyPassed('2025-12-31', '2025-12-31')).toBe(false);
  });
});
