/**
 * `web/get_cross_reference` (docs/backend-api.md, issue 23): other vendors' part numbers and the products
 * of ours that replace them, as zod schemas. Part of the contract in code beside ./types.ts, in a file of
 * its own because the call is one feature's.
 */
import { z } from 'zod';
import { itemsOf } from './lenient';
import { KeySpecSchema, PAGE_SIZE_MAX, pageFields } from './types';

/**
 * How closely our part replaces the other: the same part in every respect (`drop_in`); the same pins and
 * package with some figures different (`pin_to_pin`); the same function in another package or pinout
 * (`function`); a similar function, to be checked against the design (`similar`).
 */
export const MATCH_TYPES = ['drop_in', 'pin_to_pin', 'function', 'similar'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/**
 * A part number of at most 64 characters with at least one Latin letter or digit, full-width forms
 * included: what it is found and addressed by (lib/cross-reference/part-number.ts keeps only those).
 */
const partNumber = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((value) => /[A-Za-z0-9]/.test(value.normalize('NFKC')), 'a part number with a letter or digit');

const text = z.string().default('');
const id = z.number().int().positive();

/** One product of ours that replaces the other vendor's part. */
export const ReplacementSchema = z.object({
  product_id: id,
  part_number: partNumber,
  match: z.enum(MATCH_TYPES),
  /** Our orderable part number in the other part's package, when one is. */
  orderable_part: text,
  /** The differences that matter to a design, in the language asked for. */
  differences: itemsOf(z.string().trim().min(1).max(300), 'differences', 20).default([]),
});
export type Replacement = z.output<typeof ReplacementSchema>;

/** Another vendor's part and what replaces it; an entry without a replacement the site can read is left out. */
export const CrossReferenceSchema = z
  .object({
    part_number: partNumber,
    vendor: z.string().trim().min(1).max(64),
    description: text,
    package: text,
    /** The other part's key figures, with the `key`s of our products' `key_specs` so they line up. */
    specs: itemsOf(KeySpecSchema, 'specs', 50).default([]),
    updated_at: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}/, 'ISO 8601 date')
      .nullable()
      .default(null),
    replacements: itemsOf(ReplacementSchema, 'replacements', 10),
  })
  .refine((item) => item.replacements.length > 0, { message: 'no replacement', path: ['replacements'] });
export type CrossReference = z.output<typeof CrossReferenceSchema>;
export type CrossReferenceInput = z.input<typeof CrossReferenceSchema>;

export const CrossReferenceListSchema = z.object({
  total: z.number().int().min(0),
  list: itemsOf(CrossReferenceSchema, 'list', PAGE_SIZE_MAX),
});
export type CrossReferenceList = z.output<typeof CrossReferenceListSchema>;

/** The request: at most one of `q` (any spelling), `part` (one part's page), `product_id` (what it replaces). */
export const CrossReferenceRequestSchema = z
  .object({
    q: z.string().trim().min(1).max(100).optional(),
    part: partNumber.optional(),
    product_id: id.optional(),
    ...pageFields(10),
  })
  .refine((request) => [request.q, request.part, request.product_id].filter((value) => value !== undefined).length <= 1, {
    message: 'at most one of q, part, product_id',
    path: ['q'],
  });
export type CrossReferenceRequest = z.input<typeof CrossReferenceRequestSchema>;
