/**
 * The sample request form's fields, limits and state, shared by the form in the browser and the server
 * action that reads it (features/samples/read-form.ts), as ./message.ts is for the contact form. No zod here: the form imports this file.
 */
import type { Captcha, FormProblem } from './form-problem';

/** Field lengths of a sample request: the form's limits and the contract's (docs/backend-api.md). */
export const SAMPLE_LIMITS = {
  project: 100,
  application: 500,
  company: 100,
  name: 50,
  email: 128,
  phone: 30,
  address: 300,
  code: 16,
} as const;

/** The fields a visitor types, in the form's order. */
export const SAMPLE_FIELDS = ['quantity', 'project', 'application', 'company', 'name', 'email', 'phone', 'address'] as const;
export type SampleField = (typeof SAMPLE_FIELDS)[number];

/** Why a field was not taken: the form says it in the page's language. */
export type FieldProblem = 'required' | 'tooLong' | 'email' | 'phone' | 'quantity';

export type { Captcha, FormProblem } from './form-problem';

export type SampleFormState =
  | {
      sent: false;
      /** What the visitor typed, given back as it was. */
      values: Partial<Record<SampleField, string>>;
      errors: Partial<Record<SampleField, FieldProblem>>;
      problem?: FormProblem;
      /** Seconds to wait, with `tooMany`. */
      retryAfter?: number;
      /** The backend's refusal, in the page's language. */
      refusal?: string;
      /** A new captcha: each is good for one attempt. */
      captcha?: Captcha | null;
    }
  | { sent: true; reference: string; partNumber: string; quantity: number; member: boolean };

export const INITIAL_SAMPLE_FORM: SampleFormState = { sent: false, values: {}, errors: {} };

/** The form's hidden fields: the part, the page's language, the captcha's key, a signed-in member's token. */
export const HIDDEN = {
  part: 'part_number',
  lang: 'lang',
  captchaKey: 'verify_key',
  captchaCode: 'verify_code',
  token: 'member_token',
} as const;

/** The states of a sample request (`web/get_sample_requests`); any other reads as `other`. */
export const SAMPLE_STATUSES = ['submitted', 'reviewing', 'approved', 'shipped', 'delivered', 'rejected', 'cancelled'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number] | 'other';
