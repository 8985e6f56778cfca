/**
 * Accounts and tokens for web/login. Passwords are stored as scrypt hashes, checked off the event loop
 * (node's thread pool), and an unknown account costs the same hash as a known one, so neither the time
 * of a sign-in nor the other visitors' pages tell whether an account exists. Tokens are sealed
 * (./seal.ts): the account, the expiry (two hours) and the account's password version, checked by any
 * instance with the same secret, with no store to fill.
 *
 * A member who forgot the password (issue 46: `web/request_password_reset`, `web/reset_password`) is mailed a
 * link whose token is sealed the same way, for an hour and for the password version it was made at: setting a
 * password makes it the next version, so the link works once, and every sign-in token made before ends. New
 * passwords are kept in `$DEMO_DATA_DIR/passwords.jsonl` (its last line per account wins), which every demo process
 * reading the same folder sees.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { processGlobal } from '@/lib/core/process-global';
import { jsonlFile } from './jsonl-file';
import { open, seal } from './seal';

const TOKEN_TTL_SECONDS = 2 * 60 * 60;
/** How long a mailed password-reset link works. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
const PURPOSE = 'token';
const RESET_PURPOSE = 'password-reset';
const scryptAsync = promisify(scrypt) as (password: string, salt: string, length: number) => Promise<Buffer>;

/** An account, and which version of its password is current (0: the demo's own; each reset adds one). */
type Account = { id: number; username: string; nickname: string; email: string; version: number };
/** An account with its current password's salt and hash. */
type Current = Account & { salt: string; hash: string };

/** The demo's one account (documented in docs/backend-guide.md): investor / Xingyuan@2026 (scrypt, salt c3f1a2). */
const ACCOUNTS: (Omit<Account, 'version'> & { salt: string; password: string })[] = [
  { id: 1, username: 'investor', nickname: '演示投资者', email: 'li.ming@customer.example', salt: 'c3f1a2', password: 'Xingyuan@2026' },
];
/** What an unknown account's password is hashed against: the same work, a result that never matches. */
const NOBODY = { salt: randomBytes(8).toString('hex'), hash: randomBytes(32) };

type PasswordChange = { id: number; salt: string; hash: string; at: string };
const changes = jsonlFile<PasswordChange>('passwords');

let ready: Promise<Map<number, string>> | undefined;
/** The demo's own hashes, computed once, off the event loop. */
function ownHashes(): Promise<Map<number, string>> {
  ready ??= (async () => {
    const hashes = new Map<number, string>();
    for (const account of ACCOUNTS) hashes.set(account.id, (await scryptAsync(account.password, account.salt, 32)).toString('hex'));
    return hashes;
  })();
  return ready;
}

/** Every account with its current password. */
async function currentAccounts(): Promise<Current[]> {
  const [hashes, changed] = await Promise.all([ownHashes(), changes.readAll()]);
  return ACCOUNTS.map(({ password: _password, ...account }) => {
    const mine = changed.filter((change) => change.id === account.id);
    const last = mine.at(-1);
    return {
      id: account.id,
      username: account.username,
      nickname: account.nickname,
      email: account.email,
      version: mine.length,
      salt: last?.salt ?? account.salt,
      hash: last?.hash ?? hashes.get(account.id)!,
    };
  });
}

const publicPart = ({ id, username, nickname, email, version }: Current): Account => ({ id, username, nickname, email, version });

export async function checkPassword(username: string, password: string): Promise<Account | null> {
  const account = (await currentAccounts()).find((candidate) => candidate.username === username);
  const actual = await scryptAsync(password, account?.salt ?? NOBODY.salt, 32);
  const expected = account ? Buffer.from(account.hash, 'hex') : NOBODY.hash;
  return timingSafeEqual(expected, actual) && account ? publicPart(account) : null;
}

export function issueToken(account: Account, now = Date.now()) {
  const token = seal(PURPOSE, JSON.stringify({ user: account.id, expires: now + TOKEN_TTL_SECONDS * 1000, v: account.version }));
  return { token, expires_in: TOKEN_TTL_SECONDS, user: { id: account.id, username: account.username, nickname: account.nickname } };
}

/** The account a sealed value of `purpose` names, while it has not expired and the password is the one it was made at. */
async function accountFor(purpose: string, text: string | null, now: number): Promise<Current | null> {
  const opened = text ? open(purpose, text) : null;
  if (opened === null) return null;
  const entry = JSON.parse(opened) as { user: number; expires: number; v?: number };
  if (entry.expires <= now) return null;
  const account = (await currentAccounts()).find((candidate) => candidate.id === entry.user);
  return account && account.version === (entry.v ?? 0) ? account : null;
}

/** The member a sign-in token belongs to, or null: expired, not sealed here, or made before the password changed. */
export async function userForToken(token: string | null, now = Date.now()): Promise<Account | null> {
  const account = await accountFor(PURPOSE, token, now);
  return account ? publicPart(account) : null;
}

/**
 * The accounts a forgotten-password form names: by their name, or by their address (any spelling of it that
 * reaches the same inbox is not one: the address as registered, in any case).
 */
export async function accountsNamed(name: string): Promise<Account[]> {
  const wanted = name.trim().toLowerCase();
  return (await currentAccounts())
    .filter((account) => account.username === wanted || account.email.toLowerCase() === wanted)
    .map(publicPart);
}

/** A reset link's token for `account`'s current password: it works for an hour, once. */
export function resetToken(account: Account, now = Date.now()): string {
  return seal(RESET_PURPOSE, JSON.stringify({ user: account.id, expires: now + RESET_LINK_TTL_SECONDS * 1000, v: account.version }));
}

/** Resets one at a time in the process (all its bundles), so that two uses of one link at once cannot both find it unspent. */
const resets = processGlobal('demo-password-resets', () => ({ chain: Promise.resolve() as Promise<unknown> }));

/**
 * Sets the password of a reset link's account, once: the account, or null for a token that is not one of ours,
 * has expired, or was spent (the password changed since it was made). Every earlier sign-in token ends with it.
 */
export function resetPassword(token: string, password: string, now = Date.now()): Promise<Account | null> {
  const done = resets.chain.then(async () => {
    const account = await accountFor(RESET_PURPOSE, token, now);
    if (!account) return null;
    const salt = randomBytes(8).toString('hex');
    const hash = (await scryptAsync(password, salt, 32)).toString('hex');
    await changes.append({ id: account.id, salt, hash, at: new Date(now).toISOString() });
    return publicPart(account);
  });
  resets.chain = done.catch(() => undefined);
  return done;
}
