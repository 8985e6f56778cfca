/**
 * Samples' part of the contract (issue 23, docs/backend-api.md): which orderable parts may be asked for and
 * how many (`web/get_sample_options`), and a request (`web/submit_sample_request`). A member's requests, the
 * receipt every form gets, and the member's profile are the member's (lib/backend/sample-types.ts).
 */
import { z } from 'zod';
import { itemsOf } from '@/lib/backend/lenient';
import { PHONE_PATTERN } from '@/lib/backend/phone';
import { SAMPLE_LIMITS } from '@/lib/backend/sample-form';

export { SAMPLE_CALLS } from './calls';

const id = z.number().int().positive();
const partNumber = z.string().trim().min(1).max(64);

/** An orderable part that may be asked for as samples: at most `max_quantity` pieces in one request. */
export const SampleOptionSchema = z.object({
  part_number: partNumber,
  product_id: id,
  max_quantity: z.number().int().min(1).max(10_000),
});
export type SampleOption = z.output<typeof SampleOptionSchema>;

export const SampleOptionListSchema = z.object({ list: itemsOf(SampleOptionSchema, 'list', 500).default([]) });

/** `{product_id}`: that product's sampleable parts; `{part}`: the orderable part with that number (any case). */
export const SampleOptionsRequestSchema = z
  .object({ product_id: id.optional(), part: partNumber.optional() })
  .refine((request) => (request.product_id === undefined) !== (request.part === undefined), {
    message: 'exactly one of product_id and part',
    path: ['product_id'],
  });

const field = (max: number) => z.string().trim().min(1).max(max);

/**
 * What the site sends with `web/submit_sample_request`. A signed-in member's request carries the `token`
 * header instead of a captcha; anyone else's carries `verify_key` and `verify_code`.
 */
export const SampleRequestSchema = z.object({
  part_number: partNumber,
  quantity: z.number().int().min(1).max(10_000),
  project: field(SAMPLE_LIMITS.project),
  application: field(SAMPLE_LIMITS.application),
  company: field(SAMPLE_LIMITS.company),
  name: field(SAMPLE_LIMITS.name),
  email: z.string().trim().max(SAMPLE_LIMITS.email).pipe(z.email()),
  phone: z.string().trim().max(SAMPLE_LIMITS.phone).regex(PHONE_PATTERN, 'phone').default(''),
  address: field(SAMPLE_LIMITS.address),
  verify_key: z.string().min(1).max(128).optional(),
  verify_code: z.string().min(1).max(SAMPLE_LIMITS.code).optional(),
});
export type SampleRequest = z.input<typeof SampleRequestSchema>;
