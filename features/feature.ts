/**
 * What a feature declares of itself to the site (issue 43): its calls with their tags, the pages and
 * routes that read a query (and which of them draw a captcha), its rate limits and its feeds. features/index.ts composes
 * every feature's into the site's registries; nothing else lists them. A feature's server-rendered parts
 * (its sitemap entries, its demo backend's handlers) are composed apart, in features/sitemap.ts and
 * features/demo.ts, so this registry stays free of reads and can be handed to the site server.
 */
import type { CallSpec } from '@/lib/backend/call-spec';
import type { PageQuery } from '@/lib/page-query';
import type { LimitRule } from '@/lib/server/rate-limit';

export type Feature = {
  /** The feature's folder under features/. */
  readonly name: string;
  readonly calls: Readonly<Record<string, CallSpec>>;
  /** Every page or route of the feature that reads its query, by path: the page cache keeps exactly these parameters. */
  readonly pageQueries?: Readonly<Record<string, PageQuery>>;
  /** Its pages that draw a captcha on the server with every view (counted against `web/generate_verify`'s limit). */
  readonly captchaPages?: readonly string[];
  /** The limits on its calls a visitor can repeat to guess or to flood (lib/server/rate-limit.ts). */
  readonly rateLimits?: readonly LimitRule[];
  /** Its RSS feeds, each answered by `app/[locale]/feed/<kind>.xml/route.ts`. */
  readonly feeds?: readonly string[];
};

/** A feature's declaration, checked as one and kept with its literal types. */
export function defineFeature<const F extends Feature>(feature: F): F {
  return feature;
}
