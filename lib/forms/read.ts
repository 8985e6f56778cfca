/**
 * A posted form, read against the contract's schema (pure): the values given back as typed, each field's
 * problem, and the payload when there is none. A signed-in member's token stands in for the captcha.
 */
import type { z } from 'zod';
import { FORM_HIDDEN, type FieldProblem } from './state';

/** Longest value kept of any field: a form posted by a script cannot make the page echo megabytes. */
const KEPT_CHARS = 2000;

export type ReadForm<T> = {
  values: Record<string, string>;
  errors: Record<string, FieldProblem>;
  /** The payload, when every field holds and the captcha (or a token) is there. */
  payload: T | null;
  /** A signed-in member's token; null for anyone else. */
  token: string | null;
  /** The captcha's code is missing (a visitor who is not signed in, on a form that takes members). */
  captchaMissing: boolean;
};

/** What a zod issue on a field says to the visitor. */
export function problemOf(issue: z.core.$ZodIssue, value: string): FieldProblem {
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'too_small') return value.trim() === '' ? 'required' : 'tooShort';
  if (issue.code === 'invalid_format' && issue.format === 'email') return value.trim() === '' ? 'required' : 'email';
  if (issue.code === 'invalid_format' && issue.format === 'regex') return 'phone';
  if (issue.code === 'invalid_value' || issue.code === 'invalid_union') return value === '' ? 'required' : 'invalid';
  return value.trim() === '' ? 'required' : 'invalid';
}

/**
 * Reads `fields` from the posted form (`get`), builds the candidate payload from them (`build`) and checks
 * it with `schema`. `members`: whether a member's token may replace the captcha.
 */
export function readForm<S extends z.ZodType>(
  get: (name: string) => unknown,
  fields: readonly string[],
  build: (values: Record<string, string>) => Record<string, unknown>,
  schema: S,
  options: { members: boolean },
): ReadForm<z.output<S>> {
  const text = (name: string) => {
    const value = get(name);
    return typeof value === 'string' ? value.slice(0, KEPT_CHARS) : '';
  };
  const values = Object.fromEntries(fields.map((field) => [field, text(field)]));
  const token = options.members ? text(FORM_HIDDEN.token).trim() || null : null;
  const key = text(FORM_HIDDEN.captchaKey).trim();
  const code = text(FORM_HIDDEN.captchaCode).trim();
  const parsed = schema.safeParse({
    ...build(values),
    ...(token ? {} : { verify_key: key || undefined, verify_code: code || undefined }),
  });
  const errors: Record<string, FieldProblem> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (fields.includes(field)) errors[field] ??= problemOf(issue, values[field] ?? '');
    }
  }
  const captchaMissing = token === null && (key === '' || code === '');
  const payload = parsed.success && Object.keys(errors).length === 0 && !captchaMissing ? (parsed.data as z.output<S>) : null;
  return { values, errors, payload, token, captchaMissing };
}
