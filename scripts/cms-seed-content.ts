/**
 * The CMS's seed content (issue 45: one source of content): the demo company's content, read from the demo's own
 * modules and answers, in both languages, written as JSON for `cms/src/seed/run.ts`, with the folders of the files
 * it names. The two site-wide calls are taken as the demo answers them; pages, banners, milestones, categories,
 * articles and the document library as the demo holds them (a members-only article's file and a members' document's
 * file are there, which no answer gives away). `npm run cms` runs it before seeding: `tsx scripts/cms-seed-content.ts <out.json>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { call as demoCall } from '@/demo/test-call';
import { articlesIn, categoriesIn } from '@/demo/content/catalog';
import { rawDocuments } from '@/demo/content/documents';
import { banners, milestones, pages } from '@/demo/content/site';
import { bannersEn, milestonesEn, pagesEn } from '@/demo/content/en/site';
import { MEMBER_PROFILES } from '@/demo/content/members';
import { EARLIER_QUESTIONS, PUBLISHED_QUESTIONS } from '@/demo/content/investor-qa';
import { SHARES_OUTSTANDING, stockQuote } from '@/demo/stock';
import { noticeFile, rawNotices } from '@/demo/content/change-notices';
import { siteNow } from '@/lib/core/clock';

/** The demo's one member (docs/backend-guide.md): the same account signs in on the site in front of the CMS. */
const DEMO_MEMBER = { username: 'investor', password: 'Xingyuan@2026', nickname: '演示投资者', ...MEMBER_PROFILES[1]!.zh };

/** The calls whose answers are the seed's content as they are (the rest is read from the demo's modules). */
const ANSWERED_CALLS = [
  'web/get_site_list',
  'web/get_info',
  'web/get_company_profile',
  'web/get_ir_events',
  'web/get_financials',
  'web/get_dividends',
  'web/get_meetings',
  'web/get_briefings',
  'web/get_esg',
];
const DEMO = path.resolve(__dirname, '..', 'demo', 'content');

async function answer(call: string, lang: 'zh' | 'en', request: Record<string, unknown> = {}): Promise<unknown> {
  const { body } = await demoCall(call, { lang, ...request });
  if (body.code !== 1) throw new Error(`${call} (${lang}): code ${body.code}`);
  return body.data;
}

const both = <T>(zh: T, en: T) => ({ zh, en });

async function main(out: string): Promise<void> {
  const calls: Record<string, Record<'zh' | 'en', unknown>> = {};
  for (const call of ANSWERED_CALLS) calls[call] = { zh: await answer(call, 'zh'), en: await answer(call, 'en') };
  // Each product's orderable parts as the demo answers their quality data and samples: the CMS keeps them in the
  // product (its quality fields, and each part's row).
  const products: Record<number, { compliance: Record<'zh' | 'en', unknown>; samples: unknown }> = {};
  for (const article of articlesIn.zh.filter((candidate) => candidate.product)) {
    const compliance = async (lang: 'zh' | 'en') => answer('web/get_compliance', lang, { product_id: article.id, page_size: 50 });
    products[article.id] = {
      compliance: { zh: await compliance('zh'), en: await compliance('en') },
      samples: await answer('web/get_sample_options', 'zh', { product_id: article.id }),
    };
  }
  const inventory: Record<number, Record<'zh' | 'en', unknown>> = {};
  for (const id of Object.keys(products).map(Number))
    inventory[id] = {
      zh: await answer('web/get_inventory', 'zh', { product_id: id }),
      en: await answer('web/get_inventory', 'en', { product_id: id }),
    };
  const crossReferences = async (lang: 'zh' | 'en') => {
    const all = (await answer('web/get_cross_reference', lang, { page_size: 50 })) as { total: number; list: unknown[] };
    if (all.total > all.list.length) throw new Error('the cross-reference has more parts than one page: page through them');
    return all.list;
  };
  const content = {
    filesDir: path.join(DEMO, 'files'),
    memberFilesDir: path.join(DEMO, 'member-files'),
    calls,
    pages: both(pages, pagesEn),
    banners: both(banners, bannersEn),
    milestones: both(milestones, milestonesEn),
    categories: both(categoriesIn.zh, categoriesIn.en),
    articles: both(articlesIn.zh, articlesIn.en),
    products,
    inventory,
    crossReferences: { zh: await crossReferences('zh'), en: await crossReferences('en') },
    // The notices, each naming its PDF where the seed finds it.
    notices: rawNotices.map((notice) => ({ ...notice, document: `files/${noticeFile(notice.number)}` })),
    documents: rawDocuments.map(({ content: _generated, ...doc }) => doc),
    members: [DEMO_MEMBER],
    // The published investor questions with their answers (Chinese, translated into English); the demo member asked
    // one of them (its reference's letters are the demo's).
    questions: PUBLISHED_QUESTIONS.map((question) => {
      const asked = EARLIER_QUESTIONS[1]?.find((earlier) => earlier.id === question.id);
      return { ...question, ...(asked ? { member: DEMO_MEMBER.username, code: asked.code } : {}) };
    }),
    // The year of daily closes a market-data relay gives, up to the last close made now (SITE_NOW when set): the
    // quote is the last of them. scripts/cms-check.ts asks the demo at this instant to compare.
    stock: { seededAt: new Date(siteNow()).toISOString(), sharesOutstanding: SHARES_OUTSTANDING, ...stockQuote() },
  };
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(content, null, 2));
  console.log(`the demo's content for the CMS: ${out}`);
}

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx scripts/cms-seed-content.ts <out.json>');
  process.exit(2);
}
void main(path.resolve(out));
