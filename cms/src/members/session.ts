/**
 * Members' sign-in and tokens (docs/backend-api.md, `web/login`): a token is the member's id, an expiry (two hours)
 * and a trace of their password hash, sealed (./seal.ts). Any CMS process with the same secret checks it; a
 * suspended member, a changed password or a deleted account ends it at once.
 */
import { createHash } from 'node:crypto';
import type { Payload, Where } from 'payload';
import { checkPassword } from './password';
import { open, seal } from './seal';

export const TOKEN_TTL_SECONDS = 2 * 60 * 60;
const PURPOSE = 'member-token';

export type Member = {
  id: number;
  username: string;
  nickname?: string | null;
  name?: string | null;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
};
type Stored = Member & { status?: string | null; password_hash?: string | null };

/** A short trace of the password hash: a new password makes older tokens fail. */
const traceOf = (hash: string | null | undefined) =>
  createHash('sha256')
    .update(hash ?? '')
    .digest('base64url')
    .slice(0, 12);

async function findMember(payload: Payload, where: Where): Promise<Stored | null> {
  const found = await payload.find({ collection: 'members', where, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true });
  return (found.docs[0] as unknown as Stored | undefined) ?? null;
}

/** The member whose username and password these are, or null; an unknown account costs the same hash. */
export async function signIn(payload: Payload, username: string, password: string): Promise<Stored | null> {
  const member = await findMember(payload, { username: { equals: username } });
  const matches = await checkPassword(password, member?.password_hash);
  return matches && member && member.status !== 'suspended' ? member : null;
}

export function issueToken(member: Stored, now = Date.now()) {
  const token = seal(PURPOSE, `${member.id}|${Math.floor(now / 1000) + TOKEN_TTL_SECONDS}|${traceOf(member.password_hash)}`);
  return { token, expires_in: TOKEN_TTL_SECONDS, user: { id: member.id, username: member.username, nickname: member.nickname ?? '' } };
}

/** The member a token belongs to, or null: a token the CMS did not make, expired, of a suspended or changed account. */
export async function memberOf(payload: Payload, token: string | null, now = Date.now()): Promise<Member | null> {
  const [id, expires, trace] = (token ? open(PURPOSE, token) : null)?.split('|') ?? [];
  if (!id || !expires || Number(expires) * 1000 <= now) return null;
  const member = await findMember(payload, { id: { equals: Number(id) } });
  if (!member || member.status === 'suspended' || traceOf(member.password_hash) !== trace) return null;
  return member;
}
