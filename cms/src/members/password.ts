/**
 * What checking a member's password costs, spent for an account that does not exist. Payload keeps members' passwords
 * as PBKDF2-SHA256 hashes of 600,000 iterations and 32 bytes (its current format, `pbkdf2-sha256-v1:`), and checks one
 * by deriving the same; an unknown username spends the same derivation, off the event loop in Node's thread pool, so
 * that the time of an answer does not tell whether an account exists. members.test.ts holds these numbers to
 * Payload's own, so that a Payload that hashes harder makes it fail.
 */
import { pbkdf2, randomBytes } from 'node:crypto';

export const PAYLOAD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const;

/** Derives a hash of `password` as Payload's check does, against a salt that matches no one; resolves when done. */
export function spendPasswordCheck(password: string): Promise<void> {
  const salt = randomBytes(32).toString('hex');
  return new Promise((resolve, reject) =>
    pbkdf2(password, salt, PAYLOAD_HASH.iterations, PAYLOAD_HASH.keyLength, PAYLOAD_HASH.digest, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}
