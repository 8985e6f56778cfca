import 'server-only';
import { getTranslations } from 'next-intl/server';
import { translateKeys } from '@/i18n/labels';
import type { FieldProblem, FormProblem } from '@/lib/forms/state';

/** The text every form of ./server-form.tsx shares (messages `Forms`); `{seconds}`, `{count}` and `{name}` stay for the form. */
export async function formLabels() {
  const t = await getTranslations('Forms');
  const problems: FormProblem[] = ['captcha', 'failed', 'signedOut', 'tooMany'];
  const errors: FieldProblem[] = ['required', 'tooShort', 'tooLong', 'email', 'phone', 'invalid'];
  return {
    ...translateKeys(t, [
      'choose',
      'captcha',
      'captchaImage',
      'captchaRefresh',
      'captchaText',
      'captchaTextNone',
      'sending',
      'memberSignedOut',
      'signIn',
      'reference',
    ] as const),
    memberSignedIn: t('memberSignedIn', { name: '{name}' }),
    fixFields: t('fixFields', { count: '{count}' }),
    errors: Object.fromEntries(errors.map((key) => [key, t(`errors.${key}`)])) as Record<FieldProblem, string>,
    problems: Object.fromEntries(problems.map((key) => [key, t(`problems.${key}`, { seconds: '{seconds}' })])) as Record<
      FormProblem,
      string
    >,
  };
}

export type FormLabels = Awaited<ReturnType<typeof formLabels>>;
