/**
 * Samples (issue 23): the request form of /samples (works without script; a member's token in place of the
 * captcha), which parts a product page links to it, and the request's limits. A member's requests are read
 * on /account (`web/get_sample_requests`).
 */
import { SAMPLES_QUERY } from '@/lib/quality-query';
import { defineFeature } from '../feature';
import { SAMPLE_CALLS } from './contract';

const submit = SAMPLE_CALLS.submitSampleRequest.name;

export const samples = defineFeature({
  name: 'samples',
  calls: SAMPLE_CALLS,
  pageQueries: { '/samples': SAMPLES_QUERY },
  captchaPages: ['/samples'],
  rateLimits: [
    // Through /api/ or the form's server action (lib/core/form-limit.ts): the same count.
    { call: submit, by: 'address', points: 5, seconds: 10 * 60 },
    // A request already open for an address is told to its owner by mail (issue 42, finding 6).
    { call: submit, by: 'recipient', points: 3, seconds: 60 * 60 },
  ],
});
