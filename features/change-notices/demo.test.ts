/** @jest-environment node */
import { ChangeNoticeListSchema, ChangeNoticeRequestSchema } from './contract';
import { changeNotices } from './demo';

const ask = (request: object, lang: 'zh' | 'en' = 'zh') =>
  ChangeNoticeListSchema.parse(changeNotices(lang, ChangeNoticeRequestSchema.parse(request)));

describe('demo change notices (web/get_change_notices)', () => {
  it('lists every notice newest first, PCNs and discontinuances, each with its parts and its PDF, and the years that have some', () => {
    const all = ask({});
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.list.map((notice) => notice.date)).toEqual([...all.list.map((notice) => notice.date)].sort().reverse());
    expect(new Set(all.list.map((notice) => notice.type))).toEqual(new Set(['pcn', 'pdn']));
    for (const notice of all.list) {
      expect(notice.parts.length).toBeGreaterThan(0);
      expect(notice.document?.url).toMatch(/^\/api\/files\/docs\/notices\/p[cd]n-\d{4}-\d{3}\.pdf$/);
    }
    expect(all.years).toEqual([2026, 2025]);
  });

  it('finds one notice by its number in any case, and those of a product, a line, a type and a year', () => {
    const eol = ask({ number: 'pdn-2025-014' }, 'en').list;
    expect(eol).toHaveLength(1);
    expect(eol[0]).toMatchObject({ type: 'pdn', last_time_buy: '2025-12-31', title: 'XY6601 discontinuance' });
    expect(eol[0]!.parts[0]!.replacement).toEqual({ part_number: 'XY6530', product_id: 102 });
    expect(ask({ product_id: 101 }).list.map((notice) => notice.number)).toEqual(['PCN-2026-012']);
    expect(ask({ category_id: 13 }).list.map((notice) => notice.number)).toEqual(['PDN-2026-011', 'PCN-2026-002']);
    expect(ask({ type: 'pdn', year: 2026 }).list.map((notice) => notice.number)).toEqual(['PDN-2026-011', 'PDN-2026-009']);
    expect(ask({ number: 'PCN-1999-001' }).total).toBe(0);
  });
});
