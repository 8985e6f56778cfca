'use server';
/**
 * The action of the reset page's form (./reset-form.tsx): checks the new password as typed, counts the attempt
 * against the site's limit by the visitor's address, and asks the backend to set it with the link's token. The
 * backend's refusal (a spent or expired link, a password it will not take) is shown as it says it; a backend that
 * fails leaves the form to try again.
 */
import { toLocale } from '@/i18n/config';
import { inLanguage } from '@/lib/backend';
import { isBackendError, refusalOf } from '@/lib/backend/errors';
import { mailLinkToken } from '@/lib/forms/mail-link';
import { formLimit } from '@/lib/forms/submit';
import { PASSWORD_RESET_CALLS } from './contract';
import { resetPassword } from './reads';
import { newPasswordProblem, type ResetState } from './reset';

export async function applyPasswordReset(_previous: ResetState, form: FormData): Promise<ResetState> {
  const token = mailLinkToken(String(form.get('token') ?? ''));
  if (!token) return { kind: 'invalid' };
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const password = text('password');
  const problem = newPasswordProblem(password, text('repeat'));
  if (problem) return { kind: 'asking', problem };
  const limit = await formLimit(PASSWORD_RESET_CALLS.resetPassword.name);
  if (!limit.allowed) return { kind: 'asking', retryAfter: limit.retryAfterSeconds };
  const lang = toLocale(form.get('lang'));
  try {
    const done = await inLanguage(lang, () => resetPassword(lang, token, password));
    return { kind: 'done', username: done.username };
  } catch (error) {
    if (!isBackendError(error)) throw error;
    const refusal = refusalOf(error);
    return refusal ? { kind: 'asking', refusal } : { kind: 'asking', failed: true };
  }
}
