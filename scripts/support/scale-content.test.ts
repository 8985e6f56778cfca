/** @jest-environment node */
import { FIRST_ID, scaledContent, type ScalableContent } from './scale-content';

const product = (id: number, part: string) => ({
  id,
  category_id: 11,
  title: `${part} LDO`,
  published_at: '2024-03-12',
  product: { part_number: part, ordering: [{ part_number: `${part}-SOT235T` }] },
});
const base: ScalableContent = {
  articles: {
    zh: [
      product(101, 'XY6201'),
      { id: 201, category_id: 21, title: '新闻', published_at: '2026-11-20' },
      { id: 301, category_id: 31, title: '公告', published_at: '2026-11-02', announcement: { number: '2026-048' } },
      { id: 399, category_id: 31, title: '会员公告', published_at: '2026-10-02', access: 'member' },
    ],
    en: [
      { ...product(101, 'XY6201'), title: 'XY6201 LDO' },
      { id: 201, category_id: 21, title: 'News', published_at: '2026-11-20' },
      { id: 301, category_id: 31, title: '公告', published_at: '2026-11-02', lang: 'zh', announcement: { number: '2026-048' } },
      { id: 399, category_id: 31, title: '会员公告', published_at: '2026-10-02', lang: 'zh', access: 'member' },
    ],
  },
  products: { 101: { samples: { list: [{ part_number: 'XY6201-SOT235T', product_id: 101, max_quantity: 10 }] } } },
  inventory: { 101: { zh: { parts: [{ part_number: 'XY6201-SOT235T' }] } } },
};

describe('the demo content grown for the scale measurement', () => {
  const scaled = scaledContent(base, { products: 5, articles: 40 });
  const products = scaled.articles.zh.filter((article) => article.product);
  const others = scaled.articles.zh.filter((article) => !article.product);

  it('has the products and articles asked for, the demo’s members-only article not copied, every id its own', () => {
    expect(products).toHaveLength(5);
    // 40 articles: the demo's 3 (its members-only one included) and 37 copies of its 2 public ones.
    expect(others).toHaveLength(40);
    expect(others.filter((article) => article.access === 'member')).toHaveLength(1);
    const ids = scaled.articles.zh.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids.filter((id) => id > 399))).toBe(FIRST_ID);
    expect(scaled.articles.en.map((article) => article.id)).toEqual(ids);
  });

  it('gives each new product a part number of its own, carried into its parts, samples and offers', () => {
    const copy = products[1]!;
    expect(copy.product!.part_number).toBe('XS00001');
    expect(copy.product!.ordering).toEqual([{ part_number: 'XS00001-SOT235T' }]);
    expect(scaled.products[copy.id]).toEqual({
      samples: { list: [{ part_number: 'XS00001-SOT235T', product_id: copy.id, max_quantity: 10 }] },
    });
    expect(scaled.inventory[copy.id]).toEqual({ zh: { parts: [{ part_number: 'XS00001-SOT235T' }] } });
    expect(new Set(products.map((article) => article.product!.part_number)).size).toBe(5);
  });

  it('dates, titles and numbers each copy apart, and keeps most announcements in Chinese only', () => {
    expect(new Set(others.map((article) => article.title)).size).toBe(others.length);
    const numbers = others.filter((article) => article.announcement).map((article) => article.announcement!.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(others.every((article) => article.published_at <= '2026-11-20')).toBe(true);
    const english = (id: number) => scaled.articles.en.find((article) => article.id === id)!;
    const announcements = others.filter((article) => article.announcement && article.id >= FIRST_ID);
    // The demo's announcement has no English: no copy has.
    expect(announcements.every((article) => english(article.id).lang === 'zh')).toBe(true);
    const news = others.filter((article) => !article.announcement && article.id >= FIRST_ID);
    const inEnglish = news.filter((article) => english(article.id).lang !== 'zh');
    expect(inEnglish.length).toBe(Math.ceil(news.length / 3));
    expect(english(inEnglish[0]!.id).title).toBe('News (1)');
  });
});
