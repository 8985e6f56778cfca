/**
 * Signing in, per account (issue 42, finding 10): a hard lock after ten attempts let strangers lock the
 * owner out from eleven addresses. Instead, only a failed password counts (a sign-in the backend refused
 * for its password, not for its captcha: docs/backend-api.md, `web/login`), and the account backs off: the
 * first few failures cost nothing, each one after them makes the next attempt wait twice as long as the
 * last, up to half a minute. The owner, with the right password, waits at most that; a guesser gets a
 * few attempts a minute per account, and the per-address limit (./rate-limit.ts) holds each of their
 * addresses besides. A sign-in that succeeds clears the account's count.
 */
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

export type LimiterOptions = { keyPrefix: string; points: number; duration: number };
/** Makes one counter: in memory, or in Redis with memory as its insurance while Redis is down (./rate-limit.ts). */
export type LimiterStore = (options: LimiterOptions) => RateLimiterAbstract;

/** Failed passwords that cost no wait. */
export const FREE_FAILURES = 5;
/** The longest wait one failure imposes, in seconds. */
export const MAX_BACKOFF_SECONDS = 30;
/** How long failures are remembered. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;

/** The wait, in seconds, after an account's `failures`-th failed password in the window (pure). */
export function backoffSeconds(failures: number, free = FREE_FAILURES): number {
  if (failures <= free) return 0;
  return Math.min(2 ** (failures - free), MAX_BACKOFF_SECONDS);
}

export type SignInBackoff = {
  /** Seconds the account must still wait before its next attempt (0: none). */
  waitFor: (account: string) => Promise<number>;
  /** Counts a failed password, and sets the wait it costs. */
  failed: (account: string) => Promise<void>;
  /** A sign-in that succeeded: the account's count starts again. */
  succeeded: (account: string) => Promise<void>;
};

export function createSignInBackoff(store: LimiterStore, multiplier = 1): SignInBackoff {
  const failures = store({ keyPrefix: 'site:signin:failures', points: 1_000_000, duration: FAILURE_WINDOW_SECONDS });
  const waits = store({ keyPrefix: 'site:signin:wait', points: 1, duration: MAX_BACKOFF_SECONDS });
  const free = FREE_FAILURES * multiplier;
  // A store error (Redis down past its insurance) never stops a sign-in: the per-address limit still holds.
  const quietly = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch {
      return fallback;
    }
  };
  return {
    waitFor: (account) =>
      quietly(async () => {
        const held: RateLimiterRes | null = await waits.get(account);
        return held && held.consumedPoints > 1 ? Math.max(1, Math.ceil(held.msBeforeNext / 1000)) : 0;
      }, 0),
    failed: (account) =>
      quietly(async () => {
        const counted = await failures.penalty(account, 1);
        const seconds = backoffSeconds(counted.consumedPoints, free);
        if (seconds > 0) await waits.block(account, seconds);
      }, undefined),
    succeeded: (account) =>
      quietly(async () => {
        await Promise.all([failures.delete(account), waits.delete(account)]);
      }, undefined),
  };
}
