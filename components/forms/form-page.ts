import 'server-only';
/**
 * What a page with a captcha form reads besides its own text (the alerts, investor question and privacy
 * request pages), together: its language, the navigation's names for the breadcrumb, its paths, the forms'
 * shared text, whether there is a privacy policy to link, and the captcha its query asks for.
 */
import { getTranslations } from 'next-intl/server';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { hasPrivacyPolicy } from '@/lib/backend';
import { captchaKindOf, type CAPTCHA_QUERY } from '@/lib/forms/captcha-query';
import { pageCaptcha } from '@/lib/forms/page-captcha';
import type { QueryOf } from '@/lib/page-query';
import { formLabels } from './server-form.labels';
import type { CaptchaCall } from '@/lib/backend/types';

/** `call`: the call the form sends, which its captcha is drawn for (issue 42). */
export async function captchaFormPage(query: QueryOf<typeof CAPTCHA_QUERY>, call: CaptchaCall) {
  const locale = await getPageLocale();
  const [nav, path, labels, policy, captcha] = await Promise.all([
    getTranslations('Nav'),
    getLocalePath(),
    formLabels(),
    hasPrivacyPolicy(),
    pageCaptcha(locale, call, captchaKindOf(query)),
  ]);
  return { locale, nav, path, labels, policy, captcha };
}
