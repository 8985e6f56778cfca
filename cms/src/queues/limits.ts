/**
 * The CMS's own limits on what visitors send (issue 46 §4), so that it is safe behind any front end, not only behind
 * the site's limits per client address: per mailbox (every spelling of one inbox counted as one, as the site counts
 * them: lib/core/form-limit.ts) and per member, for each call; and a ceiling per call for everyone together, which
 * bounds what a flood can add to the database. Not per client address: behind the site every visitor has the site's
 * (docs/backend-api.md, "What a backend can limit by").
 *
 * Counted in the database (`submission-marks`: a keyed hash of what is counted, never the address itself), so the
 * limits hold across restarts and across CMS processes.
 */
import { createHmac } from 'node:crypto';
import type { CollectionConfig, Payload } from 'payload';

export const SubmissionMarks: CollectionConfig = {
  slug: 'submission-marks',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  endpoints: false,
  fields: [
    { name: 'key_hash', type: 'text', required: true, index: true },
    { name: 'at', type: 'date', required: true, index: true },
  ],
};

/** A mailbox as the limits count it: any case, no `+tag`, and Gmail's dots ignored (the site's rule). */
export function mailboxKey(value: string): string {
  const address = value.trim().toLowerCase().slice(0, 200);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let [name, domain] = [address.slice(0, at), address.slice(at + 1)];
  name = name.split('+', 1)[0] || name;
  if (domain === 'gmail.com' || domain === 'googlemail.com') [name, domain] = [name.replaceAll('.', ''), 'gmail.com'];
  return `${name}@${domain}`;
}

export type Limit = { key: string; max: number; windowMs: number };

const HOUR = 3600_000;
/** Per call: submissions per mailbox and per member an hour, and everyone's together in ten minutes. */
export const LIMITS = { perMailbox: 5, perMember: 10, perCall: 300, callWindowMs: 10 * 60_000, windowMs: HOUR };
/** Alert subscriptions mail an address: three an hour, as the site counts them. */
export const ALERT_LIMITS = { ...LIMITS, perMailbox: 3 };

/** The limits of one submission of `call`. */
export function limitsOf(call: string, mailbox: string | null, member: number | null, limits = LIMITS): Limit[] {
  return [
    { key: `${call}|call`, max: limits.perCall, windowMs: limits.callWindowMs },
    ...(mailbox ? [{ key: `${call}|mailbox|${mailboxKey(mailbox)}`, max: limits.perMailbox, windowMs: limits.windowMs }] : []),
    ...(member ? [{ key: `${call}|member|${member}`, max: limits.perMember, windowMs: limits.windowMs }] : []),
  ];
}

const hashOf = (key: string) =>
  createHmac('sha256', process.env.PAYLOAD_SECRET ?? '')
    .update(key)
    .digest('base64url');

/**
 * Whether one more submission is within every limit; if so, it is counted. Marks older than the longest window go.
 */
export async function withinLimits(payload: Payload, limits: Limit[], now = Date.now()): Promise<boolean> {
  for (const limit of limits) {
    const { totalDocs } = await payload.count({
      collection: 'submission-marks',
      where: { and: [{ key_hash: { equals: hashOf(limit.key) } }, { at: { greater_than: new Date(now - limit.windowMs).toISOString() } }] },
      overrideAccess: true,
    });
    if (totalDocs >= limit.max) return false;
  }
  for (const limit of limits)
    await payload.create({
      collection: 'submission-marks',
      data: { key_hash: hashOf(limit.key), at: new Date(now).toISOString() },
      overrideAccess: true,
    });
  const oldest = Math.max(...limits.map((limit) => limit.windowMs));
  await payload.delete({
    collection: 'submission-marks',
    where: { at: { less_than: new Date(now - oldest).toISOString() } },
    overrideAccess: true,
  });
  return true;
}
