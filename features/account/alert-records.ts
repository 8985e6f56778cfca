/**
 * A member's alerts as /account reads them in the browser (pure, no zod): the account's address, the
 * categories (none: not subscribed) and the language of the mails; what the contract does not allow is left
 * out. And what the island sends to change them (`web/set_my_alerts`).
 */
import { ALERT_CATEGORIES, type AlertCategory } from '@/lib/backend/alert-categories';

export type MyAlerts = { email: string; categories: AlertCategory[]; alert_lang: 'zh' | 'en' };

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** A `web/get_my_alerts` or `web/set_my_alerts` answer. */
export function readMyAlerts(data: unknown): MyAlerts {
  const fields = record(data);
  const categories = Array.isArray(fields.categories) ? fields.categories : [];
  return {
    email: typeof fields.email === 'string' ? fields.email.trim().slice(0, 200) : '',
    categories: ALERT_CATEGORIES.filter((category) => categories.includes(category)),
    alert_lang: fields.alert_lang === 'en' ? 'en' : 'zh',
  };
}

/**
 * The request that makes the member's alerts `categories` in `lang`: from none to some carries the consent
 * given now under the policy of `policyVersion`.
 */
export function myAlertsRequest(before: MyAlerts, categories: AlertCategory[], lang: 'zh' | 'en', policyVersion: string, now: Date) {
  const turningOn = before.categories.length === 0 && categories.length > 0;
  return {
    categories: ALERT_CATEGORIES.filter((category) => categories.includes(category)),
    alert_lang: lang,
    ...(turningOn ? { consent: { alerts: true as const, policy_version: policyVersion, given_at: now.toISOString() } } : {}),
  };
}
