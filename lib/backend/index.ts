/**
 * Typed reads of the backend for server components: the core's, and those of the parts not yet moved into
 * a feature folder (a feature's are in features/<name>/reads.ts), all made with the read kit of ./read.ts.
 * Each is wrapped in React `cache()` so a page view asks the backend once per datum, however many
 * components (layout, page, generateMetadata) need it. Arguments are primitives so equal calls hit the same
 * cache entry.
 */
import 'server-only';
import { CALL_SPECS } from './calls';
import { currentRenderReport } from '@/lib/core/render-report';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/config';
import { allPages, callBackend, inLanguage, languageRead, optional, orAbsent, orNull, readLanguage } from './read';

// The helpers pages use beside these reads; a feature's reads take the kit from ./read.ts itself.
export { inLanguage, orAbsent, orMembersOnly, orNotFound, orNull } from './read';
import {
  ArticleSchema,
  BannerListSchema,
  CategoryInfoSchema,
  CompanyProfileSchema,
  IrEventListSchema,
  SearchResultSchema,
  type CategoryType,
  MilestoneListSchema,
  PAGE_SIZE_MAX,
  PageSchema,
  type Page,
  SettingsSchema,
  SiteInfoSchema,
  type CaptchaCall,
} from './types';
import { VerifySchema } from './types';
import type { CaptchaKind } from './form-problem';

export const getSiteInfo = languageRead((lang) => callBackend(CALL_SPECS.getSiteList, { lang }, SiteInfoSchema));

export const getSettings = languageRead((lang) => callBackend(CALL_SPECS.getInfo, { lang }, SettingsSchema));

export const getBanners = languageRead(
  async (lang, position: string) =>
    (await optional(callBackend(CALL_SPECS.getBannerList, { lang, position }, BannerListSchema), { list: [] })).list,
);

export const getMilestones = languageRead(
  async (lang) => (await optional(callBackend(CALL_SPECS.getExperienceList, { lang }, MilestoneListSchema), { list: [] })).list,
);

/** A page by slug (about, contact, investor), or null when the backend has none. */
export const getPageBySlug = languageRead((lang, slug: string) =>
  optional(callBackend(CALL_SPECS.getInfoBySlug, { lang, slug }, PageSchema), null),
);

/** A category and one page of its articles, optionally filtered by publication year and announcement subtype. */
export const getCategory = languageRead((lang, id: number, page: number = 1, pageSize: number = 10, year?: number, subtype?: string) =>
  callBackend(
    CALL_SPECS.getCategoryInfoById,
    { lang, id, page, page_size: pageSize, ...(year ? { year } : {}), ...(subtype ? { subtype } : {}) },
    CategoryInfoSchema,
  ),
);

/**
 * Every article of a category (the product selection filters and sorts the whole line, and the sitemap
 * lists everything). Pages of the largest size, the first alone to learn the total, the rest in parallel.
 */
export const getAllArticles = languageRead(async (_lang, id: number) => {
  const pages = await allPages(
    (page) => getCategory(id, page, PAGE_SIZE_MAX),
    (page) => page.articles.total,
  );
  return { category: pages[0]!.category, path: pages[0]!.path, articles: pages.flatMap((page) => page.articles.list) };
});

/** Company facts; every part empty when the backend has none. */
export const getCompanyProfile = languageRead((lang) =>
  optional(callBackend(CALL_SPECS.getCompanyProfile, { lang }, CompanyProfileSchema), CompanyProfileSchema.parse({})),
);

/** The investor calendar (results dates, meetings, calls); empty when the backend has none. */
export const getIrEvents = languageRead(
  async (lang) => (await optional(callBackend(CALL_SPECS.getIrEvents, { lang }, IrEventListSchema), { list: [] })).list,
);

/**
 * One page of search results of one kind (all kinds mixed when none is named), best first; null when the
 * backend has no search or refuses the query (code 0, HTTP 404). `q` is cleaned by the caller.
 */
export const searchSite = languageRead((lang, q: string, type: CategoryType | undefined, page: number, pageSize: number) =>
  orAbsent(callBackend(CALL_SPECS.search, { lang, q, ...(type ? { type } : {}), page, page_size: pageSize }, SearchResultSchema)),
);

/**
 * A captcha drawn on the server, for a form that works without script: the page that shows it is that
 * visitor's own and never kept (a captcha is single-use).
 */
export async function getCaptcha(lang: Locale, call: CaptchaCall, kind: CaptchaKind = 'image') {
  const report = currentRenderReport();
  if (report) report.personal = true;
  // A backend without questions in words draws its picture: a form shows what it was given.
  // Bound to the call it is for (issue 42): the backend refuses it for any other.
  return callBackend(CALL_SPECS.generateVerify, { lang, for: call, ...(kind === 'text' ? { kind } : {}) }, VerifySchema, { own: true });
}

export const getArticle = languageRead((lang, id: number) => callBackend(CALL_SPECS.getArticleInfoById, { lang, id }, ArticleSchema));

/** An article read with a visitor's login token (members-only content): the visitor's own, never cached. */
export async function getArticleAsMember(id: number, token: string) {
  const report = currentRenderReport();
  if (report) report.personal = true;
  return callBackend(CALL_SPECS.getArticleInfoById, { lang: await readLanguage(), id }, ArticleSchema, { token });
}

/**
 * A draft an editor opened from the CMS through a preview link (docs/backend-api.md, `web/get_article_info_by_id`,
 * the `preview` header): the backend answers the latest draft for that token. The viewer's own, never kept.
 */
export async function getArticlePreview(id: number, token: string) {
  const report = currentRenderReport();
  if (report) report.personal = true;
  return callBackend(CALL_SPECS.getArticleInfoById, { lang: await readLanguage(), id }, ArticleSchema, { preview: token });
}

/** The privacy policy (the page `privacy`, issue 24), or null when the backend has none, or none with text. */
export async function getPrivacyPolicy(): Promise<Page | null> {
  const page = await getPageBySlug('privacy');
  return page?.content.trim() ? page : null;
}

/**
 * Whether the backend has a privacy policy: the footer and the forms that take personal information link it
 * only then. A fault reads as none: the shell must render.
 */
export async function hasPrivacyPolicy(): Promise<boolean> {
  return (await orNull(getPrivacyPolicy())) !== null;
}

/**
 * The recruitment site's address (`recruitment_url`): the one given in the page's language, else the
 * default language's (a company often has one careers site). Asks the backend again only when needed.
 */
export async function getRecruitmentUrl(): Promise<string | undefined> {
  const own = (await orNull(getSiteInfo()))?.recruitment_url;
  if (own || (await readLanguage()) === DEFAULT_LOCALE) return own || undefined;
  return (await inLanguage(DEFAULT_LOCALE, () => orNull(getSiteInfo())))?.recruitment_url || undefined;
}
