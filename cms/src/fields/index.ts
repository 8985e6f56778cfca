/**
 * The field helpers of every collection and global: each field is labelled in Chinese and English and says where
 * a visitor sees what it holds (issue 45: "field labels and help texts name what a visitor will see and where").
 */
import type { Field } from 'payload';

export type Label = { zh: string; en: string };

/** A slug as the contract takes one (`web/get_info_by_slug`, category slugs): lower-case letters, digits and `-`. */
export const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const validSlug = (value: unknown) =>
  typeof value === 'string' && SLUG.test(value) ? true : '小写字母、数字和 - / lower-case letters, digits and -';

type TextOptions = { shared?: boolean; textarea?: boolean; required?: boolean };

/** A text field, per language unless `shared`, with where a visitor sees it. */
export const text = (name: string, label: Label, where: Label, options: TextOptions = {}): Field => {
  const base = { name, localized: !options.shared, required: options.required, label, admin: { description: where } };
  return options.textarea ? { ...base, type: 'textarea' } : { ...base, type: 'text' };
};

/** A picture or file from the media collection. */
export const file = (name: string, label: Label, where: Label, options: { required?: boolean } = {}): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required: options.required,
  label,
  admin: { description: where },
});

/** A date without a time, as the contract sends it (`2026-10-28`); shown and picked as a day. */
export const day = (name: string, label: Label, where: Label, options: { required?: boolean } = {}): Field => ({
  name,
  type: 'date',
  required: options.required,
  label,
  admin: { description: where, date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
});

/** The contract's form of a date field: the day as it was picked (`2026-10-28`), or '' without one. */
export function dayOf(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  // Payload keeps a day as the instant of that day's noon in UTC, so the date part is the day in any zone.
  return value.slice(0, 10);
}

/** A day as Payload keeps it: noon UTC of that day, so no time zone moves it to another day. */
export const dayValue = (isoDay: string) => `${isoDay.slice(0, 10)}T12:00:00.000Z`;

/** The day an instant (a save's timestamp) falls on in China, where the company publishes (UTC+8, no daylight saving). */
export function chinaDayOf(value: unknown): string {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? '' : new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}
