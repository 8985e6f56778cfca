/** The privacy request's call: sending it (captcha included), answered with its reference. */
import 'server-only';
import { callBackend } from '@/lib/backend/read';
import { SampleReceiptSchema } from '@/lib/backend/sample-types';
import type { Locale } from '@/i18n/config';
import { PRIVACY_CALLS, type PrivacyRequest } from './contract';

/** Sends a request about one's personal information (captcha included); answers its reference. */
export function submitPrivacyRequest(lang: Locale, request: PrivacyRequest) {
  return callBackend(PRIVACY_CALLS.submitPrivacyRequest, { lang, ...request }, SampleReceiptSchema, { own: true });
}
