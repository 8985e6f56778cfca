/**
 * The `web/*` calls of the backend contract (requirements §7, docs/backend-api.md). Every call is a POST with a JSON
 * body under the API base `/api/`. Nothing outside lib/ and demo/ spells these strings.
 */
export const CALLS = {
  generateVerify: 'web/generate_verify',
  login: 'web/login',
  getInfo: 'web/get_info',
  getBannerList: 'web/get_banner_list',
  getExperienceList: 'web/get_experience_list',
  getSiteList: 'web/get_site_list',
  getInfoBySlug: 'web/get_info_by_slug',
  getCategoryInfoById: 'web/get_category_info_by_id',
  getArticleInfoById: 'web/get_article_info_by_id',
  /** Additions beyond the original site (issue 3): company facts for /about, /contact, /investor, home. */
  getCompanyProfile: 'web/get_company_profile',
  /** The contact form's message, guarded by the captcha of `web/generate_verify`. */
  submitMessage: 'web/submit_message',
  /** Additions of issue 14: the investor calendar. */
  getIrEvents: 'web/get_ir_events',
  /** The share price and the financial highlights of /investor (issue 14). */
  getStockQuote: 'web/get_stock_quote',
  getFinancials: 'web/get_financials',
  /** Site search: products, news and investor documents (issue 14). */
  search: 'web/search',
  /** Other vendors' part numbers and the products that replace them (issue 23). */
  getCrossReference: 'web/get_cross_reference',
  /** The document library, and a members' document's address for a signed-in member (issue 23). */
  getDocuments: 'web/get_documents',
  getDocumentFile: 'web/get_document_file',
  /** Quality and environmental data of orderable parts (issue 23). */
  getCompliance: 'web/get_compliance',
  /** Distributors' stock, prices and lead times of a product's orderable parts (issue 23). */
  getInventory: 'web/get_inventory',
  /** Product change and discontinuance notices (issue 23). */
  getChangeNotices: 'web/get_change_notices',
  /** Samples: which parts may be asked for and how many, a request, a member's requests (issue 23). */
  getSampleOptions: 'web/get_sample_options',
  submitSampleRequest: 'web/submit_sample_request',
  getSampleRequests: 'web/get_sample_requests',
  /** A signed-in member's details (the sample form fills them in; /account shows them). */
  getMemberProfile: 'web/get_member_profile',
  /** A member's change-notice subscriptions: a product or a product line (issue 23). */
  getSubscriptions: 'web/get_subscriptions',
  setSubscription: 'web/set_subscription',
  /** A request to access, correct or delete one's personal information, or a member account (issue 24). */
  submitPrivacyRequest: 'web/submit_privacy_request',
  /** Investor questions: the published ones with their answers, a new one, a member's own (issue 24). */
  getInvestorQuestions: 'web/get_investor_questions',
  submitInvestorQuestion: 'web/submit_investor_question',
  getMyQuestions: 'web/get_my_questions',
  /** Investor relations in depth (issue 25): dividends, shareholders' meetings, results briefings, sustainability. */
  getDividends: 'web/get_dividends',
  getMeetings: 'web/get_meetings',
  getBriefings: 'web/get_briefings',
  getEsg: 'web/get_esg',
  /** E-mail alerts (issue 25): what may be subscribed to, a subscription confirmed by mail, the way out. */
  getAlertOptions: 'web/get_alert_options',
  subscribeAlerts: 'web/subscribe_alerts',
  confirmAlerts: 'web/confirm_alerts',
  unsubscribeAlerts: 'web/unsubscribe_alerts',
  /** A signed-in member's alerts, to the account's address (issue 25). */
  getMyAlerts: 'web/get_my_alerts',
  setMyAlerts: 'web/set_my_alerts',
} as const;

export type CallName = (typeof CALLS)[keyof typeof CALLS];

export const CALL_NAMES: readonly CallName[] = Object.values(CALLS);

export function isCallName(value: string): value is CallName {
  return (CALL_NAMES as readonly string[]).includes(value);
}

/**
 * The calls the site's own browser code makes through `/api/` (issue 42): the only ones the site forwards
 * from a browser (lib/backend/api-door.ts). Every other call is made by the site's server, to the backend
 * directly: page reads, the forms' server actions (samples, privacy requests, investor questions, alerts)
 * and the alert mails' links. The browser's request helper (lib/client/request.ts) takes only these, so a
 * browser call left off this list does not compile.
 */
export const BROWSER_CALLS = [
  CALLS.login,
  CALLS.generateVerify,
  CALLS.getSiteList,
  CALLS.search,
  CALLS.getCrossReference,
  CALLS.getDocumentFile,
  CALLS.submitMessage,
  CALLS.getMemberProfile,
  CALLS.getSampleRequests,
  CALLS.getSubscriptions,
  CALLS.setSubscription,
  CALLS.getMyQuestions,
  CALLS.getMyAlerts,
  CALLS.setMyAlerts,
] as const satisfies readonly CallName[];

export type BrowserCall = (typeof BROWSER_CALLS)[number];

export function isBrowserCall(value: string): value is BrowserCall {
  return (BROWSER_CALLS as readonly string[]).includes(value);
}

/** The site's API base: calls and backend static files both live under it (requirements §9). */
export const API_BASE = '/api/';

/** Envelope codes of requirements §8. */
export const CODE_SUCCESS = 1;
export const CODE_FAILURE = 0;
export const CODE_NOT_LOGGED_IN = -1000;
