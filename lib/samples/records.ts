/**
 * A member's own answers as /account reads them in the browser (pure, no zod: the island's phone pays for
 * no validation library): their sample requests and their details, each item that lacks what the contract
 * requires left out, an unknown status read as `other`; and the day a request was sent or changed, in
 * China, as a reader of the page's language writes it.
 */
import { SAMPLE_STATUSES, type SampleStatus } from '@/lib/backend/sample-form';
import { chinaDateTime, displayDate } from '@/lib/format';

export type AccountRecord = {
  reference: string;
  part_number: string;
  product_id?: number;
  quantity: number;
  status: SampleStatus;
  created_at: string;
  updated_at?: string;
  carrier: string;
  tracking_number: string;
  note: string;
};

export const PROFILE_FIELDS = ['name', 'company', 'email', 'phone', 'address'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const positive = (value: unknown): number | undefined => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : undefined);
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}/.test(value);

/** The requests of a `web/get_sample_requests` answer (at most 200). */
export function readSampleRecords(data: unknown): AccountRecord[] {
  const list = record(data).list;
  if (!Array.isArray(list)) return [];
  return list.slice(0, 200).flatMap((item): AccountRecord[] => {
    const fields = record(item);
    const reference = text(fields.reference, 40);
    const part = text(fields.part_number, 64);
    const quantity = positive(fields.quantity);
    const created = text(fields.created_at, 40);
    if (!reference || !part || quantity === undefined || !isDate(created)) return [];
    const updated = text(fields.updated_at, 40);
    const status = (SAMPLE_STATUSES as readonly unknown[]).includes(fields.status) ? (fields.status as SampleStatus) : 'other';
    return [
      {
        reference,
        part_number: part,
        ...(positive(fields.product_id) ? { product_id: positive(fields.product_id) } : {}),
        quantity,
        status,
        created_at: created,
        ...(isDate(updated) ? { updated_at: updated } : {}),
        carrier: text(fields.carrier, 40),
        tracking_number: text(fields.tracking_number, 60),
        note: text(fields.note, 300),
      },
    ];
  });
}

/** The details of a `web/get_member_profile` answer that are there, as text. */
export function readProfile(data: unknown): Partial<Record<ProfileField, string>> {
  const fields = record(data);
  return Object.fromEntries(PROFILE_FIELDS.flatMap((field) => (text(fields[field], 300) ? [[field, text(fields[field], 300)]] : [])));
}

/** The China day of an ISO instant or date, written for `locale`; as given when it cannot be read. */
export function recordDay(iso: string, locale: 'zh' | 'en'): string {
  const at = Date.parse(iso);
  return displayDate(Number.isNaN(at) ? iso : chinaDateTime(at).day, locale);
}
