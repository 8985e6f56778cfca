/** The e-mail alerts' calls (issue 25): what may be subscribed to, a subscription, and a mail link's confirmation or way out. */
import 'server-only';
import { currentRenderReport } from '@/lib/core/render-report';
import { callBackend, languageRead, orAbsent, orNull, readLanguage } from '@/lib/backend/read';
import { SampleReceiptSchema } from '@/lib/backend/sample-types';
import type { Locale } from '@/i18n/config';
import { ALERT_CALLS, AlertOptionsSchema, AlertSubscriptionSchema, type AlertRequest } from './contract';

/** What investors may subscribe to by mail; null when the backend has no alerts (code 0, HTTP 404). */
export const getAlertOptions = languageRead((lang) => orAbsent(callBackend(ALERT_CALLS.getAlertOptions, { lang }, AlertOptionsSchema)));

/** Whether the backend has e-mail alerts (pages link /investor/alerts only then); a fault reads as no. */
export const hasAlerts = languageRead(async (_lang) => (await orNull(getAlertOptions())) !== null);

/** Asks for alerts (captcha included): the backend sends the confirmation mail; answers its reference. */
export function subscribeAlerts(lang: Locale, request: AlertRequest) {
  return callBackend(ALERT_CALLS.subscribeAlerts, { lang, ...request }, SampleReceiptSchema, { own: true });
}

/**
 * Confirms a subscription, or ends one, by the token of a mail's link: the subscription, or null when the
 * token is unknown or spent (code 0). The page that shows it is that visitor's own and never kept.
 */
export async function alertsByToken(call: 'confirm' | 'unsubscribe', token: string) {
  const report = currentRenderReport();
  if (report) report.personal = true;
  const spec = call === 'confirm' ? ALERT_CALLS.confirmAlerts : ALERT_CALLS.unsubscribeAlerts;
  return orAbsent(callBackend(spec, { lang: await readLanguage(), token }, AlertSubscriptionSchema, { own: true }));
}
