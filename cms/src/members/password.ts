/**
 * Members' passwords: scrypt (memory-hard: N 2^15, r 8, p 1, 32 MiB), computed off the event loop in Node's thread
 * pool, kept as `scrypt$N$r$p$salt$hash`. Checking an unknown account costs the same hash, so neither the time of
 * an answer nor the other visitors' pages tell whether an account exists.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const LENGTH = 32;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 128 * options.N * options.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, LENGTH, scryptOptions, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** What an unknown account's password is hashed against: the same work, a result that never matches. */
const NOBODY = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${randomBytes(16).toString('base64url')}$${randomBytes(LENGTH).toString('base64url')}`;

/** Whether `password` is the one `stored` was made from; `stored` null (no such account) costs the same and fails. */
export async function checkPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = (stored || NOBODY).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return Boolean(stored) && expected.length === actual.length && timingSafeEqual(expected, actual);
}
