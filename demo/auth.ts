/**
 * Accounts and tokens for web/login. Passwords are stored as scrypt hashes; tokens are random, expire after
 * two hours, and live in a bounded in-memory store.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const TOKEN_TTL_SECONDS = 2 * 60 * 60;
const MAX_TOKENS = 10_000;

type Account = { id: number; username: string; nickname: string; salt: string; hash: string };

function hashPassword(password: string, salt: string): string {
  return scryptSync(password, salt, 32).toString('hex');
}

/** The demo's one account (documented in the README): investor / Xingyuan@2026. */
const accounts: Account[] = [
  { id: 1, username: 'investor', nickname: '演示投资者', salt: 'c3f1a2', hash: hashPassword('Xingyuan@2026', 'c3f1a2') },
];

const tokens = new Map<string, { userId: number; expires: number }>();

export function checkPassword(username: string, password: string): Account | null {
  const account = accounts.find((candidate) => candidate.username === username);
  if (!account) return null;
  const expected = Buffer.from(account.hash, 'hex');
  const actual = Buffer.from(hashPassword(password, account.salt), 'hex');
  return timingSafeEqual(expected, actual) ? account : null;
}

export function issueToken(account: Account, now = Date.now()) {
  for (const [key, entry] of tokens) if (entry.expires <= now) tokens.delete(key);
  while (tokens.size >= MAX_TOKENS) {
    const oldest = tokens.keys().next().value;
    if (oldest === undefined) break;
    tokens.delete(oldest);
  }
  const token = randomBytes(24).toString('hex');
  tokens.set(token, { userId: account.id, expires: now + TOKEN_TTL_SECONDS * 1000 });
  return { token, expires_in: TOKEN_TTL_SECONDS, user: { id: account.id, username: account.username, nickname: account.nickname } };
}

export function userForToken(token: string | null, now = Date.now()): Account | null {
  if (!token) return null;
  const entry = tokens.get(token);
  if (!entry || entry.expires <= now) return null;
  return accounts.find((account) => account.id === entry.userId) ?? null;
}
