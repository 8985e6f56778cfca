/**
 * Sealed values for the demo backend's captchas and sign-in tokens: AES-256-GCM (encrypted and
 * authenticated), so what the demo hands out is verified by any instance that holds the same secret,
 * without a shared store and without a store a flood could fill. The key is derived from `SITE_SECRET`
 * (shared by the instances), else from a random secret of this process.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { processGlobal } from '@/lib/core/process-global';

/**
 * One per process, not per module: the embedded demo runs inside the site, whose bundles (pages, server actions, the
 * `/api` route) each load this module, and a captcha drawn through one is checked by another.
 */
const processSecret = processGlobal('demo-seal-secret', () => randomBytes(32));
const keys = new Map<string, Buffer>();

function keyFor(purpose: string, secret: string | undefined): Buffer {
  const id = `${purpose}\u0000${secret ?? ''}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret ?? processSecret, 'xingyuan-demo', purpose, 32));
    keys.set(id, key);
  }
  return key;
}

/** `value` sealed for `purpose`: a URL-safe text that only `open` with the same purpose and secret reads. */
export function seal(purpose: string, value: string, secret = process.env.SITE_SECRET || undefined): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(purpose, secret), iv);
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** What `seal` sealed, or null for anything else (altered, another purpose, another secret, not sealed). */
export function open(purpose: string, text: string, secret = process.env.SITE_SECRET || undefined): string | null {
  if (typeof text !== 'string' || text.length > 512 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose, secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
