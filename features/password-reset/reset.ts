/**
 * The form of the page a password-reset link opens (./reset-form.tsx): its state, from asking to the backend's
 * answer, and what is wrong with the new password as typed, checked before anything is sent. Pure; no zod (the
 * browser imports this file).
 */

/** A password a member may set: what the sign-in form takes (at most 128), and at least 10 characters. */
export const PASSWORD_LENGTH = { min: 10, max: 128 } as const;

/** Why a new password was not sent: the form says it beside the field. */
export type NewPasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'mismatch';

export type ResetState =
  | {
      kind: 'asking';
      /** What is wrong with what was typed (never sent back: a password is not echoed). */
      problem?: NewPasswordProblem;
      /** The backend's refusal (an expired link, a password it will not take), in the page's language. */
      refusal?: string;
      /** The backend failed, or too many attempts: try again (`retryAfter` seconds). */
      failed?: true;
      retryAfter?: number;
    }
  | { kind: 'invalid' }
  | { kind: 'done'; username: string };

/** What is wrong with a new password and its repetition, or null. Lengths are the contract's (UTF-16 units, as zod counts). */
export function newPasswordProblem(password: string, repeated: string): NewPasswordProblem | null {
  const { length } = password;
  if (length === 0) return 'required';
  if (length < PASSWORD_LENGTH.min) return 'tooShort';
  if (length > PASSWORD_LENGTH.max) return 'tooLong';
  return password === repeated ? null : 'mismatch';
}
