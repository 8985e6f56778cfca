/**
 * The site's features (issue 43), each a folder of its own under features/, and the site's registries
 * composed from them: the calls with their tags (and which the browser makes, which a captcha guards), the
 * page queries, the pages that draw a captcha, the rate limits, the feeds. Adding a feature is adding it to
 * FEATURES; no other registry lists its calls or pages.
 *
 * This module holds no reads: the site server's entry point (entry/start.ts) hands its registries to the
 * server. The features' sitemap entries are composed in ./sitemap.ts, their demo handlers in ./demo.ts
 * (apart, so that neither the server's bundle nor the site's carries what it does not run).
 */
import { CALL_SPECS as LIB_CALL_SPECS, browserCallsOf, callNames, captchaCallsOf } from '@/lib/backend/calls';
import { sitePages } from '@/lib/pages/page-queries';
import { CORE_LIMIT_RULES, type LimitRule } from '@/lib/server/rate-limit';
import type { Feature } from './feature';
import { account } from './account/feature';
import { alerts } from './alerts/feature';
import { changeNotices } from './change-notices/feature';
import { contact } from './contact/feature';
import { crossReference } from './cross-reference/feature';
import { home } from './home/feature';
import { investor } from './investor/feature';
import { investorDepth } from './investor-depth/feature';
import { investorQa } from './investor-qa/feature';
import { news } from './news/feature';
import { passwordReset } from './password-reset/feature';
import { privacyRequest } from './privacy-request/feature';
import { products } from './products/feature';
import { quality } from './quality/feature';
import { readingAids } from './reading-aids/feature';
import { resources } from './resources/feature';
import { samples } from './samples/feature';
import { search } from './search/feature';
import { whereToBuy } from './where-to-buy/feature';

export const FEATURES = [
  account,
  alerts,
  changeNotices,
  contact,
  crossReference,
  home,
  investor,
  investorDepth,
  investorQa,
  news,
  passwordReset,
  privacyRequest,
  products,
  quality,
  readingAids,
  resources,
  samples,
  search,
  whereToBuy,
] as const satisfies readonly Feature[];

type Features = (typeof FEATURES)[number];
/** What the features declare under `key`, for those that declare it. */
type Declared<K extends keyof Feature> = Features extends infer F ? (F extends { readonly [P in K]: infer V } ? V : never) : never;
type Merged<T> = (T extends unknown ? (value: T) => void : never) extends (value: infer I) => void ? I : never;
const merged = <K extends keyof Feature>(key: K) => Object.assign({}, ...FEATURES.map((feature: Feature) => feature[key] ?? {}));

/** Every call of the contract, with the content it shows: a call that states no tags does not compile. */
export const CALL_SPECS = { ...LIB_CALL_SPECS, ...(merged('calls') as Merged<Declared<'calls'>>) };
export const CALLS = callNames(CALL_SPECS);
export type CallName = (typeof CALL_SPECS)[keyof typeof CALL_SPECS]['name'];
export const CALL_NAMES = Object.values(CALLS) as readonly CallName[];

export function isCallName(value: string): value is CallName {
  return (CALL_NAMES as readonly string[]).includes(value);
}

/** The calls the site's own browser code makes through `/api/`: the only ones the site forwards from a browser. */
export const BROWSER_CALLS = browserCallsOf(CALL_SPECS);

/** The calls a captcha may be drawn for (`web/generate_verify`'s `for`): the backend refuses it for any other. */
export const CAPTCHA_CALLS = captchaCallsOf(CALL_SPECS);

/** Every page and route that reads its query, by path (lib/pages/page-queries.ts says how they are used). */
export const PAGE_QUERIES = merged('pageQueries') as Merged<Declared<'pageQueries'>>;

/** The pages that draw a captcha on the server with every view. */
export const CAPTCHA_PAGES: readonly string[] = FEATURES.flatMap((feature: Feature) => feature.captchaPages ?? []);

/** What the site server is told of the pages. */
export const SITE_PAGES = sitePages(PAGE_QUERIES, CAPTCHA_PAGES);

/** Every limit on the calls a visitor can repeat (the entry point hands them to the site server's limiter). */
export const RATE_LIMITS: readonly LimitRule[] = [...CORE_LIMIT_RULES, ...FEATURES.flatMap((feature: Feature) => feature.rateLimits ?? [])];

/** The site's RSS feeds, each answered by `app/[locale]/feed/<kind>.xml/route.ts`. */
export const FEEDS = FEATURES.flatMap((feature) => ('feeds' in feature ? feature.feeds : []));
