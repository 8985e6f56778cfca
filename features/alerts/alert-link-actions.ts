'use server';
/**
 * The action of an alert mail link's button (features/alerts/alert-link-form.tsx): asks the
 * backend to confirm the subscription, or to end it, for the link's token. A token the backend does not
 * know is `invalid`; a backend that fails is `failed` (the button stays, to try again).
 */
import { toLocale } from '@/i18n/config';
import { inLanguage } from '@/lib/backend';
import { alertsByToken } from './reads';
import { isBackendError } from '@/lib/backend/errors';
import { mailLinkToken } from '@/lib/forms/mail-link';
import { alertLinkStep, type AlertLinkState } from './alert-link';

export async function applyAlertLink(_previous: AlertLinkState, form: FormData): Promise<AlertLinkState> {
  const token = mailLinkToken(String(form.get('token') ?? ''));
  const step = alertLinkStep(form.get('step'));
  if (!token || !step) return { kind: 'invalid' };
  try {
    const subscription = await inLanguage(toLocale(form.get('lang')), () =>
      alertsByToken(step === 'confirmed' ? 'confirm' : 'unsubscribe', token),
    );
    return subscription ? { kind: 'done', subscription } : { kind: 'invalid' };
  } catch (error) {
    if (isBackendError(error)) return { kind: 'failed' };
    throw error;
  }
}
