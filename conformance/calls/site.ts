/**
 * The original site's calls and the site-wide additions: site information and settings, banners,
 * milestones, pages, categories and articles, company facts and search.
 */
import {
  ArticleSchema,
  BannerListSchema,
  CategoryInfoSchema,
  CompanyProfileSchema,
  MilestoneListSchema,
  PageSchema,
  SearchResultSchema,
  SettingsSchema,
  SiteInfoSchema,
} from '@/lib/backend/types';
import { CALLS } from '@/features/index';
import type { CallTester } from '../tester';
import { checkFilter, checkNewestFirst, checkPaging, FOREIGN_TOKEN, UNKNOWN_ID, type CallCheck } from './kit';

/** The pages a backend may have by slug (docs/backend-api.md, "Required and optional calls"). */
const SLUGS = ['about', 'contact', 'investor', 'quality', 'privacy'] as const;

export const SITE_CHECKS: readonly CallCheck[] = [
  {
    call: CALLS.getSiteList,
    required: true,
    run: async (t) => {
      const answer = await t.read({}, SiteInfoSchema);
      if (!answer) return;
      const { channels } = answer.zh;
      for (const kind of ['product', 'news', 'investor'] as const) {
        if (channels[kind] !== null) t.ctx.found.channels[kind] = channels[kind];
        else t.notes.push(`no ${kind} channel`);
      }
    },
  },
  { call: CALLS.getInfo, required: true, run: async (t) => void (await t.read({}, SettingsSchema)) },
  { call: CALLS.getBannerList, run: async (t) => void (await t.read({ position: 'home' }, BannerListSchema, { absentOk: true })) },
  { call: CALLS.getExperienceList, run: async (t) => void (await t.read({}, MilestoneListSchema, { absentOk: true })) },
  {
    call: CALLS.getInfoBySlug,
    run: async (t) => {
      let present = 0;
      for (const slug of SLUGS) {
        const probe = await t.send({ slug }, 'zh');
        if (probe.envelope?.code === 0 || probe.exchange.status === 404) {
          t.notes.push(`${slug}: absent`);
          continue;
        }
        present += 1;
        await t.read({ slug }, PageSchema, { label: `slug ${slug}` });
      }
      t.absent = present === 0;
      if (present > 0) await t.refused({ slug: 'conformance-no-such-page' }, { code: 0, why: 'an unknown slug', langs: ['zh'] });
    },
  },
  {
    call: CALLS.getCategoryInfoById,
    required: true,
    run: async (t) => {
      const { found } = t.ctx;
      for (const [kind, id] of Object.entries(found.channels)) {
        const answer = await t.read({ id, page: 1, page_size: 10 }, CategoryInfoSchema, { label: `the ${kind} channel (${id})` });
        if (!answer) continue;
        const { category, articles, facets } = answer.zh;
        if (category.type !== kind) t.fail(t.section, `the ${kind} channel's root (${id}) has type \`${category.type}\``);
        found.articles.push(...articles.list.map((item) => item.id));
        if (kind === 'product') found.products.push(...articles.list.map((item) => item.id));
        checkNewestFirst(
          t,
          `the ${kind} channel's articles`,
          articles.list.map((item) => item.published_at),
        );
        await checkPaging(t, { id }, CategoryInfoSchema, (info) => info.articles);
        const year = facets.years[0];
        if (year !== undefined) {
          const filtered = await t.read({ id, year, page: 1, page_size: 50 }, CategoryInfoSchema, { label: `year ${year}` });
          if (filtered) checkFilter(t, `year ${year}`, filtered.zh.articles.list, (item) => item.published_at.startsWith(String(year)));
        }
        // A subtype is a word of the language asked for: each language filters by its own.
        const subtypes = { zh: facets.subtypes[0], en: answer.en.facets.subtypes[0] };
        if (subtypes.zh !== undefined && subtypes.en !== undefined) {
          const filtered = await t.read((lang) => ({ id, subtype: subtypes[lang], page: 1, page_size: 50 }), CategoryInfoSchema, {
            label: `subtype ${subtypes.zh} / ${subtypes.en}`,
          });
          for (const lang of ['zh', 'en'] as const) {
            if (filtered)
              checkFilter(
                t,
                `subtype ${subtypes[lang]}`,
                filtered[lang].articles.list,
                (item) => item.announcement?.subtype === subtypes[lang],
              );
          }
        }
      }
      if (Object.keys(found.channels).length === 0) t.notes.push('no channel to read');
      await t.refused({ id: UNKNOWN_ID }, { code: 0, why: 'an unknown id', langs: ['zh'] });
    },
  },
  {
    call: CALLS.getArticleInfoById,
    required: true,
    run: async (t) => {
      const { found } = t.ctx;
      // Every article the channels' first pages list: their links lead to the rest (a members-only article among them).
      for (const id of [...new Set(found.articles)]) {
        const answer = await t.read({ id }, ArticleSchema, { label: `article ${id}` });
        if (!answer) continue;
        if (answer.zh.id !== id) t.fail(t.section, `asked for article ${id}, answered article ${answer.zh.id}`);
        const product = answer.zh.product;
        if (product) {
          found.parts.push(product.part_number, ...product.ordering.map((code) => code.part_number));
          const members = product.documents.find((doc) => doc.access === 'member' && doc.id !== undefined);
          if (members?.id !== undefined) found.memberDocument ??= members.id;
        }
      }
      await checkMembersArticle(t);
      await t.refused({ id: UNKNOWN_ID }, { code: 0, why: 'an unknown id', langs: ['zh'] });
      await t.refused({ id: 'conformance' }, { code: 0, why: 'a malformed id', langs: ['zh'] });
    },
  },
  { call: CALLS.getCompanyProfile, run: async (t) => void (await t.read({}, CompanyProfileSchema, { absentOk: true })) },
  {
    call: CALLS.search,
    run: async (t) => {
      const word = t.ctx.found.parts[0] ?? 'conformance';
      const ranked = { rankedByLanguage: true };
      const answer = await t.read({ q: word, page: 1, page_size: 10 }, SearchResultSchema, { absentOk: true, ...ranked });
      if (!answer) return;
      if (answer.zh.total === 0) t.warn(t.section, `the part number ${word} finds nothing`);
      const products = await t.read({ q: word, type: 'product', page: 1, page_size: 10 }, SearchResultSchema, {
        label: 'type product',
        ...ranked,
      });
      if (products) checkFilter(t, '`type: "product"`', products.zh.list, (item) => item.product !== null);
      const prefix = word.slice(0, 2);
      await checkPaging(t, { q: prefix }, SearchResultSchema, (result) => result, ranked);
      const nothing = await t.read({ q: 'qqzzconformancexx', page: 1, page_size: 10 }, SearchResultSchema, {
        label: 'a query that matches nothing',
        ...ranked,
      });
      if (nothing && nothing.zh.total !== 0) t.fail(t.section, `a query that matches nothing answered total ${nothing.zh.total}`);
      await checkSuggestionSpeed(t, { q: prefix, page: 1, page_size: 8 });
    },
  },
];

/**
 * A members-only article (found through a link to it that answered -1000): -1000 without a token and with one
 * the backend never issued, and the article with a member's token, its files at addresses that are themselves
 * the permission (docs/backend-api.md, "Members' files").
 */
async function checkMembersArticle(t: CallTester): Promise<void> {
  const id = t.ctx.found.membersArticle;
  if (id === undefined) return void t.notes.push('no members-only article linked from the answers read: its -1000 not checked');
  await t.refused({ id }, { code: -1000, why: `members-only article ${id} without a token`, langs: ['zh'] });
  await t.refused(
    { id },
    {
      code: -1000,
      why: `members-only article ${id} with a token the backend never issued`,
      token: FOREIGN_TOKEN,
      langs: ['zh'],
    },
  );
  if (!t.ctx.token) return void t.notes.push(`members-only article ${id} not read with a token: no member signed in`);
  const answer = await t.read({ id }, ArticleSchema, { token: t.ctx.token, label: `members-only article ${id}, signed in` });
  if (answer) await t.checkLinks(answer.raw.en);
}

/** The header's field asks after each pause in typing: the document asks for an answer within 50 ms. */
export async function checkSuggestionSpeed(t: Parameters<CallCheck['run']>[0], body: Readonly<Record<string, unknown>>): Promise<void> {
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) times.push((await t.send(body, 'zh')).exchange.ms);
  const median = times.sort((a, b) => a - b)[1]!;
  if (median > 50) t.warn(t.section, `suggestions are asked as a visitor types: the median of three answers took ${median} ms, over 50 ms`);
}
