/**
 * The alert form's fields and the payload of `web/subscribe_alerts` built from them (pure): one box per
 * category the backend offers, the language of the mails, and the consent, which the subscription needs
 * (it is what the consent is for) and which is never ticked beforehand. The links the backend puts in its
 * mails it builds itself, from its own configured site address (issue 42).
 */
import { z } from 'zod';
import { ALERT_CATEGORIES, AlertRequestSchema, type AlertCategory } from './contract';

export { ALERTS_CONFIRM_PATH, ALERTS_PATH, ALERTS_UNSUBSCRIBE_PATH } from './contract';

export const ALERT_FIELDS = ['email', 'alert_lang', ...ALERT_CATEGORIES, 'consent'] as const;

/** The subscription's payload: no link (the backend builds its mails' links from its own site address). */
export function alertPayload(values: Record<string, string>, policyVersion: string, now: Date): Record<string, unknown> {
  return {
    email: values.email,
    categories: ALERT_CATEGORIES.filter((category) => values[category] === 'on'),
    alert_lang: values.alert_lang,
    consent: values.consent === 'on' ? { alerts: true, policy_version: policyVersion, given_at: now.toISOString() } : undefined,
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
