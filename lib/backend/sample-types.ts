/**
 * A member's own things (issue 23) and the receipt every form gets: a member's sample requests with their
 * status (`web/get_sample_requests`; the options and the request itself: features/samples/contract.ts), the member's details that fill the form (`web/get_member_profile`) and
 * their change-notice subscriptions (`web/set_subscription`), as zod schemas beside ./types.ts
 * (docs/backend-api.md).
 */
import { z } from 'zod';
import { itemsOf } from './lenient';
import { SAMPLE_LIMITS, SAMPLE_STATUSES, type SampleStatus } from './sample-form';
import { SUBSCRIPTION_KINDS } from './subscription-form';

const id = z.number().int().positive();
const partNumber = z.string().trim().min(1).max(64);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'ISO 8601 date');

/** The backend's receipt: the reference the visitor quotes. */
export const SampleReceiptSchema = z.object({ reference: z.string().trim().min(1).max(40) });

const optionalText = (max: number) =>
  z
    .unknown()
    .transform((value) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : ''))
    .default('');

/** One of a member's requests: an unknown status reads as `other`, so a new state on the backend breaks nothing. */
export const SampleRecordSchema = z.object({
  reference: z.string().trim().min(1).max(40),
  part_number: partNumber,
  product_id: id.optional().catch(undefined),
  quantity: z.number().int().min(1),
  status: z.enum(SAMPLE_STATUSES).catch('other' as never) as z.ZodType<SampleStatus>,
  created_at: isoDate,
  updated_at: isoDate.optional().catch(undefined),
  /** The carrier and tracking number once shipped; why, when refused. */
  carrier: optionalText(40),
  tracking_number: optionalText(60),
  note: optionalText(300),
});
export type SampleRecord = z.output<typeof SampleRecordSchema>;

export const SampleRecordListSchema = z.object({ list: itemsOf(SampleRecordSchema, 'list', 200).default([]) });

/** A member's details, each optional: what the sample form fills in for them. */
export const MemberProfileSchema = z.object({
  name: optionalText(SAMPLE_LIMITS.name),
  company: optionalText(SAMPLE_LIMITS.company),
  email: optionalText(SAMPLE_LIMITS.email),
  phone: optionalText(SAMPLE_LIMITS.phone),
  address: optionalText(SAMPLE_LIMITS.address),
});
export type MemberProfile = z.output<typeof MemberProfileSchema>;

/** `web/set_subscription`: follow (`on: true`) or stop following a product or a product line, by id. */
export const SetSubscriptionRequestSchema = z.object({
  kind: z.enum(SUBSCRIPTION_KINDS),
  id,
  on: z.boolean(),
});

/**
 * What `web/get_subscriptions` and `web/set_subscription` answer: what the member follows. The islands read it
 * without zod (readSubscriptions, ./subscription-form.ts, leaves out the same items); the conformance suite
 * reads it with this.
 */
export const SubscriptionListSchema = z.object({
  list: itemsOf(z.object({ kind: z.enum(SUBSCRIPTION_KINDS), id, name: z.string().trim().min(1).max(100) }), 'list', 500).default([]),
});
