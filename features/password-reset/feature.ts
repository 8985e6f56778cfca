/**
 * A member's forgotten password (issue 46): the form of /login/forgot, which asks the backend to mail a link and works
 * without script, and the page the link opens, /login/reset, whose button sets the new password. Their calls and limits.
 */
import { CAPTCHA_QUERY } from '@/lib/forms/captcha-query';
import { MAIL_LINK_QUERY } from '@/lib/forms/mail-link';
import { defineFeature } from '../feature';
import { FORGOT_PATH, PASSWORD_RESET_CALLS, RESET_PATH } from './contract';

const request = PASSWORD_RESET_CALLS.requestPasswordReset.name;
const reset = PASSWORD_RESET_CALLS.resetPassword.name;

export const passwordReset = defineFeature({
  name: 'password-reset',
  calls: PASSWORD_RESET_CALLS,
  pageQueries: { [FORGOT_PATH]: CAPTCHA_QUERY, [RESET_PATH]: MAIL_LINK_QUERY },
  captchaPages: [FORGOT_PATH],
  rateLimits: [
    // Each request may make the backend mail an account's owner: by address, and by the account named.
    { call: request, by: 'address', points: 5, seconds: 10 * 60 },
    { call: request, by: 'recipient', points: 3, seconds: 60 * 60 },
    // A link's token is guessed no faster than this.
    { call: reset, by: 'address', points: 10, seconds: 10 * 60 },
  ],
});
