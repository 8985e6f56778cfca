'use server';
/**
 * The question form's server action (lib/forms/submit.ts): the form posts here with or without script. A
 * ticked consent travels with the question, with the privacy policy's version (its date) and the time.
 */
import { toLocale } from '@/i18n/config';
import { getPrivacyPolicy, inLanguage } from '@/lib/backend';
import { submitInvestorQuestion } from '@/features/investor-qa/reads';
import { CALLS } from '@/features';
import { QuestionRequestSchema } from '@/features/investor-qa/contract';
import { siteNow } from '@/lib/core/clock';
import { submitForm } from '@/lib/forms/submit';
import { FORM_HIDDEN, type FormState } from '@/lib/forms/state';
import { QUESTION_FIELDS, questionPayload } from '@/features/investor-qa/ask-form';

export async function sendQuestion(_previous: FormState, form: FormData): Promise<FormState> {
  const lang = toLocale(form.get(FORM_HIDDEN.lang));
  const policy = form.get('publish') === 'on' ? await inLanguage(lang, getPrivacyPolicy).catch(() => null) : null;
  return submitForm(
    {
      call: CALLS.submitInvestorQuestion,
      fields: QUESTION_FIELDS,
      build: (values) => questionPayload(values, policy?.updated_at ?? '', new Date(siteNow())),
      schema: QuestionRequestSchema,
      members: true,
      send: (lang, payload, token) => submitInvestorQuestion(lang, payload, token),
    },
    form,
  );
}
