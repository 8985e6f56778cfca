/**
 * References a visitor can read out and quote: `<prefix>-<date in China>-<four letters and digits>`, without
 * the letters and digits that are easily mistaken (I, O, 0, 1). Sample requests are `SR-`, privacy requests
 * `PR-`, investor questions `IQ-`.
 */
import { randomBytes } from 'node:crypto';
import { chinaDateTime } from '@/lib/format';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The reference of the day `at` with this code. */
export const referenceOf = (prefix: string, at: number, code: string) => `${prefix}-${chinaDateTime(at).day.replaceAll('-', '')}-${code}`;

/** A new reference of the day `now`. */
export function newReference(prefix: string, now: number): string {
  return referenceOf(prefix, now, [...randomBytes(4)].map((byte) => LETTERS[byte % LETTERS.length]).join(''));
}
