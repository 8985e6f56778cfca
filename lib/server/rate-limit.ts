/**
 * Limits on the calls a visitor can repeat to guess or to flood: captchas, messages, sample requests,
 * privacy requests, investor questions and alert subscriptions, per client address; the calls that make
 * the backend mail someone, per recipient too (issue 42: a stranger must not be able to make the company
 * mail one address over and over from many addresses); signing in, per client address, and per account by
 * a backoff on its failed passwords (./sign-in-backoff.ts). Counted by `rate-limiter-flexible`: in this
 * process's memory, or in Redis when the instances share one (every instance counts the same attempts),
 * with memory taking over while Redis is down. A call over its limit is answered 429 with `Retry-After`
 * and a message in the language the call asked for, and never reaches the backend.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { CALLS } from '@/lib/backend/calls';
import { limitKey } from '@/lib/core/form-limit';
import { createSignInBackoff, type LimiterStore, type SignInBackoff } from './sign-in-backoff';

/**
 * Not a call: the renders of page addresses with a query (a filter, a page number, a search) one visitor may
 * have made (issue 42, finding 7: a page without a query is the site's own and is never held back).
 */
export const QUERY_RENDER = 'site/query-render';

/**
 * One limit: at most `points` calls of `call` (its canonical name, lib/backend/api-door.ts) in `seconds`,
 * counted by client address, or by the mailbox the call makes the backend write to (`recipient`: the
 * address typed into the form).
 */
export type LimitRule = { call: string; by: 'address' | 'recipient'; points: number; seconds: number };

/**
 * The core's limits: signing in, captchas, and the renders of addresses with a query. A feature states its
 * own (`rateLimits` of features/<name>/feature.ts); features/index.ts composes them all (RATE_LIMITS), and the
 * entry point hands them to the limiter.
 */
export const CORE_LIMIT_RULES: readonly LimitRule[] = [
  { call: CALLS.login, by: 'address', points: 10, seconds: 60 },
  { call: CALLS.generateVerify, by: 'address', points: 30, seconds: 60 },
  // Two a second, a minute long: a visitor or a crawler going through lists; not a flood of random queries.
  { call: QUERY_RENDER, by: 'address', points: 120, seconds: 60 },
];

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

/** What a call's body (a JSON object) tells the limiter: the account it signs in to, and the language to answer in. */
export function readCallFields(fields: Record<string, unknown>): { account: string | null; lang: 'zh' | 'en' } {
  return { account: limitKey(fields.username), lang: fields.lang === 'en' ? 'en' : 'zh' };
}

/** The 429 answer's envelope, in the call's language. */
export function tooManyAttempts(lang: 'zh' | 'en', retryAfterSeconds: number) {
  return { code: 0, msg: (lang === 'en' ? en : zh).Errors.tooManyAttempts.replace('{seconds}', String(retryAfterSeconds)), data: null };
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; rule: LimitRule };

export type RateLimiter = {
  /** Whether the call (its canonical name: lib/backend/api-door.ts) has limits. */
  limits: (call: string) => boolean;
  /** `recipient`: the mailbox the call makes the backend write to, for the rules counted by it. */
  consume: (call: string, address: string, recipient: string | null) => Promise<LimitDecision>;
  /** The sign-in backoff of each account (./sign-in-backoff.ts). */
  signIn: SignInBackoff;
};

/**
 * The limiter of `rules` (features/index.ts: RATE_LIMITS): `multiplier` scales every rule (many visitors
 * behind one address, tests); `redis` shares the counts between instances.
 */
export function createRateLimiter({
  rules,
  multiplier = 1,
  redis,
}: {
  rules: readonly LimitRule[];
  multiplier?: number;
  redis?: Redis;
}): RateLimiter {
  const store = limiterStore(redis);
  const limited = new Set(rules.map((rule) => rule.call));
  const limiters = rules.map((rule) => ({
    rule,
    limiter: store({ keyPrefix: `site:limit:${rule.call}:${rule.by}`, points: rule.points * multiplier, duration: rule.seconds }),
  }));
  return {
    limits: (call) => limited.has(call),
    async consume(call, address, recipient) {
      for (const { rule, limiter } of limiters) {
        if (rule.call !== call) continue;
        const key = rule.by === 'address' ? address : recipient;
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
    signIn: createSignInBackoff(store, multiplier),
  };
}

function limiterStore(redis: Redis | undefined): LimiterStore {
  return (options) => {
    const memory = new RateLimiterMemory(options);
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory;
  };
}
