import 'server-only';
import { getTranslations } from 'next-intl/server';
import { translateKeys } from '@/i18n/labels';
import type { FieldProblem, FormProblem } from '@/lib/backend/sample-form';

/** The sample form's text (messages `Samples`); `{max}`, `{seconds}`, `{count}` and `{name}` stay for the form. */
export async function sampleFormLabels() {
  const t = await getTranslations('Samples');
  const keys = [
    'title',
    'sectionSamples',
    'quantity',
    'sectionProject',
    'project',
    'application',
    'applicationHint',
    'sectionContact',
    'company',
    'name',
    'email',
    'phone',
    'address',
    'captcha',
    'captchaImage',
    'captchaRefresh',
    'captchaText',
    'captchaTextNone',
    'privacy',
    'submit',
    'sending',
    'memberSignedOut',
    'signIn',
    'sentTitle',
    'sentReference',
    'sentMember',
    'account',
    'another',
    'backToProduct',
  ] as const;
  const problems: FormProblem[] = ['captcha', 'failed', 'signedOut', 'tooMany'];
  const errors: FieldProblem[] = ['required', 'tooLong', 'email', 'phone', 'quantity'];
  return {
    ...translateKeys(t, keys),
    memberSignedIn: t('memberSignedIn', { name: '{name}' }),
    sentText: t('sentText', { part: '{part}', quantity: '{quantity}' }),
    fixFields: t('fixFields', { count: '{count}' }),
    errors: Object.fromEntries(errors.map((key) => [key, t(`errors.${key}`, { max: '{max}' })])) as Record<FieldProblem, string>,
    problems: Object.fromEntries(problems.map((key) => [key, t(`problems.${key}`, { seconds: '{seconds}' })])) as Record<
      FormProblem,
      string
    >,
  };
}

export type SampleFormLabels = Awaited<ReturnType<typeof sampleFormLabels>>;
