/**
 * A request to exercise one's rights over personal information (issue 24): the form of /privacy/request,
 * which works without script, its call and its limits, and the page of the link that checks the requester's address. The policy's own page is the core's (a page by slug).
 */
import { CAPTCHA_QUERY } from '@/lib/forms/captcha-query';
import { defineFeature } from '../feature';
import { MAIL_LINK_QUERY } from '@/lib/forms/mail-link';
import { PRIVACY_CALLS, PRIVACY_CONFIRM_PATH } from './contract';

const call = PRIVACY_CALLS.submitPrivacyRequest.name;

export const privacyRequest = defineFeature({
  name: 'privacy-request',
  calls: PRIVACY_CALLS,
  pageQueries: { '/privacy/request': CAPTCHA_QUERY, [PRIVACY_CONFIRM_PATH]: MAIL_LINK_QUERY },
  captchaPages: ['/privacy/request'],
  rateLimits: [
    // Through /api/ or the form's server action (lib/core/form-limit.ts): the same count.
    { call, by: 'address', points: 5, seconds: 10 * 60 },
    // A request already open for an address is told to its owner by mail (issue 42, finding 6).
    { call, by: 'recipient', points: 3, seconds: 60 * 60 },
  ],
});
