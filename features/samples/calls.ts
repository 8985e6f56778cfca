/**
 * Samples' calls (docs/backend-api.md), apart from ./contract.ts's schemas so that the form in the browser
 * names its call without downloading zod.
 */
import { callNames, defineCalls } from '@/lib/backend/call-spec';

export const SAMPLE_CALLS = defineCalls({
  /** Which parts may be sampled: product content. */
  getSampleOptions: { name: 'web/get_sample_options', tags: ['product'] },
  /** A request: from a member (token) or a visitor (a captcha bound to the call); it shows nothing. */
  submitSampleRequest: { name: 'web/submit_sample_request', tags: [], captcha: true },
});

/** Their names, marked as the declarations say. */
export const SAMPLES = callNames(SAMPLE_CALLS);
