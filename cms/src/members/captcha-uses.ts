/**
 * The captcha keys already tried, right or wrong (./captcha.ts): one row per attempt, kept until the key would have
 * expired anyway. Not shown in the admin; no one reads it but the sign-in and the forms.
 */
import type { CollectionConfig } from 'payload';

export const CaptchaUses: CollectionConfig = {
  slug: 'captcha-uses',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  endpoints: false,
  fields: [
    { name: 'key_hash', type: 'text', required: true, unique: true, index: true },
    { name: 'expires_at', type: 'date', required: true, index: true },
  ],
};
