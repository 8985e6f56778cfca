import 'server-only';
import { getTranslations } from 'next-intl/server';
import { translateKeys } from '@/i18n/labels';
import type { NewPasswordProblem } from './reset';

/** The text of ./reset-form.tsx (messages `PasswordReset`); `{username}` and `{seconds}` stay for the island. */
export async function resetFormLabels() {
  const t = await getTranslations('PasswordReset');
  const problems: NewPasswordProblem[] = ['required', 'tooShort', 'tooLong', 'mismatch'];
  return {
    ...translateKeys(t, [
      'resetPrompt',
      'newPassword',
      'repeatPassword',
      'resetSubmit',
      'resetWorking',
      'resetFailed',
      'doneTitle',
      'signIn',
      'invalidTitle',
      'invalidText',
      'askAgain',
    ] as const),
    doneText: t('doneText', { username: '{username}' }),
    tooMany: t('tooMany', { seconds: '{seconds}' }),
    problems: Object.fromEntries(problems.map((key) => [key, t(`problems.${key}`)])) as Record<NewPasswordProblem, string>,
  };
}

export type ResetFormLabels = Awaited<ReturnType<typeof resetFormLabels>>;
