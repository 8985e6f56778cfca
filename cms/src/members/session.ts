/**
 * Members' sign-in and tokens (docs/backend-api.md, `web/login`): Payload checks the password of the members' auth
 * collection (./members.ts); a token is the member's id, an expiry (two hours) and a trace of their password hash,
 * sealed (./seal.ts). Any CMS process with the same secret checks it; a suspended member, a changed password or a
 * deleted account ends it at once.
 */
import { createHash } from 'node:crypto';
import { AuthenticationError, ValidationError, type Payload, type Where } from 'payload';
import { MEMBER_AUTH } from './auth-gate';
import { spendPasswordCheck } from './password';
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
type Stored = Member & { status?: string | null; hash?: string | null };

/** A short trace of the password hash: a new password makes older tokens fail. */
export const traceOf = (hash: string | null | undefined) =>
  createHash('sha256')
    .update(hash ?? '')
    .digest('base64url')
    .slice(0, 12);

async function findMember(payload: Payload, where: Where): Promise<Stored | null> {
  const found = await payload.find({ collection: 'members', where, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true });
  return (found.docs[0] as unknown as Stored | undefined) ?? null;
}

/**
 * The member whose username and password these are, or null. Payload checks the password (its hash's work dominates
 * the answer's time); an unknown account costs the same work (./password.ts), so the time of an answer does not
 * tell whether an account exists. Usernames are Payload's: without case or surrounding spaces.
 */
export async function signIn(payload: Payload, username: string, password: string, spend = spendPasswordCheck): Promise<Stored | null> {
  const where: Where = { username: { equals: username.toLowerCase().trim() } };
  const member = await findMember(payload, where);
  if (!member) {
    await spend(password);
    return null;
  }
  try {
    await payload.login({
      collection: 'members',
      data: { username: member.username, password },
      overrideAccess: true,
      depth: 0,
      context: { [MEMBER_AUTH]: true },
    });
  } catch (error) {
    // A wrong password (or one Payload refuses to check, blank): refused. Anything else (the database) is a failure.
    if (error instanceof AuthenticationError || error instanceof ValidationError) return null;
    throw error;
  }
  // Read again: Payload may have renewed an older hash on the way, which the token's trace follows.
  const signedIn = await findMember(payload, { id: { equals: member.id } });
  return signedIn && signedIn.status !== 'suspended' ? signedIn : null;
}

export function issueToken(member: Stored, now = Date.now()) {
  const token = seal(PURPOSE, `${member.id}|${Math.floor(now / 1000) + TOKEN_TTL_SECONDS}|${traceOf(member.hash)}`);
  return { token, expires_in: TOKEN_TTL_SECONDS, user: { id: member.id, username: member.username, nickname: member.nickname ?? '' } };
}

/** The member a token belongs to, or null: a token the CMS did not make, expired, of a suspended or changed account. */
export async function memberOf(payload: Payload, token: string | null, now = Date.now()): Promise<Member | null> {
  const [id, expires, trace] = (token ? open(PURPOSE, token) : null)?.split('|') ?? [];
  if (!id || !expires || Number(expires) * 1000 <= now) return null;
  const member = await findMember(payload, { id: { equals: Number(id) } });
  if (!member || member.status === 'suspended' || traceOf(member.hash) !== trace) return null;
  return member;
}
