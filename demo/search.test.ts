/** @jest-environment node */
import { SearchRequestSchema, SearchResultSchema, type SearchRequest } from '@/lib/backend/types';
import { searchArticles } from './search';

const search = (request: SearchRequest, lang: 'zh' | 'en' = 'zh') =>
  SearchResultSchema.parse(searchArticles(lang, SearchRequestSchema.parse(request)));
const titles = (request: SearchRequest, lang: 'zh' | 'en' = 'zh') => search(request, lang).list.map((item) => item.title);

describe('demo search (web/search)', () => {
  it('finds a part number in any spelling, the exact one first', () => {
    for (const q of ['XY6201', 'xy6201', 'xy-6201']) {
      const result = search({ q });
      expect(result.list[0]?.product?.part_number).toBe('XY6201');
      expect(result.terms).toContain('xy6201');
    }
  });

  it("finds the products that replace another vendor's part, in any spelling, first", () => {
    for (const q of ['NWP7A2033PDBVR', 'nwp7a20', 'NWP7A20-33']) {
      const result = search({ q, type: 'product' });
      expect(result.list[0]?.product?.part_number).toBe('XY6201');
    }
    expect(search({ q: 'NWP7A20-33', type: 'news' }).total).toBe(0);
  });

  it('finds every part number that starts with a prefix', () => {
    const result = search({ q: 'XY62', type: 'product', page_size: 50 });
    expect(result.total).toBeGreaterThan(1);
    for (const item of result.list) expect(item.product?.part_number.startsWith('XY62')).toBe(true);
  });

  it('finds Chinese words: 业绩说明会 brings the news and the announcements about it', () => {
    const news = titles({ q: '业绩说明会', type: 'news' });
    const investor = titles({ q: '业绩说明会', type: 'investor' });
    expect(news).toContain('星垣微电子举办 2026 年第三季度业绩说明会');
    expect(investor).toContain('关于召开 2026 年第三季度业绩说明会的公告');
  });

  it('finds parameters and descriptions', () => {
    expect(search({ q: '霍尔', type: 'product' }).total).toBeGreaterThan(0);
    expect(search({ q: 'LDO', type: 'product' }).total).toBeGreaterThan(0);
  });

  it('searches in English on the English content', () => {
    expect(titles({ q: 'results briefing', type: 'news' }, 'en')).toContain('Xingyuan Micro Holds Its Third-Quarter 2026 Results Briefing');
  });

  it('pages and filters by type; all types mixed when none is named', () => {
    const all = search({ q: '2026', page_size: 50 });
    const types = new Set(all.list.map((item) => (item.product ? 'product' : item.announcement ? 'investor' : 'news')));
    expect(types.size).toBeGreaterThan(1);
    const first = search({ q: '2026', type: 'news', page: 1, page_size: 3 });
    const second = search({ q: '2026', type: 'news', page: 2, page_size: 3 });
    expect(first.total).toBe(second.total);
    expect(second.list.map((item) => item.id).some((id) => first.list.some((item) => item.id === id))).toBe(false);
  });

  it('never lists members-only articles, and answers nothing for a query that matches nothing', () => {
    expect(titles({ q: '问答实录' })).not.toContain('2026 年第三季度业绩说明会问答实录（会员）');
    expect(search({ q: 'zzzzqqqq' })).toEqual({ total: 0, list: [], terms: [] });
  });
});
