/**
 * The state of a form that works without script (a React form action posted to its page): what the visitor
 * typed, each field's problem, why nothing was sent, or the receipt. Shared by the server actions
 * (./submit.ts) and the form in the browser (components/forms/server-form.tsx). No zod here: the browser
 * imports this file.
 */
import type { Captcha, FormProblem } from '@/lib/backend/form-problem';

/** Why a field was not taken: the form says it in the page's language. */
export type FieldProblem = 'required' | 'tooShort' | 'tooLong' | 'email' | 'phone' | 'invalid';

export type { Captcha, FormProblem } from '@/lib/backend/form-problem';
export type FormState =
  | {
      sent: false;
      /** What the visitor typed, given back as it was (a ticked box as "on"). */
      values: Record<string, string>;
      errors: Record<string, FieldProblem>;
      problem?: FormProblem;
      /** Seconds to wait, with `tooMany`. */
      retryAfter?: number;
      /** The backend's refusal, in the page's language. */
      refusal?: string;
      /** A new captcha: each is good for one attempt. */
      captcha?: Captcha | null;
    }
  | { sent: true; reference: string; member: boolean };

export const INITIAL_FORM: FormState = { sent: false, values: {}, errors: {} };

/** The hidden fields every such form carries: the page's language, the captcha's key and code, a member's token. */
export const FORM_HIDDEN = {
  lang: 'lang',
  captchaKey: 'verify_key',
  captchaCode: 'verify_code',
  /** `text` when the captcha shown was the question in words: a new one is a question too. */
  captchaKind: 'verify_kind',
  token: 'member_token',
} as const;

/** The longest captcha code a form takes. */
export const CAPTCHA_CODE_MAX = 16;
