import 'server-only';
import { getTranslations } from 'next-intl/server';
import { translateKeys } from '@/i18n/labels';

const KEYS = [
  'form',
  'username',
  'password',
  'captcha',
  'captchaRefresh',
  'captchaRefreshTitle',
  'captchaImage',
  'captchaFailed',
  'captchaLoading',
  'captchaText',
  'captchaTextNone',
  'missing',
  'failed',
  'submit',
  'submitting',
] as const;

/** The sign-in form's text (messages `Login`); `signedInAs` has `{name}` where the island puts the name. */
export type LoginLabels = Record<(typeof KEYS)[number] | 'signedInAs', string>;

export async function loginFormLabels(): Promise<LoginLabels> {
  const t = await getTranslations('Login');
  return { ...translateKeys(t, KEYS), signedInAs: t('signedInAs', { name: '{name}' }) };
}
