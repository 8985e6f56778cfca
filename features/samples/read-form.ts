/**
 * What a sample form sends, read (pure): the values given back as typed, each field's problem, and the
 * request for `web/submit_sample_request` when there is none. The contract's schema is the authority
 * (lib/backend/sample-types.ts); the part's own limit (`max_quantity`) is added here.
 */
import { SampleRequestSchema, type SampleRequest } from './contract';
import { HIDDEN, SAMPLE_FIELDS, type FieldProblem, type SampleField } from '@/lib/backend/sample-form';

export type ReadForm = {
  values: Partial<Record<SampleField, string>>;
  errors: Partial<Record<SampleField, FieldProblem>>;
  /** The request, when every field holds. */
  request: SampleRequest | null;
  /** A signed-in member's token (sent as the `token` header instead of a captcha); null for anyone else. */
  token: string | null;
  /** The captcha's code is missing (a visitor who is not signed in). */
  captchaMissing: boolean;
};

/** Longest value kept of any field: a form posted by a script cannot make the page echo megabytes. */
const KEPT_CHARS = 1000;

const problemOf = (field: SampleField, code: string, format: string | undefined): FieldProblem => {
  if (field === 'quantity') return 'quantity';
  if (code === 'too_big') return 'tooLong';
  if (field === 'email' && (code === 'invalid_format' || format === 'email')) return 'email';
  if (field === 'phone') return 'phone';
  return 'required';
};

export function readSampleForm(get: (name: string) => unknown, partNumber: string, maxQuantity: number): ReadForm {
  const text = (name: string) => {
    const value = get(name);
    return typeof value === 'string' ? value.slice(0, KEPT_CHARS) : '';
  };
  const values = Object.fromEntries(SAMPLE_FIELDS.map((field) => [field, text(field)])) as Record<SampleField, string>;
  const token = text(HIDDEN.token).trim() || null;
  const key = text(HIDDEN.captchaKey).trim();
  const code = text(HIDDEN.captchaCode).trim();
  const quantity = /^\s*\d{1,5}\s*$/.test(values.quantity) ? Number(values.quantity) : NaN;

  const parsed = SampleRequestSchema.safeParse({
    part_number: partNumber,
    quantity,
    project: values.project,
    application: values.application,
    company: values.company,
    name: values.name,
    email: values.email,
    phone: values.phone,
    address: values.address,
    ...(token ? {} : { verify_key: key || undefined, verify_code: code || undefined }),
  });
  const errors: ReadForm['errors'] = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SampleField;
      if ((SAMPLE_FIELDS as readonly string[]).includes(field))
        errors[field] ??= problemOf(field, issue.code, (issue as { format?: string }).format);
    }
  }
  if (!(quantity >= 1 && quantity <= maxQuantity)) errors.quantity = 'quantity';
  const captchaMissing = token === null && (key === '' || code === '');
  const request = parsed.success && Object.keys(errors).length === 0 && !captchaMissing ? parsed.data : null;
  return { values, errors, request: request && { ...request, phone: request.phone || undefined }, token, captchaMissing };
}
