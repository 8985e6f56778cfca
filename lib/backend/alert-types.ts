/**
 * E-mail alerts for investors (issue 25, item 1), as zod schemas beside ./types.ts (docs/backend-api.md): what
 * the backend offers (`web/get_alert_options`), a subscription to confirm by mail (`web/subscribe_alerts`),
 * its confirmation (`web/confirm_alerts`) and the one-click way out every mail carries
 * (`web/unsubscribe_alerts`). The backend sends the mail; the site's pages are the links in it.
 */
import { z } from 'zod';
import { LOCALES } from '@/i18n/config';

import { ALERT_CATEGORIES } from './alert-categories';

export { ALERT_CATEGORIES, type AlertCategory } from './alert-categories';

/** What the backend answers an unknown category with is left out: a backend may offer fewer. */
const categories = z
  .array(z.unknown())
  .max(20)
  .transform((values) => ALERT_CATEGORIES.filter((category) => values.includes(category)));

export const AlertOptionsSchema = z.object({ categories: categories.pipe(z.array(z.enum(ALERT_CATEGORIES)).min(1)) });
export type AlertOptions = z.output<typeof AlertOptionsSchema>;

export const ALERT_LIMITS = { email: 100 } as const;

/** The `{token}` in a link template the backend fills in with the subscription's token. */
export const TOKEN_PLACEHOLDER = '{token}';

/**
 * What the site sends with `web/subscribe_alerts`: the address, what and in which language to receive, the
 * consent (required: the subscription is the consent's purpose), and the links the backend puts in its mails.
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
  /** `https://<site>/investor/alerts/confirm?token={token}` (`/en/…` for English): the confirmation mail's link. */
  confirm_url: z.url().includes(TOKEN_PLACEHOLDER),
  /** `https://<site>/investor/alerts/unsubscribe?token={token}`: every mail's way out. */
  unsubscribe_url: z.url().includes(TOKEN_PLACEHOLDER),
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
