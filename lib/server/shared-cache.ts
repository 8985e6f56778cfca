/**
 * The cache the instances of the site share through Redis (`REDIS_URL`): rendered pages, backend answers,
 * and the revalidation times (lib/core/expiries.ts). Each process keeps its memory layer in front
 * (the page cache, the answer store); this is the second layer, asked when memory has nothing fresh.
 *
 * Redis is a help, never a dependency: every read has a small budget (`budgetMs`) and counts as a miss
 * when Redis is down, slow or empty (flushed); writes are fire-and-forget; the state (up, down) is logged
 * once per change, and the client reconnects by itself. Revalidations reach the other instances by
 * pub/sub at once, and by a poll of the recorded times every `pollMs`, which also covers a lost message
 * or an instance that was disconnected when it was sent.
 *
 * Pages and answers are keyed by build (`site:<build>:…`): two builds never share them, so a rolling
 * deploy is safe. Revalidation times are shared by all builds: a revalidation reaches old and new.
 *
 * Everything written is signed with the instances' `SITE_SECRET` (./shared-signature.ts), and what does
 * not verify is absent: anything else that can write to Redis can neither serve a page of its own nor
 * expire pages. A revalidation time later than a few minutes from now is ignored (no time from Redis can
 * keep a page from being kept).
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '@/lib/core/log';
import type { CachedPage } from './page-cache';
import { decodePage, encodePage } from './page-codec';
import { isExpiryField, type Expiries, type ExpiryField } from '@/lib/core/expiries';
import { createSigner, type Signer } from './shared-signature';

export type SharedCacheOptions = {
  url: string;
  buildId: string;
  /** Signs and verifies every value (SITE_SECRET): the same for every instance. */
  secret: string;
  logger: Logger;
  /** How long a read may wait for Redis before it counts as a miss. */
  budgetMs?: number;
  /** How often the recorded revalidation times are read (the pub/sub message's safety net). */
  pollMs?: number;
  /** Revalidation times older than this concern nothing any more (no page is fresh that long) and are pruned. */
  expiryRetentionMs?: number;
  /** Told of the connection's state and errors, and of each revalidation of another instance applied here (the metrics). */
  observer?: SharedCacheObserver;
};

export type SharedCacheObserver = {
  state: (up: boolean) => void;
  error: () => void;
  /** A revalidation another instance recorded `lagMs` ago, applied here now. */
  applied: (lagMs: number) => void;
};

/** What the answer store keeps in Redis: the backend's answer as it came, and when and under which tags. */
export type SharedAnswer = { text: string; storedAt: number; tags: readonly string[] };

const EXPIRIES_KEY = 'site:expiries';
const EXPIRIES_CHANNEL = 'site:expiries';
const DEFAULT_BUDGET_MS = 50;
/**
 * How long a revalidation may wait for Redis to take it: an operator's call, not a visitor's view, so it
 * may wait longer than a read (on a busy machine Redis' answer can take longer than 50 ms) and still not hang.
 */
const PUBLISH_BUDGET_MS = 1000;
const DEFAULT_POLL_MS = 1000;
/** How far ahead of this clock a revalidation time may be (the instances' clocks differ a little). */
export const MAX_EXPIRY_AHEAD_MS = 5 * 60_000;

const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

export class SharedCache {
  private readonly client: Redis;
  private readonly subscriber: Redis;
  private readonly signer: Signer;
  private readonly budgetMs: number;
  private readonly prefix: string;
  private state: 'up' | 'down' | 'slow' | 'starting' = 'starting';
  private poller: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: SharedCacheOptions) {
    this.budgetMs = options.budgetMs ?? DEFAULT_BUDGET_MS;
    this.signer = createSigner(options.secret);
    this.prefix = `site:${options.buildId}`;
    const settings = {
      // Fail at once while disconnected, and give up on a slow command: the memory layer answers instead.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Long enough for a revalidation's writes (the reads give up at their own budget before).
      commandTimeout: Math.max(this.budgetMs * 4, PUBLISH_BUDGET_MS),
      connectTimeout: 2000,
      retryStrategy: (times: number) => Math.min(200 * times, 2000),
      lazyConnect: false,
    };
    this.client = new Redis(options.url, settings);
    // The subscription waits for the connection (and is renewed on every reconnect by ioredis).
    this.subscriber = new Redis(options.url, {
      ...settings,
      commandTimeout: undefined,
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
    });
    this.client.on('ready', () => this.setState('up'));
    this.client.on('error', (error: Error) => {
      options.observer?.error();
      this.setState('down', error.message);
    });
    this.client.on('close', () => this.setState('down', 'connection closed'));
    this.subscriber.on('error', () => undefined); // the client's events say it
  }

  /** The connection, for what else the instances count together (the rate limits: ./rate-limit.ts). */
  get redis(): Redis {
    return this.client;
  }

  /** Whether Redis answered in time the last time it was asked (for the log and tests, not for decisions). */
  get up(): boolean {
    return this.state === 'up';
  }

  private setState(state: 'up' | 'down' | 'slow', reason?: string) {
    if (this.closed || state === this.state) return;
    const previous = this.state;
    this.state = state;
    // Slow is up: Redis answers, late.
    this.options.observer?.state(state !== 'down');
    if (state === 'up')
      this.options.logger.info(
        `[redis] ${previous === 'slow' ? 'answering in time again' : `connected${previous === 'down' ? ' again' : ''}`}: pages, answers and revalidations shared`,
      );
    else if (state === 'slow')
      this.options.logger.warn(`[redis] slow: no answer within ${this.budgetMs} ms; serving from this process's memory meanwhile`);
    else this.options.logger.warn(`[redis] unavailable (${reason ?? 'unknown'}): serving from this process's memory until it is back`);
  }

  /** A command within the budget; undefined when Redis is down, slow or fails. */
  private async within<T>(command: () => Promise<T>, budgetMs = this.budgetMs): Promise<T | undefined> {
    if (this.closed || this.client.status !== 'ready') return undefined;
    let timer: NodeJS.Timeout | undefined;
    const late = Symbol('late');
    try {
      const budget = new Promise<typeof late>((resolve) => (timer = setTimeout(() => resolve(late), budgetMs)));
      const attempt = command().catch(() => undefined);
      const result = await Promise.race([attempt, budget]);
      if (result === late) {
        this.setState('slow');
        return undefined;
      }
      if (this.state === 'slow') this.setState('up');
      return result;
    } finally {
      clearTimeout(timer);
    }
  }

  private pageKey(key: string) {
    return `${this.prefix}:page:${digest(key)}`;
  }

  private answerKey(key: string) {
    return `${this.prefix}:answer:${digest(key)}`;
  }

  async getPage(key: string): Promise<CachedPage | undefined> {
    const redisKey = this.pageKey(key);
    const signed = await this.within(() => this.client.getBuffer(redisKey));
    const bytes = signed ? this.signer.verify(redisKey, signed) : undefined;
    return bytes ? decodePage(bytes) : undefined;
  }

  setPage(key: string, page: CachedPage, ttlMs: number): void {
    if (this.client.status !== 'ready' || ttlMs <= 0) return;
    const redisKey = this.pageKey(key);
    this.client.set(redisKey, this.signer.sign(redisKey, encodePage(page)), 'PX', Math.ceil(ttlMs)).catch(() => undefined);
  }

  async getAnswer(key: string): Promise<SharedAnswer | undefined> {
    const redisKey = this.answerKey(key);
    const signed = await this.within(() => this.client.get(redisKey));
    const text = signed ? this.signer.verifyText(redisKey, signed) : undefined;
    if (!text) return undefined;
    try {
      const answer = JSON.parse(text) as SharedAnswer;
      return typeof answer.text === 'string' && typeof answer.storedAt === 'number' && Array.isArray(answer.tags) ? answer : undefined;
    } catch {
      return undefined;
    }
  }

  setAnswer(key: string, answer: SharedAnswer, ttlMs: number): void {
    if (this.client.status !== 'ready' || ttlMs <= 0) return;
    const redisKey = this.answerKey(key);
    this.client.set(redisKey, this.signer.signText(redisKey, JSON.stringify(answer)), 'PX', Math.ceil(ttlMs)).catch(() => undefined);
  }

  /**
   * Tells every instance about a revalidation: recorded (kept for the poll) and published. Resolves to
   * whether Redis took it; the caller has applied it to its own memory already.
   */
  async publishExpiries(records: ReadonlyArray<[ExpiryField, number]>): Promise<boolean> {
    if (records.length === 0) return true;
    const done = await this.within(async () => {
      await this.client.hset(
        EXPIRIES_KEY,
        Object.fromEntries(records.map(([field, at]) => [field, this.signer.signText(`${EXPIRIES_KEY}:${field}`, String(at))])),
      );
      await this.client.publish(EXPIRIES_CHANNEL, this.signer.signText(EXPIRIES_CHANNEL, JSON.stringify(records)));
      return true;
    }, PUBLISH_BUDGET_MS);
    return done === true;
  }

  /** Applies the revalidations of other instances to `expiries`, as they come and by polling. */
  async follow(expiries: Expiries): Promise<void> {
    const apply = (records: unknown) => {
      if (!Array.isArray(records)) return;
      const now = Date.now();
      const latest = now + MAX_EXPIRY_AHEAD_MS;
      let newest: number | undefined;
      for (const record of records) {
        if (!Array.isArray(record) || typeof record[0] !== 'string' || !isExpiryField(record[0])) continue;
        const at = Number(record[1]);
        if (Number.isFinite(at) && at <= latest && expiries.record(record[0], at)) newest = Math.max(newest ?? at, at);
      }
      // One revalidation (its records share one time), counted once, as it reached this instance.
      if (newest !== undefined) this.options.observer?.applied(now - newest);
    };
    this.subscriber.on('message', (_channel: string, message: string) => {
      const text = this.signer.verifyText(EXPIRIES_CHANNEL, message);
      if (text === undefined) return; // not one of ours
      try {
        apply(JSON.parse(text));
      } catch {
        // not one of ours
      }
    });
    this.subscriber.subscribe(EXPIRIES_CHANNEL).catch(() => undefined);
    // Resubscribed by ioredis on reconnect (autoResubscribe); the poll covers what was sent meanwhile.
    const retention = this.options.expiryRetentionMs ?? 2 * 86_400_000;
    const poll = async () => {
      const recorded = await this.within(() => this.client.hgetall(EXPIRIES_KEY));
      if (!recorded) return;
      // A field whose time does not verify was not written by an instance: dropped with the old ones.
      const times = Object.entries(recorded).map(
        ([field, signed]) => [field, Number(this.signer.verifyText(`${EXPIRIES_KEY}:${field}`, signed) ?? Number.NaN)] as const,
      );
      apply(times.filter(([, at]) => Number.isFinite(at)));
      const old = times.filter(([, at]) => !Number.isFinite(at) || at < Date.now() - retention).map(([field]) => field);
      if (old.length > 0) this.client.hdel(EXPIRIES_KEY, ...old).catch(() => undefined);
    };
    await poll();
    this.poller = setInterval(() => void poll(), this.options.pollMs ?? DEFAULT_POLL_MS);
    this.poller.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poller);
    this.subscriber.disconnect();
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
