'use server';
/** The privacy request form's server action (lib/forms/submit.ts): the form posts here with or without script. */
import { submitPrivacyRequest } from '@/lib/backend';
import { CALLS } from '@/lib/backend/calls';
import { PrivacyRequestSchema } from '@/lib/backend/privacy-types';
import { submitForm } from '@/lib/forms/submit';
import type { FormState } from '@/lib/forms/state';
import { PRIVACY_REQUEST_FIELDS, privacyRequestPayload } from '@/lib/privacy/request';

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
