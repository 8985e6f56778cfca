/**
 * E-mail alerts for investors (issue 25, item 1), as zod schemas beside ./types.ts (docs/backend-api.md): what
 * the backend offers (`web/get_alert_options`), a subscription to confirm by mail (`web/subscribe_alerts`),
 * its confirmation (`web/confirm_alerts`) and the one-click way out every mail carries
 * (`web/unsubscribe_alerts`). The backend sends the mail; the site's pages are the links in it.
 */
import { z } from 'zod';
import { defineCalls } from '@/lib/backend/call-spec';
import { LOCALES } from '@/i18n/config';

import { ALERT_CATEGORIES } from '@/lib/backend/alert-categories';

export { ALERT_CATEGORIES, type AlertCategory } from '@/lib/backend/alert-categories';

/** What the backend answers an unknown category with is left out: a backend may offer fewer. */
const categories = z
  .array(z.unknown())
  .max(20)
  .transform((values) => ALERT_CATEGORIES.filter((category) => values.includes(category)));

export const ALERT_CALLS = defineCalls({
  /** What may be subscribed to: investor content (a backend without alerts answers code 0). */
  getAlertOptions: { name: 'web/get_alert_options', tags: ['investor'] },
  /** A subscription, confirmed by mail; guarded by a captcha bound to the call. */
  subscribeAlerts: { name: 'web/subscribe_alerts', tags: [], captcha: true },
  /** A mail link's confirmation and way out, by its token; a visitor's own, never kept. */
  confirmAlerts: { name: 'web/confirm_alerts', tags: [] },
  unsubscribeAlerts: { name: 'web/unsubscribe_alerts', tags: [] },
});

export const AlertOptionsSchema = z.object({ categories: categories.pipe(z.array(z.enum(ALERT_CATEGORIES)).min(1)) });
export type AlertOptions = z.output<typeof AlertOptionsSchema>;

export const ALERT_LIMITS = { email: 100 } as const;

import { ALERTS_CONFIRM_PATH, ALERTS_ONE_CLICK_PATH, ALERTS_UNSUBSCRIBE_PATH } from '@/lib/investor-paths';

export { ALERTS_CONFIRM_PATH, ALERTS_ONE_CLICK_PATH, ALERTS_PATH, ALERTS_UNSUBSCRIBE_PATH } from '@/lib/investor-paths';

/**
 * The links of an alert mail, built by the backend from its own configured site address (issue 42: never
 * from a request): the confirmation page, the unsubscribe page (both in the mails' language: `/en` for
 * English), and the one-click address for `List-Unsubscribe`. `site`: an origin, `https://www.example.cn`.
 */
export function alertMailLinks(site: string, alertLang: 'zh' | 'en', tokens: { confirm: string; unsubscribe: string }) {
  const origin = site.replace(/\/+$/, '');
  const prefix = alertLang === 'en' ? '/en' : '';
  const link = (path: string, token: string) => `${origin}${prefix}${path}?token=${encodeURIComponent(token)}`;
  return {
    confirm: link(ALERTS_CONFIRM_PATH, tokens.confirm),
    unsubscribe: link(ALERTS_UNSUBSCRIBE_PATH, tokens.unsubscribe),
    oneClick: `${origin}${ALERTS_ONE_CLICK_PATH}?token=${encodeURIComponent(tokens.unsubscribe)}`,
  };
}

/**
 * What the site sends with `web/subscribe_alerts`: the address, what and in which language to receive, and
 * the consent (required: the subscription is the consent's purpose). No link: the backend builds its
 * mails' links itself (alertMailLinks).
 */
export const AlertRequestSchema = z.object({
  email: z.string().trim().max(ALERT_LIMITS.email).pipe(z.email()),
  categories: z.array(z.enum(ALERT_CATEGORIES)).min(1).max(ALERT_CATEGORIES.length),
  alert_lang: z.enum(LOCALES),
  consent: z.object({
    alerts: z.literal(true),
    /** The privacy policy's version the visitor saw (its `updated_at`); empty when the site has none. */
    policy_version: z.string().max(40),
    given_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T/, 'ISO 8601 instant'),
  }),
  verify_key: z.string().min(1).max(128).optional(),
  verify_code: z.string().min(1).max(16).optional(),
});
export type AlertRequest = z.input<typeof AlertRequestSchema>;

export const AlertTokenRequestSchema = z.object({ token: z.string().min(8).max(200) });

/** A subscription as confirmed or ended: the address masked (`in***@example.com`), what it was for. */
export const AlertSubscriptionSchema = z.object({
  email: z.string().max(200).default(''),
  categories: categories.default([]),
  alert_lang: z.enum(LOCALES).catch('zh'),
});
export type AlertSubscription = z.output<typeof AlertSubscriptionSchema>;

/**
 * What a signed-in member sends with `web/set_my_alerts` (the `token` header): the alerts to the account's
 * address, at once (the account's address is the backend's already). No category: none any more. Turning them
 * on from none carries the consent.
 */
export const MyAlertsRequestSchema = z.object({
  categories: z.array(z.enum(ALERT_CATEGORIES)).max(ALERT_CATEGORIES.length),
  alert_lang: z.enum(LOCALES),
  consent: z
    .object({ alerts: z.literal(true), policy_version: z.string().max(40), given_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T/) })
    .optional(),
});
export type MyAlertsRequest = z.input<typeof MyAlertsRequestSchema>;
