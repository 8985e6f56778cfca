/**
 * Sealed values (authenticated encryption, AES-256-GCM, with a key derived from PAYLOAD_SECRET per purpose): a
 * captcha's code and expiry inside its key, a members' file address. Any CMS process with the same secret opens
 * them, and no store holds them, so a flood of requests fills nothing (docs/backend-api.md, `web/generate_verify`).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const keys = new Map<string, Buffer>();
function keyFor(purpose: string): Buffer {
  let key = keys.get(purpose);
  if (!key) {
    const secret = process.env.PAYLOAD_SECRET;
    if (!secret) throw new Error('PAYLOAD_SECRET is not set');
    key = Buffer.from(hkdfSync('sha256', secret, 'xingyuan-cms', purpose, 32));
    keys.set(purpose, key);
  }
  return key;
}

/** `text` sealed for `purpose`: base64url of nonce, tag and ciphertext. */
export function seal(purpose: string, text: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), nonce);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
}

/** The text sealed in `value` for `purpose`, or null for anything else (forged, altered, another purpose). */
export function open(purpose: string, value: string): string | null {
  if (!/^[A-Za-z0-9_-]{40,1000}$/.test(value)) return null;
  const bytes = Buffer.from(value, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
