/**
 * Limits on the calls a visitor can repeat to guess or to flood: signing in (per client address and per
 * account), captchas, messages, sample requests, privacy requests and investor questions (per address). Counted by `rate-limiter-flexible`: in this process's
 * memory, or in Redis when the instances share one (every instance counts the same attempts), with memory
 * taking over while Redis is down. A call over its limit is answered 429 with `Retry-After` and a message
 * in the language the call asked for, and never reaches the backend.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { API_BASE, CALLS } from '@/lib/backend/calls';

export type LimitedCall =
  | typeof CALLS.login
  | typeof CALLS.generateVerify
  | typeof CALLS.submitMessage
  | typeof CALLS.submitSampleRequest
  | typeof CALLS.submitPrivacyRequest
  | typeof CALLS.submitInvestorQuestion
  | typeof CALLS.subscribeAlerts;

/** One limit: at most `points` calls in `seconds`, counted by client address or by account. */
export type LimitRule = { call: LimitedCall; by: 'address' | 'account'; points: number; seconds: number };

export const LIMIT_RULES: readonly LimitRule[] = [
  { call: CALLS.login, by: 'address', points: 10, seconds: 60 },
  { call: CALLS.login, by: 'account', points: 10, seconds: 15 * 60 },
  { call: CALLS.generateVerify, by: 'address', points: 30, seconds: 60 },
  { call: CALLS.submitMessage, by: 'address', points: 5, seconds: 10 * 60 },
  // Through /api/ or the form's server action (lib/core/form-limit.ts): the same count.
  { call: CALLS.submitSampleRequest, by: 'address', points: 5, seconds: 10 * 60 },
  { call: CALLS.submitPrivacyRequest, by: 'address', points: 5, seconds: 10 * 60 },
  { call: CALLS.submitInvestorQuestion, by: 'address', points: 5, seconds: 10 * 60 },
  // Each subscription makes the backend send a mail: to an address the visitor may not own.
  { call: CALLS.subscribeAlerts, by: 'address', points: 5, seconds: 10 * 60 },
];

const LIMITED: ReadonlySet<string> = new Set(LIMIT_RULES.map((rule) => rule.call));

/**
 * The limited call a request path names (`/api/web/login`), or null. Read as a backend may read it:
 * percent-decoded and in any case (`/api/web/%6Cogin`, `/api/WEB/Login`), so no spelling goes round it.
 */
export function limitedCallOf(path: string): LimitedCall | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path).toLowerCase();
  } catch {
    return null;
  }
  const call = decoded.startsWith(API_BASE) ? decoded.slice(API_BASE.length) : '';
  return LIMITED.has(call) ? (call as LimitedCall) : null;
}

/**
 * The visitor's address: the connection's peer, or, behind `trustedHops` proxies that each append the
 * address they saw to `X-Forwarded-For`, the address the outermost of them saw. Entries a visitor wrote
 * themselves come before those and are never read.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trustedHops: number): string {
  const chain = [
    ...[forwardedFor ?? []]
      .flat()
      .flatMap((value) => value.split(','))
      .map((entry) => entry.trim())
      .filter(Boolean),
    peer ?? 'unknown',
  ];
  const address = chain[Math.max(0, chain.length - 1 - trustedHops)]!;
  return address.replace(/^::ffff:/, '');
}

/** What a call's body tells the limiter: the account it signs in to, and the language to answer in. */
export function readCallBody(text: string): { account: string | null; lang: 'zh' | 'en' } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const account =
    typeof fields.username === 'string' && fields.username.trim() !== '' ? fields.username.trim().toLowerCase().slice(0, 200) : null;
  return { account, lang: fields.lang === 'en' ? 'en' : 'zh' };
}

/** The 429 answer's envelope, in the call's language. */
export function tooManyAttempts(lang: 'zh' | 'en', retryAfterSeconds: number) {
  return { code: 0, msg: (lang === 'en' ? en : zh).Errors.tooManyAttempts.replace('{seconds}', String(retryAfterSeconds)), data: null };
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; rule: LimitRule };

export type RateLimiter = { consume: (call: LimitedCall, address: string, account: string | null) => Promise<LimitDecision> };

/**
 * The limiter: `multiplier` scales every rule (many visitors behind one address, tests); `redis` shares the
 * counts between instances.
 */
export function createRateLimiter({ multiplier = 1, redis }: { multiplier?: number; redis?: Redis } = {}): RateLimiter {
  const limiters = LIMIT_RULES.map((rule) => {
    const options = { keyPrefix: `site:limit:${rule.call}:${rule.by}`, points: rule.points * multiplier, duration: rule.seconds };
    const memory = new RateLimiterMemory(options);
    const limiter: RateLimiterAbstract = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
      : memory;
    return { rule, limiter };
  });
  return {
    async consume(call, address, account) {
      for (const { rule, limiter } of limiters) {
        if (rule.call !== call) continue;
        const key = rule.by === 'address' ? address : account;
        if (key === null) continue;
        try {
          await limiter.consume(key);
        } catch (refusal) {
          // A refusal is the limiter's answer (how long until the next point); anything else is a store
          // error the insurance limiter could not cover either: the call goes on rather than failing.
          const ms = (refusal as RateLimiterRes).msBeforeNext;
          if (typeof ms === 'number') return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)), rule };
        }
      }
      return { allowed: true };
    },
  };
}
