/**
 * `web/get_compliance` (issue 23): quality and environmental data of orderable parts (RoHS, REACH,
 * halogen-free, moisture sensitivity, AEC-Q100 grade, FIT, qualification report, certificates), as zod
 * schemas beside lib/backend/types.ts (docs/backend-api.md).
 */
import { z } from 'zod';
import { itemsOf } from '@/lib/backend/lenient';
import { defineCalls } from '@/lib/backend/call-spec';
import { FileRefSchema, type FileRef } from '@/lib/backend/file-ref';
import { pageFields } from '@/lib/backend/types';

const id = z.number().int().positive();
/** Yes, no, or not stated (absent, `null` or anything else). */
const verdict = z
  .unknown()
  .transform((value) => (typeof value === 'boolean' ? value : null))
  .default(null);
const optionalText = z
  .unknown()
  .transform((value) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 40) : null))
  .default(null);

/** A file of the part's quality record: a path under /api/ (another host or `..` leaves it out). */
export const ComplianceFileSchema = FileRefSchema;
export type ComplianceFile = FileRef;

export const QUALITY_CALLS = defineCalls({
  /** Quality and environmental data of orderable parts: product content. */
  getCompliance: { name: 'web/get_compliance', tags: ['product'] },
});

export const ComplianceSchema = z.object({
  part_number: z.string().trim().min(1).max(64),
  product_id: id.optional(),
  rohs: verdict,
  reach: verdict,
  halogen_free: verdict,
  /** Moisture sensitivity level (J-STD-020): `1`, `2`, `2a`, `3` … `6`. */
  msl: optionalText,
  /** Peak reflow temperature of the MSL rating, °C. */
  reflow_peak_c: z
    .unknown()
    .transform((value) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null))
    .default(null),
  /** AEC-Q100 grade (`0` … `3`) where the part is qualified for automotive use; absent where it does not apply. */
  aec_q100: optionalText,
  /** Failures in 10⁹ device hours. */
  fit: z
    .unknown()
    .transform((value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null))
    .default(null),
  /** The conditions of the FIT figure (`55 °C, 60 % confidence`), in the language asked for. */
  fit_conditions: z.string().max(200).default(''),
  qualification_report: ComplianceFileSchema.nullable().catch(null).default(null),
  certificates: itemsOf(ComplianceFileSchema, 'certificates', 20).default([]),
  updated_at: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'ISO 8601 date')
    .nullable()
    .catch(null)
    .default(null),
});
export type Compliance = z.output<typeof ComplianceSchema>;
export type ComplianceInput = z.input<typeof ComplianceSchema>;

export const ComplianceListSchema = z.object({ total: z.number().int().min(0), list: itemsOf(ComplianceSchema, 'list', 200) });

/**
 * At most one of: a product's orderable parts (`product_id`), the orderable parts a part number finds in
 * any spelling (`part`); neither: every orderable part, by part number. Paged.
 */
export const ComplianceRequestSchema = z
  .object({
    product_id: id.optional(),
    part: z.string().trim().min(1).max(64).optional(),
    ...pageFields(50),
  })
  .refine((request) => request.product_id === undefined || request.part === undefined, {
    message: 'at most one of product_id, part',
    path: ['part'],
  });
