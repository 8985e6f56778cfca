/** A member's forgotten password: asking for the mailed link (captcha included), and setting a new one with its token. */
import 'server-only';
import { currentRenderReport } from '@/lib/core/render-report';
import { callBackend } from '@/lib/backend/read';
import type { Locale } from '@/i18n/config';
import { PASSWORD_RESET_CALLS, PasswordResetDoneSchema, PasswordResetRequestedSchema, type PasswordResetRequest } from './contract';

/** Asks the backend to mail the account's address a link; it answers alike whether or not there is such an account. */
export async function requestPasswordReset(lang: Locale, request: PasswordResetRequest): Promise<void> {
  await callBackend(PASSWORD_RESET_CALLS.requestPasswordReset, { lang, ...request }, PasswordResetRequestedSchema, { own: true });
}

/** Sets a new password by the mailed link's token: the account's name. A refusal (code 0) is thrown, with its `msg`. */
export function resetPassword(lang: Locale, token: string, password: string) {
  return callBackend(PASSWORD_RESET_CALLS.resetPassword, { lang, token, password }, PasswordResetDoneSchema, { own: true });
}

/** The page a reset link opens holds the link's token: it is that visitor's own, never kept or shared. */
export function markPersonal(): void {
  const report = currentRenderReport();
  if (report) report.personal = true;
}
