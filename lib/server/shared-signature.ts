/**
 * What an instance writes to Redis is signed (HMAC-SHA256 with a key derived from `SITE_SECRET`), over the
 * Redis key and the value together: a value written by anything without the secret, or copied from one
 * key to another, does not verify and is treated as absent. Pure functions over bytes.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const MAC_BYTES = 32;

export type Signer = {
  /** `value` with its signature in front, for `key`. */
  sign: (key: string, value: Buffer) => Buffer;
  /** The value of a signed entry of `key`, or undefined when it does not verify. */
  verify: (key: string, signed: Buffer) => Buffer | undefined;
  /** The same, for text (answers, revalidation times and messages): `<signature>.<text>`. */
  signText: (key: string, text: string) => string;
  verifyText: (key: string, signed: string) => string | undefined;
};

export function createSigner(secret: string): Signer {
  const macKey = Buffer.from(hkdfSync('sha256', secret, 'xingyuan-web', 'shared-cache', 32));
  const mac = (key: string, value: Buffer | string) => createHmac('sha256', macKey).update(key).update('\u0000').update(value).digest();
  const sign = (key: string, value: Buffer) => Buffer.concat([mac(key, value), value]);
  const verify = (key: string, signed: Buffer) => {
    if (signed.length < MAC_BYTES) return undefined;
    const value = signed.subarray(MAC_BYTES);
    return timingSafeEqual(signed.subarray(0, MAC_BYTES), mac(key, value)) ? value : undefined;
  };
  return {
    sign,
    verify,
    signText: (key, text) => `${mac(key, text).toString('base64url')}.${text}`,
    verifyText: (key, signed) => {
      const dot = signed.indexOf('.');
      if (dot < 0) return undefined;
      const given = Buffer.from(signed.slice(0, dot), 'base64url');
      const text = signed.slice(dot + 1);
      return given.length === MAC_BYTES && timingSafeEqual(given, mac(key, text)) ? text : undefined;
    },
  };
}
