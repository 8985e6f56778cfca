/**
 * The fields of a call's request (docs/backend-api.md, each call's "Request"): a field that is not as the document
 * says is refused with code 0 and its name (`参数错误：page`), as the demo backend refuses it.
 */
export class BadField extends Error {
  constructor(readonly field: string) {
    super(`bad field: ${field}`);
  }
}

type Body = Record<string, unknown>;

/** An integer in [min, max]; absent, `fallback` (undefined: the field is required). */
export function int(body: Body, name: string, min: number, max: number, fallback?: number): number;
export function int(body: Body, name: string, min: number, max: number, fallback: null): number | undefined;
export function int(body: Body, name: string, min: number, max: number, fallback?: number | null): number | undefined {
  const value = body[name];
  if (value === undefined) {
    if (fallback === undefined) throw new BadField(name);
    return fallback ?? undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw new BadField(name);
  return value;
}

/** A positive id (required). */
export const id = (body: Body, name = 'id') => int(body, name, 1, Number.MAX_SAFE_INTEGER);

export function bool(body: Body, name: string, fallback: boolean): boolean {
  const value = body[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new BadField(name);
  return value;
}

/** A string of `min`–`max` characters matching `pattern`; absent, `fallback` (undefined: optional). */
export function str(
  body: Body,
  name: string,
  options: { min?: number; max: number; pattern?: RegExp; fallback?: string },
): string | undefined {
  const value = body[name];
  if (value === undefined) return options.fallback;
  if (typeof value !== 'string' || value.length < (options.min ?? 1) || value.length > options.max) throw new BadField(name);
  if (options.pattern && !options.pattern.test(value)) throw new BadField(name);
  return value;
}

/** A text field trimmed, of `min`–`max` characters once trimmed; absent or blank, `undefined` unless `required`. */
export function trimmed(
  body: Body,
  name: string,
  options: { min?: number; max: number; required?: boolean; pattern?: RegExp },
): string | undefined {
  const value = body[name];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '' && !options.required)) {
    if (options.required) throw new BadField(name);
    return undefined;
  }
  if (typeof value !== 'string') throw new BadField(name);
  const text = value.trim();
  if (text.length < (options.min ?? 1) || text.length > options.max) throw new BadField(name);
  if (options.pattern && !options.pattern.test(text)) throw new BadField(name);
  return text;
}

/** An e-mail address as the site's forms check one (zod's rule), at most `max` characters. */
export const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const email = (body: Body, name: string, max: number) => trimmed(body, name, { max, required: true, pattern: EMAIL })!;

/** Digits, spaces, +, -, parentheses: every form's phone field (the site's PHONE_PATTERN). */
export const PHONE = /^[0-9+\-\s()]*$/;

/** One of `values` (required). */
export function oneOf<T extends string>(body: Body, name: string, values: readonly T[]): T {
  const value = body[name];
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) throw new BadField(name);
  return value as T;
}
