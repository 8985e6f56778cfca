/**
 * A member's forgotten password (issue 46, docs/backend-api.md): `web/request_password_reset` asks the backend to
 * mail the account's address a link, and `web/reset_password` sets a new password with that link's token. The backend
 * builds the link from its own site address (never from a request: issue 42), to this site's /login/reset page in
 * the mail's language; the page asks for the new password, so a mail scanner that opens the link changes nothing.
 * An administrator may mail the same link from the back office.
 */
import { z } from 'zod';
import { defineCalls } from '@/lib/backend/call-spec';
import { PASSWORD_LENGTH } from './reset';

export { PASSWORD_LENGTH } from './reset';

export const PASSWORD_RESET_CALLS = defineCalls({
  /** Asks for a link to set a new password, guarded by a captcha bound to it; answered alike whether or not the account exists. */
  requestPasswordReset: { name: 'web/request_password_reset', tags: [], captcha: true },
  /** Sets a new password with a mailed link's token; a visitor's own, never kept. */
  resetPassword: { name: 'web/reset_password', tags: [] },
});

/** The form that asks for a link (app/[locale]/login/forgot/page.tsx). */
export const FORGOT_PATH = '/login/forgot';
/** The page the mailed link opens: a form that sets the new password (features/password-reset/reset-page.tsx). */
export const RESET_PATH = '/login/reset';

/**
 * The mailed link, built by the backend from its own site address in the mail's language:
 * `https://www.example.com/en/login/reset?token=…`.
 */
export function passwordResetLink(site: string, lang: 'zh' | 'en', token: string): string {
  return `${new URL(site).origin}${lang === 'en' ? '/en' : ''}${RESET_PATH}?token=${encodeURIComponent(token)}`;
}

/** The account's name or its e-mail address, as typed into the forgotten-password form. */
export const ACCOUNT_MAX = 128;

export const PasswordResetRequestSchema = z.object({
  account: z.string().trim().min(1).max(ACCOUNT_MAX),
  verify_key: z.string().min(1).max(128),
  verify_code: z.string().min(1).max(16),
});
export type PasswordResetRequest = z.input<typeof PasswordResetRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: z.string().min(8).max(200),
  password: z.string().min(PASSWORD_LENGTH.min).max(PASSWORD_LENGTH.max),
});

/** What a reset answers: the account's name, to sign in with. Nothing else of the member. */
export const PasswordResetDoneSchema = z.object({ username: z.string().trim().min(1).max(64) });
export type PasswordResetDone = z.infer<typeof PasswordResetDoneSchema>;

/** The answer to a request for a link: nothing (the same whether or not an account matched). */
export const PasswordResetRequestedSchema = z.unknown();
