/** @jest-environment node */
import { CALLS } from './calls';
import { contentTagsOf } from './tags';

describe('content tags of backend answers', () => {
  it('names the content type of every read a page makes', () => {
    expect(contentTagsOf(CALLS.getSiteList, {})).toEqual(['site']);
    expect(contentTagsOf(CALLS.getInfo, {})).toEqual(['site']);
    expect(contentTagsOf(CALLS.getBannerList, {})).toEqual(['banner']);
    expect(contentTagsOf(CALLS.getExperienceList, {})).toEqual(['milestone']);
    expect(contentTagsOf(CALLS.getInfoBySlug, {})).toEqual(['page']);
    expect(contentTagsOf(CALLS.getCompanyProfile, {})).toEqual(['company']);
    expect(contentTagsOf(CALLS.getIrEvents, { list: [] })).toEqual(['investor']);
    expect(contentTagsOf(CALLS.getStockQuote, {})).toEqual(['investor']);
    expect(contentTagsOf(CALLS.getFinancials, {})).toEqual(['investor']);
    expect(contentTagsOf(CALLS.search, { total: 0, list: [] })).toEqual(['product', 'news', 'investor']);
  });

  it('keeps the investor tag on a page that found no calendar, so publishing one shows at once', () => {
    expect(contentTagsOf(CALLS.getIrEvents, null)).toEqual(['investor']);
  });

  it('tags a category by its type, and an article by its typed fields', () => {
    for (const type of ['product', 'news', 'investor'] as const)
      expect(contentTagsOf(CALLS.getCategoryInfoById, { category: { type } })).toEqual([type]);
    expect(contentTagsOf(CALLS.getArticleInfoById, { product: { part_number: 'X' }, announcement: null })).toEqual(['product']);
    expect(contentTagsOf(CALLS.getArticleInfoById, { product: null, announcement: { number: '2026-001' } })).toEqual(['investor']);
    expect(contentTagsOf(CALLS.getArticleInfoById, { product: null, announcement: null })).toEqual(['news']);
  });

  it('tags nothing for the browser-only calls', () => {
    expect(contentTagsOf(CALLS.login, {})).toEqual([]);
    expect(contentTagsOf(CALLS.generateVerify, {})).toEqual([]);
  });
});
