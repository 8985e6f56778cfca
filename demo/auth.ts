/**
 * Accounts and tokens for web/login. Passwords are stored as scrypt hashes, checked off the event loop
 * (node's thread pool), and an unknown account costs the same hash as a known one, so neither the time
 * of a sign-in nor the other visitors' pages tell whether an account exists. Tokens are sealed
 * (./seal.ts): the account and the expiry (two hours), checked by any instance with the same secret,
 * with no store to fill.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { open, seal } from './seal';

const TOKEN_TTL_SECONDS = 2 * 60 * 60;
const PURPOSE = 'token';
const scryptAsync = promisify(scrypt) as (password: string, salt: string, length: number) => Promise<Buffer>;

type Account = { id: number; username: string; nickname: string; salt: string; hash: string };

/** The demo's one account (documented in docs/backend-guide.md): investor / Xingyuan@2026 (scrypt, salt c3f1a2). */
const accounts: Account[] = [{ id: 1, username: 'investor', nickname: '演示投资者', salt: 'c3f1a2', hash: '' }];
/** What an unknown account's password is hashed against: the same work, a result that never matches. */
const NOBODY = { salt: randomBytes(8).toString('hex'), hash: randomBytes(32) };

let ready: Promise<void> | undefined;
/** The account's hash, computed once, off the event loop. */
function accountsReady(): Promise<void> {
  ready ??= (async () => {
    for (const account of accounts) account.hash = (await scryptAsync('Xingyuan@2026', account.salt, 32)).toString('hex');
  })();
  return ready;
}

export async function checkPassword(username: string, password: string): Promise<Account | null> {
  await accountsReady();
  const account = accounts.find((candidate) => candidate.username === username);
  const actual = await scryptAsync(password, account?.salt ?? NOBODY.salt, 32);
  const expected = account ? Buffer.from(account.hash, 'hex') : NOBODY.hash;
  return timingSafeEqual(expected, actual) && account ? account : null;
}

export function issueToken(account: Account, now = Date.now()) {
  const token = seal(PURPOSE, JSON.stringify({ user: account.id, expires: now + TOKEN_TTL_SECONDS * 1000 }));
  return { token, expires_in: TOKEN_TTL_SECONDS, user: { id: account.id, username: account.username, nickname: account.nickname } };
}

export function userForToken(token: string | null, now = Date.now()): Account | null {
  const text = token ? open(PURPOSE, token) : null;
  if (text === null) return null;
  const entry = JSON.parse(text) as { user: number; expires: number };
  if (entry.expires <= now) return null;
  return accounts.find((account) => account.id === entry.user) ?? null;
}
