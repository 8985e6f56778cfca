import 'server-only';
/**
 * One submission of a form that works without script, from a server action: read the form against the
 * contract's schema (./read.ts), count it against the site's limit by the visitor's address
 * (lib/core/form-limit.ts), send it, and answer the form's next state. What the visitor typed comes back
 * with every refusal, and a new captcha with every attempt that spent one.
 */
import { headers } from 'next/headers';
import type { z } from 'zod';
import { toLocale, type Locale } from '@/i18n/config';
import { getCaptcha, inLanguage } from '@/lib/backend';
import { isBackendError, isMembersOnly, refusalOf } from '@/lib/backend/errors';
import { CLIENT_ADDRESS_HEADER, consumeFormLimit, mailboxKey } from '@/lib/core/form-limit';
import { readForm } from './read';
import type { CaptchaKind } from '@/lib/backend/form-problem';
import type { CaptchaCall } from '@/lib/backend/types';
import { FORM_HIDDEN, type Captcha, type FormProblem, type FormState } from './state';

export type Submission<S extends z.ZodType> = {
  /** The backend call the form makes: its limit applies (lib/server/rate-limit.ts), and its captchas are drawn for it. */
  call: CaptchaCall;
  /** The fields the visitor fills in, by name. */
  fields: readonly string[];
  /** The payload's fields from what was typed (a ticked box reads "on"). */
  build: (values: Record<string, string>) => Record<string, unknown>;
  schema: S;
  /** Whether a signed-in member's token replaces the captcha. */
  members: boolean;
  /** Sends the payload; answers the backend's reference ('' for a call that answers none). */
  send: (lang: Locale, payload: z.output<S>, token: string | null) => Promise<{ reference: string }>;
  /** The mailbox or account the call makes the backend write to, as the limits per recipient count it: its `email` unless told. */
  recipient?: (payload: z.output<S>) => string | null;
};

export async function submitForm<S extends z.ZodType>(submission: Submission<S>, form: FormData): Promise<FormState> {
  const lang = toLocale(form.get(FORM_HIDDEN.lang));
  return inLanguage(lang, async () => {
    const read = readForm((name) => form.get(name), submission.fields, submission.build, submission.schema, {
      members: submission.members,
    });
    const kept = { sent: false as const, values: read.values, errors: read.errors };
    if (!read.payload) {
      // No field is wrong, so what is missing or malformed is the captcha.
      return Object.keys(read.errors).length > 0 ? kept : { ...kept, problem: 'captcha' };
    }
    const limit = await formLimit(submission.call, (submission.recipient ?? recipientOf)(read.payload));
    if (!limit.allowed) return { ...kept, problem: 'tooMany', retryAfter: limit.retryAfterSeconds };
    try {
      const { reference } = await submission.send(lang, read.payload, read.token);
      return { sent: true, reference, member: read.token !== null };
    } catch (error) {
      return afterFailure(error, kept, read.token, lang, captchaKindPosted(form), submission.call);
    }
  });
}

/** The kind of captcha the form showed (its hidden field): the next one is of the same kind. */
export function captchaKindPosted(form: FormData): CaptchaKind {
  return form.get(FORM_HIDDEN.captchaKind) === 'text' ? 'text' : 'image';
}

/**
 * Whether this visitor's address may send the form's call now, and the mailbox it names may be written to
 * again (lib/core/form-limit.ts).
 */
export async function formLimit(call: string, recipient: string | null = null) {
  return consumeFormLimit(call, (await headers()).get(CLIENT_ADDRESS_HEADER), recipient);
}

/** The mailbox a payload makes the backend write to: its `email`, as the limits count it. */
export function recipientOf(payload: unknown): string | null {
  return mailboxKey((payload as { email?: unknown } | null)?.email);
}

/**
 * The form's state when its call failed: the backend's refusal, or its problem (a member's sign-in that no
 * longer holds, a fault), with what was typed (`kept`) and a new captcha where the last one is spent or now
 * needed. Anything but a backend error is thrown on.
 */
export async function afterFailure<K extends object>(
  error: unknown,
  kept: K,
  token: string | null,
  lang: Locale,
  kind: CaptchaKind,
  call: CaptchaCall,
): Promise<K & { refusal?: string; problem?: FormProblem; captcha?: Captcha | null }> {
  if (!isBackendError(error)) throw error;
  const signedOut = isMembersOnly(error);
  const captcha = token && !signedOut ? undefined : await getCaptcha(lang, call, kind).catch(() => null);
  const refusal = refusalOf(error);
  return refusal ? { ...kept, refusal, captcha } : { ...kept, problem: signedOut ? 'signedOut' : 'failed', captcha };
}
