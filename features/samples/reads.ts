/** Samples' reads and request: a product's sampleable parts, one part by number, a request (token or captcha). */
import 'server-only';
import { callBackend, languageRead, orAbsent, orNull } from '@/lib/backend/read';
import { SampleReceiptSchema } from '@/lib/backend/sample-types';
import type { Locale } from '@/i18n/config';
import { SAMPLE_CALLS, SampleOptionListSchema, type SampleOption, type SampleRequest } from './contract';

/**
 * The parts of a product that may be asked for as samples (its ordering table links them); empty when
 * none, and when the call is absent or fails: the links are a piece of the product page.
 */
export const getSampleOptions = languageRead(async (lang, productId: number): Promise<SampleOption[]> => {
  const answer = await orNull(callBackend(SAMPLE_CALLS.getSampleOptions, { lang, product_id: productId }, SampleOptionListSchema));
  return answer?.list ?? [];
});

/** The orderable part with this number (any case) if it may be asked for as samples; null when not. */
export const findSampleOption = languageRead(async (lang, part: string): Promise<SampleOption | null> => {
  const answer = await orAbsent(callBackend(SAMPLE_CALLS.getSampleOptions, { lang, part }, SampleOptionListSchema));
  return answer?.list.find((option) => option.part_number.toLowerCase() === part.toLowerCase()) ?? null;
});

/** Sends a sample request: with a member's token (no captcha), or with the captcha's key and code. */
export function submitSampleRequest(lang: Locale, request: SampleRequest, token: string | null) {
  return callBackend(SAMPLE_CALLS.submitSampleRequest, { lang, ...request }, SampleReceiptSchema, token ? { token } : { own: true });
}
