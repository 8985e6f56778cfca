import 'server-only';
/**
 * The captcha a form's page draws on the server (so that the form works without script): the picture or,
 * with `kind` `text`, the question in words; null when the backend gives none. Only what the form shows
 * goes to the browser.
 */
import type { Locale } from '@/i18n/config';
import { getCaptcha, orNull } from '@/lib/backend';
import type { CaptchaKind } from '@/lib/backend/form-problem';
import type { CaptchaCall } from '@/lib/backend/types';
import type { Captcha } from './state';

export async function pageCaptcha(lang: Locale, call: CaptchaCall, kind: CaptchaKind): Promise<Captcha | null> {
  const captcha = await orNull(getCaptcha(lang, call, kind));
  if (!captcha) return null;
  return {
    key: captcha.key,
    image: captcha.image,
    question: captcha.question,
    ...(kind === 'text' && !captcha.question ? { textNone: true } : {}),
  };
}
