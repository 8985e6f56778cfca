/**
 * The sections of docs/backend-api.md a finding names (issue 44): a CMS team reads the rule where the suite
 * says it is. conformance/sections.test.ts fails when a section named here is not a heading of the document,
 * or a call of the contract has no section.
 */
import type { CallName } from '@/features/index';

/** The document's general sections. */
export const SECTIONS = {
  transport: 'Transport',
  languages: 'Languages: `lang`',
  envelope: 'Envelope',
  optional: 'Required and optional calls',
  lists: 'Lists',
  links: 'Links',
  membersFiles: "Members' files",
  staticFiles: 'Static files',
  investorDocuments: 'Documents of the investor pages (issue 25)',
} as const;

/** Each call's own section. */
export const CALL_SECTIONS: Readonly<Record<CallName, string>> = {
  'web/get_site_list': '`web/get_site_list` — site information',
  'web/get_info': '`web/get_info` — site settings',
  'web/get_banner_list': '`web/get_banner_list` — banners by position',
  'web/get_experience_list': '`web/get_experience_list` — milestones',
  'web/get_info_by_slug': '`web/get_info_by_slug` — a page by slug',
  'web/get_category_info_by_id': '`web/get_category_info_by_id` — a category, its subtree, and a page of its articles',
  'web/get_article_info_by_id': '`web/get_article_info_by_id` — one article',
  'web/generate_verify': '`web/generate_verify` — image captcha, or a question in words',
  'web/login': '`web/login` — login',
  'web/request_password_reset': "`web/request_password_reset`, `web/reset_password` — a member's forgotten password (added)",
  'web/reset_password': "`web/request_password_reset`, `web/reset_password` — a member's forgotten password (added)",
  'web/get_company_profile': '`web/get_company_profile` — company facts (added)',
  'web/get_ir_events': '`web/get_ir_events` — the investor calendar (added)',
  'web/get_stock_quote': '`web/get_stock_quote` — the share price (added)',
  'web/get_financials': '`web/get_financials` — financial highlights (added)',
  'web/search': '`web/search` — site search (added)',
  'web/get_documents': '`web/get_documents` — the document library (added)',
  'web/get_document_file': "`web/get_document_file` — a members' document (added)",
  'web/get_compliance': '`web/get_compliance` — quality and compliance of orderable parts (added)',
  'web/get_inventory': "`web/get_inventory` — where to buy: distributors' stock and prices (added)",
  'web/get_change_notices': '`web/get_change_notices` — product change and discontinuance notices (added)',
  'web/get_cross_reference': "`web/get_cross_reference` — other vendors' parts and ours that replace them (added)",
  'web/get_sample_options': '`web/get_sample_options` — which parts may be asked for as samples (added)',
  'web/submit_sample_request': '`web/submit_sample_request` — a sample request (added)',
  'web/get_sample_requests': "`web/get_sample_requests` — a member's sample requests (added)",
  'web/get_member_profile': "`web/get_member_profile` — a member's details (added)",
  'web/get_subscriptions': "`web/get_subscriptions`, `web/set_subscription` — a member's change-notice subscriptions (added)",
  'web/set_subscription': "`web/get_subscriptions`, `web/set_subscription` — a member's change-notice subscriptions (added)",
  'web/submit_message': '`web/submit_message` — a contact message (added)',
  'web/submit_privacy_request': "`web/submit_privacy_request` — a request about one's personal information (added)",
  'web/confirm_privacy_request': '`web/confirm_privacy_request` — the requester confirms the address (added)',
  'web/get_investor_questions': '`web/get_investor_questions` — published investor questions and answers (added)',
  'web/submit_investor_question': '`web/submit_investor_question` — a question to the company (added)',
  'web/get_my_questions': "`web/get_my_questions` — a member's own questions (added)",
  'web/get_alert_options':
    'E-mail alerts: `web/get_alert_options`, `web/subscribe_alerts`, `web/confirm_alerts`, `web/unsubscribe_alerts`, `web/get_my_alerts`, `web/set_my_alerts` (added)',
  'web/subscribe_alerts':
    'E-mail alerts: `web/get_alert_options`, `web/subscribe_alerts`, `web/confirm_alerts`, `web/unsubscribe_alerts`, `web/get_my_alerts`, `web/set_my_alerts` (added)',
  'web/confirm_alerts':
    'E-mail alerts: `web/get_alert_options`, `web/subscribe_alerts`, `web/confirm_alerts`, `web/unsubscribe_alerts`, `web/get_my_alerts`, `web/set_my_alerts` (added)',
  'web/unsubscribe_alerts':
    'E-mail alerts: `web/get_alert_options`, `web/subscribe_alerts`, `web/confirm_alerts`, `web/unsubscribe_alerts`, `web/get_my_alerts`, `web/set_my_alerts` (added)',
  'web/get_my_alerts':
    'E-mail alerts: `web/get_alert_options`, `web/subscribe_alerts`, `web/confirm_alerts`, `web/unsubscribe_alerts`, `web/get_my_alerts`, `web/set_my_alerts` (added)',
  'web/set_my_alerts':
    'E-mail alerts: `web/get_alert_options`, `web/subscribe_alerts`, `web/confirm_alerts`, `web/unsubscribe_alerts`, `web/get_my_alerts`, `web/set_my_alerts` (added)',
  'web/get_dividends': '`web/get_dividends` — every distribution of profit (added)',
  'web/get_meetings': "`web/get_meetings` — shareholders' meetings (added)",
  'web/get_briefings': '`web/get_briefings` — results briefings (added)',
  'web/get_esg': '`web/get_esg` — sustainability (added)',
};
