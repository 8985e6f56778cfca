'use server';
/**
 * The action of the identity link's button (./confirm-form.tsx): asks the backend to confirm the request of the
 * link's token. A token the backend does not know (or a backend without the call) is `invalid`; a backend that fails
 * is `failed` (the button stays, to try again).
 */
import { toLocale } from '@/i18n/config';
import { inLanguage } from '@/lib/backend';
import { isBackendError } from '@/lib/backend/errors';
import { mailLinkToken } from '@/lib/forms/mail-link';
import { confirmPrivacyRequest } from './reads';
import type { PrivacyConfirmState } from './confirm';

export async function applyPrivacyConfirmation(_previous: PrivacyConfirmState, form: FormData): Promise<PrivacyConfirmState> {
  const token = mailLinkToken(String(form.get('token') ?? ''));
  if (!token) return { kind: 'invalid' };
  try {
    const confirmed = await inLanguage(toLocale(form.get('lang')), () => confirmPrivacyRequest(token));
    return confirmed ? { kind: 'done', reference: confirmed.reference, request: confirmed.kind } : { kind: 'invalid' };
  } catch (error) {
    if (isBackendError(error)) return { kind: 'failed' };
    throw error;
  }
}
