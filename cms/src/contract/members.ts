/**
 * Site members, as the contract's calls see them: who a `token` header belongs to, and the sealed address of a
 * members-only file. The CMS does not sign members in yet (`web/login` comes with the members' collection): until
 * then no token holds, so members-only articles answer `-1000` to everyone, as the document says they answer to
 * anyone who is not signed in.
 */
import type { Payload } from 'payload';

export type Member = { id: number };

/** The member a token belongs to, or null. */
export async function memberOf(_payload: Payload, _token: string | null): Promise<Member | null> {
  return null;
}

/** A members-only file's sealed address for a signed-in member; '' while no member can sign in. */
export async function memberFileUrl(_file: unknown): Promise<string> {
  return '';
}
