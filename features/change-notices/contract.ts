/**
 * The change notices' part of the contract (issue 23, docs/backend-api.md): `web/get_change_notices`, product
 * change notices (PCN) and discontinuance notices (PDN, end of life), each with its affected orderable parts,
 * dates and document, as zod schemas beside lib/backend/types.ts.
 */
import { z } from 'zod';
import { defineCalls } from '@/lib/backend/call-spec';
import { itemsOf } from '@/lib/backend/lenient';
import { FileRefSchema } from '@/lib/backend/file-ref';
import { pageFields } from '@/lib/backend/types';

export const NOTICE_CALLS = defineCalls({
  /** Product change and discontinuance notices: product content. */
  getChangeNotices: { name: 'web/get_change_notices', tags: ['product'] },
});

/** A change to a part (PCN), or its discontinuance (PDN: end of life, with a last-time-buy date). */
export const NOTICE_TYPES = ['pcn', 'pdn'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

const id = z.number().int().positive();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const optionalDate = date.nullable().catch(null).default(null);

/** A notice's number: what a notice is called and found by (letters, digits, `-`, `_`, `.`: a path segment as it is). */
export const NoticeNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'letters, digits, -, _ and .');

const PartRefSchema = z.object({ part_number: z.string().trim().min(1).max(64), product_id: id.optional() });

export const AffectedPartSchema = PartRefSchema.extend({
  /** What the notice recommends instead (a PDN's successor); absent: none named. */
  replacement: PartRefSchema.nullable().catch(null).default(null),
});
export type AffectedPart = z.output<typeof AffectedPartSchema>;

export const ChangeNoticeSchema = z.object({
  number: NoticeNumberSchema,
  type: z.enum(NOTICE_TYPES),
  title: z.string().trim().min(1).max(200),
  /** When the notice was published. */
  date,
  /** When the change takes effect (a PCN), or the last shipment (a PDN). */
  effective_date: optionalDate,
  /** The last day to order a discontinued part. */
  last_time_buy: optionalDate,
  /** What changes and why, plain text in the language asked for. */
  summary: z.string().max(2000).default(''),
  parts: itemsOf(AffectedPartSchema, 'parts', 200).default([]),
  /** The notice itself (a path under /api/; another host or `..` leaves it out). */
  document: FileRefSchema.nullable().catch(null).default(null),
});
export type ChangeNotice = z.output<typeof ChangeNoticeSchema>;
export type ChangeNoticeInput = z.input<typeof ChangeNoticeSchema>;

export const ChangeNoticeListSchema = z.object({
  total: z.number().int().min(0),
  list: itemsOf(ChangeNoticeSchema, 'list', 200),
  /** The years that have notices (the year filter's choices); absent: the site offers recent years. */
  years: z.array(z.number().int().min(1990).max(2100)).max(100).catch([]).default([]),
});
export type ChangeNoticeList = z.output<typeof ChangeNoticeListSchema>;

/**
 * At most one of: one notice by its number, the notices affecting a product's parts; otherwise every
 * notice, narrowed by product line (`category_id`, any depth below it), type and year. Newest first, paged.
 */
export const ChangeNoticeRequestSchema = z
  .object({
    number: NoticeNumberSchema.optional(),
    product_id: id.optional(),
    category_id: id.optional(),
    type: z.enum(NOTICE_TYPES).optional(),
    year: z.number().int().min(1990).max(2100).optional(),
    ...pageFields(20),
  })
  .refine((request) => request.number === undefined || request.product_id === undefined, {
    message: 'at most one of number, product_id',
    path: ['product_id'],
  });
