/** The privacy request's calls: sending it (captcha included), answered with its reference; its identity check. */
import 'server-only';
import { currentRenderReport } from '@/lib/core/render-report';
import { callBackend, orAbsent, readLanguage } from '@/lib/backend/read';
import { SampleReceiptSchema } from '@/lib/backend/sample-types';
import type { Locale } from '@/i18n/config';
import { PRIVACY_CALLS, PrivacyConfirmationSchema, type PrivacyRequest } from './contract';

/** Sends a request about one's personal information (captcha included); answers its reference. */
export function submitPrivacyRequest(lang: Locale, request: PrivacyRequest) {
  return callBackend(PRIVACY_CALLS.submitPrivacyRequest, { lang, ...request }, SampleReceiptSchema, { own: true });
}

/**
 * Confirms that the requester holds the address, by the token of the link the backend mailed to it: the request's
 * reference and kind, or null when the token is unknown or spent (code 0) or the backend has no such call. The page
 * that shows it is that visitor's own and never kept.
 */
export async function confirmPrivacyRequest(token: string) {
  const report = currentRenderReport();
  if (report) report.personal = true;
  return orAbsent(
    callBackend(PRIVACY_CALLS.confirmPrivacyRequest, { lang: await readLanguage(), token }, PrivacyConfirmationSchema, { own: true }),
  );
}
