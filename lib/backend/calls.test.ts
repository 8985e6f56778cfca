/** @jest-environment node */
import { CALL_SPECS, tagsOfCall, type CallSpec } from './calls';

const contentTagsOf = (call: CallSpec, value: unknown) => tagsOfCall(call.tags, value);

describe('content tags of backend answers', () => {
  it('names the content type of every read a page makes', () => {
    expect(contentTagsOf(CALL_SPECS.getSiteList, {})).toEqual(['site']);
    expect(contentTagsOf(CALL_SPECS.getInfo, {})).toEqual(['site']);
    expect(contentTagsOf(CALL_SPECS.getBannerList, {})).toEqual(['banner']);
    expect(contentTagsOf(CALL_SPECS.getExperienceList, {})).toEqual(['milestone']);
    expect(contentTagsOf(CALL_SPECS.getInfoBySlug, {})).toEqual(['page']);
    expect(contentTagsOf(CALL_SPECS.getCompanyProfile, {})).toEqual(['company']);
    expect(contentTagsOf(CALL_SPECS.getIrEvents, { list: [] })).toEqual(['investor']);
    expect(contentTagsOf(CALL_SPECS.search, { total: 0, list: [] })).toEqual(['product', 'news', 'investor']);
  });

  it('keeps the investor tag on a page that found no calendar, so publishing one shows at once', () => {
    expect(contentTagsOf(CALL_SPECS.getIrEvents, null)).toEqual(['investor']);
  });

  it('tags a category by its type, and an article by its typed fields', () => {
    for (const type of ['product', 'news', 'investor'] as const)
      expect(contentTagsOf(CALL_SPECS.getCategoryInfoById, { category: { type } })).toEqual([type]);
    expect(contentTagsOf(CALL_SPECS.getArticleInfoById, { product: { part_number: 'X' }, announcement: null })).toEqual(['product']);
    expect(contentTagsOf(CALL_SPECS.getArticleInfoById, { product: null, announcement: { number: '2026-001' } })).toEqual(['investor']);
    expect(contentTagsOf(CALL_SPECS.getArticleInfoById, { product: null, announcement: null })).toEqual(['news']);
  });

  it('tags nothing for the browser-only calls', () => {
    expect(contentTagsOf(CALL_SPECS.login, {})).toEqual([]);
    expect(contentTagsOf(CALL_SPECS.generateVerify, {})).toEqual([]);
  });
});
