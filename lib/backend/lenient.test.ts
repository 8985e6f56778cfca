/** @jest-environment node */
import { z } from 'zod';
import { CALLS } from './calls';
import { createTransport } from './transport';
import { collectLeftOut } from './lenient';
import {
  ArticleSchema,
  BannerListSchema,
  CategoryInfoSchema,
  CompanyProfileSchema,
  IrEventListSchema,
  MilestoneListSchema,
  SearchResultSchema,
} from './types';

/** A well-formed item of each list, and the answer around it (`items` replaces the list under test). */
const summary = { id: 5, category_id: 3, title: '标题', published_at: '2026-10-01' };
const CASES: { name: string; schema: z.ZodType; answer: (items: unknown[]) => unknown; good: unknown; list: (data: any) => unknown[] }[] = [
  {
    name: 'banners',
    schema: BannerListSchema,
    answer: (items) => ({ list: items }),
    good: { id: 1, title: 'a' },
    list: (data) => data.list,
  },
  {
    name: 'milestones',
    schema: MilestoneListSchema,
    answer: (items) => ({ list: items }),
    good: { id: 1, year: 2020, title: 'a' },
    list: (data) => data.list,
  },
  {
    name: 'IR events',
    schema: IrEventListSchema,
    answer: (items) => ({ list: items }),
    good: { id: 1, title: 'a', starts_at: '2026-12-01' },
    list: (data) => data.list,
  },
  {
    name: 'search results',
    schema: SearchResultSchema,
    answer: (items) => ({ total: 2, list: items }),
    good: summary,
    list: (data) => data.list,
  },
  ...(['list'] as const).map(() => ({
    name: 'a category page of articles',
    schema: CategoryInfoSchema,
    answer: (items: unknown[]) => ({
      category: { id: 3, parent_id: null, name: '新闻', type: 'news', article_count: 2 },
      articles: { list: items, page: 1, page_size: 10, total: 2 },
    }),
    good: summary,
    list: (data: any) => data.articles.list,
  })),
  {
    name: 'subcategories',
    schema: CategoryInfoSchema,
    answer: (items) => ({
      category: { id: 3, parent_id: null, name: '产品', type: 'product', article_count: 0, children: items },
      articles: { list: [], page: 1, page_size: 10, total: 0 },
    }),
    good: { id: 4, parent_id: 3, name: '电源', type: 'product', article_count: 0 },
    list: (data) => data.category.children,
  },
  ...(['attachments', 'related', 'category_path'] as const).map((field) => ({
    name: `an article's ${field}`,
    schema: ArticleSchema,
    answer: (items: unknown[]) => ({ ...summary, updated_at: '2026-10-01', [field]: items }),
    good: field === 'attachments' ? { name: 'a.pdf', url: 'files/a.pdf' } : { id: 7, title: 't', name: 'n' },
    list: (data: any) => data[field],
  })),
  ...(['documents', 'ordering', 'key_specs', 'features'] as const).map((field) => ({
    name: `a product's ${field}`,
    schema: ArticleSchema,
    answer: (items: unknown[]) => ({
      ...summary,
      updated_at: '2026-10-01',
      product: { part_number: 'XY1', status: 'sampling', [field]: items },
    }),
    good: {
      documents: { type: 'datasheet', title: 'DS', date: '2026-01-01', size: 1, url: 'files/a.pdf' },
      ordering: { part_number: 'XY1-T', status: 'sampling' },
      key_specs: { key: 'v', label: 'V', value: 5 },
      features: '低噪声',
    }[field],
    list: (data: any) => data.product[field],
  })),
  ...(['leaders', 'honours', 'offices', 'hotlines', 'key_figures'] as const).map((field) => ({
    name: `the company's ${field}`,
    schema: CompanyProfileSchema,
    answer: (items: unknown[]) => ({ [field]: items }),
    good: {
      leaders: { id: 1, name: 'n', title: 't' },
      honours: { id: 1, title: 't', year: 2020, type: 'award' },
      offices: { id: 1, name: 'n', type: 'sales' },
      hotlines: { label: 'l', phone: '1' },
      key_figures: { key: 'k', label: 'l', value: '1' },
    }[field],
    list: (data: any) => data[field],
  })),
];

describe('lists of backend answers (docs/backend-api.md, "Lists")', () => {
  it.each(CASES)(
    '$name: a malformed item is left out and noted, the answer and the other items stand',
    ({ schema, answer, good, list }) => {
      const { result, leftOut } = collectLeftOut(() => schema.safeParse(answer([good, { broken: true }, 42, good])));
      expect(result.success).toBe(true);
      expect(list(result.data)).toHaveLength(2);
      expect(leftOut).toHaveLength(2);
    },
  );

  it('an attachment without a name is called by its file name', () => {
    const article = ArticleSchema.parse({
      ...summary,
      updated_at: '2026-10-01',
      attachments: [
        { url: 'files/docs/%E5%B9%B4%E6%8A%A5.pdf', size: 10 },
        { name: '  ', url: 'files/b.pdf' },
      ],
    });
    expect(article.attachments.map((file) => file.name)).toEqual(['年报.pdf', 'b.pdf']);
  });

  it('the transport logs what it left out once per call, place and problem, and the call succeeds', async () => {
    const lines: string[] = [];
    const call = createTransport({
      resolveTarget: () => ({
        baseUrl: 'http://backend.test',
        fetch: async () =>
          new Response(
            JSON.stringify({
              code: 1,
              msg: 'ok',
              data: { ...summary, updated_at: '2026-10-01', attachments: [{ name: 'a', url: 'files/a.pdf', size: 'big' }] },
            }),
          ),
      }),
      timeoutMs: () => 1000,
      log: (line) => lines.push(line),
    });
    for (let view = 0; view < 3; view += 1)
      expect((await call(CALLS.getArticleInfoById, { id: 5 }, ArticleSchema)).attachments).toEqual([]);
    expect(lines).toEqual([
      '[backend] web/get_article_info_by_id: an item of the answer left out (attachments[0].size: Invalid input: expected number, received string)',
    ]);
  });
});
