/**
 * The alert form's fields and the payload of `web/subscribe_alerts` built from them (pure): one box per
 * category the backend offers, the language of the mails, and the consent, which the subscription needs
 * (it is what the consent is for) and which is never ticked beforehand. The links the backend puts in its
 * mails are this site's, in the language of the mails.
 */
import { z } from 'zod';
import { declarePageQuery } from '@/lib/page-query';
import { localePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/config';
import { ALERT_CATEGORIES, AlertRequestSchema, TOKEN_PLACEHOLDER, type AlertCategory } from '@/lib/backend/alert-types';

export const ALERTS_PATH = '/investor/alerts';
export const ALERTS_CONFIRM_PATH = '/investor/alerts/confirm';
export const ALERTS_UNSUBSCRIBE_PATH = '/investor/alerts/unsubscribe';

export const ALERT_FIELDS = ['email', 'alert_lang', ...ALERT_CATEGORIES, 'consent'] as const;

/** What the confirmation and unsubscribe pages read: the mail link's token (lib/pages/page-queries.ts). */
export const ALERT_TOKEN_QUERY = declarePageQuery(['token']);

/** The token of a mail's link, if it can be one. */
export function alertToken(value: string | string[] | undefined): string | null {
  const token = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  return /^[\w.~-]{8,200}$/.test(token) ? token : null;
}

/** The links of the mails, in the mails' language, with the token's place. */
export function alertLinks(origin: string, lang: Locale) {
  const link = (path: string) => `${origin}${localePath(lang, path)}?token=${TOKEN_PLACEHOLDER}`;
  return { confirm_url: link(ALERTS_CONFIRM_PATH), unsubscribe_url: link(ALERTS_UNSUBSCRIBE_PATH) };
}

export function alertPayload(values: Record<string, string>, policyVersion: string, now: Date, origin: string): Record<string, unknown> {
  const lang = values.alert_lang === 'en' ? 'en' : values.alert_lang === 'zh' ? 'zh' : undefined;
  return {
    email: values.email,
    categories: ALERT_CATEGORIES.filter((category) => values[category] === 'on'),
    alert_lang: values.alert_lang,
    consent: values.consent === 'on' ? { alerts: true, policy_version: policyVersion, given_at: now.toISOString() } : undefined,
    ...(lang ? alertLinks(origin, lang) : {}),
  };
}

/**
 * The form's schema: the contract's, with "at least one category" said at the first box shown (a problem
 * the form can put beside a field).
 */
export function alertFormSchema(first: AlertCategory) {
  return AlertRequestSchema.extend({ categories: z.array(z.enum(ALERT_CATEGORIES)).max(ALERT_CATEGORIES.length) }).refine(
    (value) => Array.isArray(value.categories) && value.categories.length > 0,
    // Checked with the other fields, so that every problem is said at once.
    { path: [first], message: 'at least one category', when: () => true },
  );
}
