'use server';
/** The forgotten-password form's server action (lib/forms/submit.ts): the form posts here with or without script. */
import { CALLS } from '@/features';
import { PasswordResetRequestSchema } from '@/features/password-reset/contract';
import { requestPasswordReset } from '@/features/password-reset/reads';
import { FORGOT_FIELDS, forgotPayload } from '@/features/password-reset/forgot';
import { mailboxKey } from '@/lib/core/form-limit';
import { submitForm } from '@/lib/forms/submit';
import type { FormState } from '@/lib/forms/state';

export async function askForPasswordReset(_previous: FormState, form: FormData): Promise<FormState> {
  return submitForm(
    {
      call: CALLS.requestPasswordReset,
      fields: FORGOT_FIELDS,
      build: forgotPayload,
      schema: PasswordResetRequestSchema,
      members: false,
      // The account named: one mailbox's owner is not mailed more often for being named by two spellings.
      recipient: (payload) => mailboxKey(payload.account),
      send: async (lang, payload) => {
        await requestPasswordReset(lang, payload);
        return { reference: '' };
      },
    },
    form,
  );
}
