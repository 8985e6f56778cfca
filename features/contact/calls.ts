/**
 * The contact form's call (docs/backend-api.md, `web/submit_message`), apart from ./contract.ts's schemas so
 * that the form in the browser names it without downloading zod.
 */
import { callNames, defineCalls } from '@/lib/backend/call-spec';

export const CONTACT_CALLS = defineCalls({
  /** A visitor's message from the contact form: sent by the browser, guarded by a captcha; it shows nothing. */
  submitMessage: { name: 'web/submit_message', tags: [], browser: true, captcha: true },
});

/** Its name, marked as a browser call guarded by a captcha. */
export const CONTACT = callNames(CONTACT_CALLS);
