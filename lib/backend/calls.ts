/**
 * The `web/*` calls of the backend contract (requirements §7, docs/backend-api.md). Every call is a POST with a JSON
 * body under the API base `/api/`. Nothing outside lib/, features/ and demo/ spells these strings.
 *
 * A call is declared with the content it shows (`tags`, lib/backend/call-spec.ts): a cached page carries its
 * answers' tags, so an on-demand revalidation for one content type refreshes exactly the pages that showed
 * it. A call's declaration without tags does not compile. Browser-only and writing calls show none. The
 * calls the site's own browser code makes through `/api/` say `browser: true` (issue 42): the only ones the
 * site forwards from a browser (lib/backend/api-door.ts). Every other call is made by the site's server, to
 * the backend directly: page reads, the forms' server actions and the alert mails' links.
 */
import type { ContentTag } from '@/lib/core/render-report';
import { articleType } from '@/lib/backend/article-kind';
import { callNames, defineCalls } from './call-spec';

export {
  browserCallsOf,
  callNames,
  captchaCallsOf,
  defineCalls,
  namesOf,
  tagsOfCall,
  type BrowserCall,
  type CallSpec,
  type CaptchaCall,
  type TagRule,
} from './call-spec';

const INVESTOR: readonly ContentTag[] = ['investor'];
/** Which of our products replaces which part, products' documents, quality data, stock and samples. */
const PRODUCT: readonly ContentTag[] = ['product'];
/** A category by its type; an absent one names none. */
const categoryTags = (value: unknown): readonly ContentTag[] =>
  value ? [(value as { category: { type: ContentTag } }).category.type] : [];
/** An article by its typed fields; an absent one names none. */
const articleTags = (value: unknown): readonly ContentTag[] =>
  value ? [articleType(value as { product?: unknown; announcement?: unknown })] : [];

export const CALL_SPECS = defineCalls({
  generateVerify: { name: 'web/generate_verify', tags: [], browser: true },
  login: { name: 'web/login', tags: [], browser: true, captcha: true },
  getInfo: { name: 'web/get_info', tags: ['site'] },
  getBannerList: { name: 'web/get_banner_list', tags: ['banner'] },
  getExperienceList: { name: 'web/get_experience_list', tags: ['milestone'] },
  getSiteList: { name: 'web/get_site_list', tags: ['site'], browser: true },
  getInfoBySlug: { name: 'web/get_info_by_slug', tags: ['page'] },
  getCategoryInfoById: { name: 'web/get_category_info_by_id', tags: categoryTags },
  getArticleInfoById: { name: 'web/get_article_info_by_id', tags: articleTags },
  /** Additions beyond the original site (issue 3): company facts for /about, /contact, /investor, home. */
  getCompanyProfile: { name: 'web/get_company_profile', tags: ['company'] },
  /** Additions of issue 14: the investor calendar. */
  getIrEvents: { name: 'web/get_ir_events', tags: INVESTOR },
  /** Site search: products, news and investor documents (issue 14). */
  search: { name: 'web/search', tags: ['product', 'news', 'investor'], browser: true },
  /** Other vendors' part numbers and the products that replace them (issue 23). */
  getCrossReference: { name: 'web/get_cross_reference', tags: PRODUCT, browser: true },
  /** The document library, and a members' document's address for a signed-in member (issue 23). */
  getDocumentFile: { name: 'web/get_document_file', tags: [], browser: true },
  /** A member's sample requests (issue 23; the options and the request: features/samples). */
  getSampleRequests: { name: 'web/get_sample_requests', tags: [], browser: true },
  /** A signed-in member's details (the sample form fills them in; /account shows them). */
  getMemberProfile: { name: 'web/get_member_profile', tags: [], browser: true },
  /** A member's change-notice subscriptions: a product or a product line (issue 23). */
  getSubscriptions: { name: 'web/get_subscriptions', tags: [], browser: true },
  setSubscription: { name: 'web/set_subscription', tags: [], browser: true },
  /** Investor questions: the published ones with their answers, a new one, a member's own (issue 24). */
  getMyQuestions: { name: 'web/get_my_questions', tags: [], browser: true },
  /** A signed-in member's alerts, to the account's address (issue 25). */
  getMyAlerts: { name: 'web/get_my_alerts', tags: [], browser: true },
  setMyAlerts: { name: 'web/set_my_alerts', tags: [], browser: true },
});

export const CALLS = callNames(CALL_SPECS);

/** The site's API base: calls and backend static files both live under it (requirements §9). */
export const API_BASE = '/api/';

/** Envelope codes of requirements §8. */
export const CODE_SUCCESS = 1;
export const CODE_FAILURE = 0;
export const CODE_NOT_LOGGED_IN = -1000;
