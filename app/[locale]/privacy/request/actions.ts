'use server';
/** The privacy request form's server action (lib/forms/submit.ts): the form posts here with or without script. */
import { submitPrivacyRequest } from '@/features/privacy-request/reads';
import { CALLS } from '@/features';
import { PrivacyRequestSchema } from '@/features/privacy-request/contract';
import { submitForm } from '@/lib/forms/submit';
import type { FormState } from '@/lib/forms/state';
import { PRIVACY_REQUEST_FIELDS, privacyRequestPayload } from '@/features/privacy-request/form';

export async function sendPrivacyRequest(_previous: FormState, form: FormData): Promise<FormState> {
  return submitForm(
    {
      call: CALLS.submitPrivacyRequest,
      fields: PRIVACY_REQUEST_FIELDS,
      build: privacyRequestPayload,
      schema: PrivacyRequestSchema,
      members: false,
      send: (lang, payload) => submitPrivacyRequest(lang, payload),
    },
    form,
  );
}
