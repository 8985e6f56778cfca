/**
 * Telling search engines at once what was published (issue 47 §4): when the site learns that public pages changed (a
 * revalidation by path, which the CMS sends on a publication), it pushes their addresses, in both languages, to Baidu's
 * link-push API (BAIDU_PUSH_TOKEN; Baidu asks sites to push new links at once) and to IndexNow (INDEXNOW_KEY: Bing,
 * Yandex, Seznam, Naver; the key file at `/<key>.txt`). Never a page that is not indexable (it is asked for first, as a
 * crawler would: a 200 page without `noindex`), never in front of the embedded demo (a fictional company).
 *
 * A background job of the site server, never in a revalidation's or a page's way: addresses are gathered for a moment
 * and sent in batches (Baidu takes 2,000 a request, IndexNow 10,000), retried with backoff when the service fails or
 * asks to slow down, deduplicated across instances through Redis (a URL is pushed once in a while by one instance,
 * whichever received the revalidation first), logged, and counted in the metrics (`site_search_push_urls_total`).
 * Baidu's daily quota is honoured: its `remain` at 0, or its "over quota" refusal, stops the pushes to Baidu until the
 * next day in China. The decisions are the pure functions below; `createSearchPush` is the I/O around them.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { LOCALES } from '@/i18n/config';
import { localePath, splitLocalePath } from '@/i18n/paths';
import type { Logger } from '@/lib/core/log';
import type { SiteMetrics } from './site-metrics';

export type Engine = 'baidu' | 'indexnow';

/** How many URLs one request may carry. */
export const BATCH_LIMITS = { baidu: 2000, indexnow: 10_000 } as const;
/** A URL pushed once is not pushed again for this long, by any instance. */
export const DEDUPE_MS = 10 * 60_000;
/** Addresses are gathered this long before a batch goes. */
export const GATHER_MS = 2000;
/** Retries of a batch the service failed or refused for now (429, 5xx, no answer), with doubling waits from 30 s. */
export const RETRIES = 5;
const FIRST_RETRY_MS = 30_000;
/** Addresses waiting at most: a burst beyond it is left to the sitemap (logged). */
const MAX_PENDING = 20_000;

/** The public addresses of revalidated paths, in every language, on the site's origin; only page paths. */
export function pushUrls(site: string, paths: readonly string[]): string[] {
  const origin = new URL(site).origin;
  const urls = new Set<string>();
  for (const path of paths) {
    if (!path.startsWith('/') || path.startsWith('//') || /^\/(api|_next|_site)(\/|$)/.test(path)) continue;
    const { path: bare } = splitLocalePath(path);
    for (const locale of LOCALES) urls.add(`${origin}${localePath(locale, bare)}`);
  }
  return [...urls];
}

/** Whether a page, as the site answered it, is one a search engine may index. */
export function isIndexable(status: number, headers: { robots?: string | null; contentType?: string | null }, html: string): boolean {
  if (status !== 200 || !/^text\/html/i.test(headers.contentType ?? '')) return false;
  if (/\bnoindex\b/i.test(headers.robots ?? '')) return false;
  const meta = /<meta\s[^>]*name=["']robots["'][^>]*>/i.exec(html)?.[0] ?? '';
  return !/\bnoindex\b/i.test(meta);
}

export type PushAnswer =
  { kind: 'pushed'; remain?: number } | { kind: 'quota' } | { kind: 'retry'; why: string } | { kind: 'refused'; why: string };

/**
 * Baidu's answer (its documented JSON): `{"success":2,"remain":4998,…}`, or `{"error":400,"message":"over quota"}`,
 * `401` a wrong token, `404` an unknown site. Retried: 5xx, 429, what is not its JSON.
 */
export function baiduAnswer(status: number, body: string): PushAnswer {
  type Answer = { success?: unknown; remain?: unknown; error?: unknown; message?: unknown };
  let answer: Answer | null;
  try {
    const parsed: unknown = JSON.parse(body);
    answer = typeof parsed === 'object' && parsed !== null ? (parsed as Answer) : null;
  } catch {
    answer = null;
  }
  if (status === 200 && answer && typeof answer.success === 'number')
    return typeof answer.remain === 'number' ? { kind: 'pushed', remain: answer.remain } : { kind: 'pushed' };
  const message = typeof answer?.message === 'string' ? answer.message : `HTTP ${status}`;
  if (/quota/i.test(message)) return { kind: 'quota' };
  if (status === 429 || status >= 500 || !answer) return { kind: 'retry', why: message };
  return { kind: 'refused', why: message };
}

/** IndexNow's answer (HTTP status only): 200 and 202 taken; 429 later; 400, 403 (the key), 422 (the site) refused. */
export function indexNowAnswer(status: number): PushAnswer {
  if (status === 200 || status === 202) return { kind: 'pushed' };
  if (status === 429 || status >= 500) return { kind: 'retry', why: `HTTP ${status}` };
  return {
    kind: 'refused',
    why: `HTTP ${status}${status === 403 ? ': the key is not valid (its file at /<key>.txt)' : status === 422 ? ': the URLs are not the key\u2019s site' : ''}`,
  };
}

/** The next midnight in China (UTC+8, no daylight saving), when Baidu's daily quota starts again. */
export function nextChinaMidnight(now: number): number {
  const day = 24 * 3600_000;
  const offset = 8 * 3600_000;
  return Math.floor((now + offset) / day) * day + day - offset;
}

/** The wait before a batch's `attempt`-th retry (1, 2, …): 30 s, 60 s, 120 s… */
export const retryDelayMs = (attempt: number) => FIRST_RETRY_MS * 2 ** (attempt - 1);

export type PushTarget = { engine: Engine; endpoint: string } & ({ engine: 'baidu'; token: string } | { engine: 'indexnow'; key: string });

export type SearchPushOptions = {
  /** The site's public origin (SITE_URL): the URLs pushed, and Baidu's `site`. */
  site: string;
  targets: readonly PushTarget[];
  /** Whether the page at this path is indexable, as a crawler asking the site would find it. */
  indexable: (path: string) => Promise<boolean>;
  /** With Redis, the instances push each URL once between them. */
  redis?: Redis;
  fetch?: typeof fetch;
  now?: () => number;
  logger: Logger;
  metrics: SiteMetrics;
  gatherMs?: number;
  retryDelay?: (attempt: number) => number;
};

export type SearchPush = {
  /** Pushes the public addresses of these revalidated paths (both languages), soon, in the background. */
  changed: (paths: readonly string[]) => void;
  /** Resolves once what was gathered has been sent (or given up): for shutdown and tests. */
  idle: () => Promise<void>;
  close: () => void;
};

export function createSearchPush(options: SearchPushOptions): SearchPush {
  const now = options.now ?? Date.now;
  const send = options.fetch ?? fetch;
  const { logger, metrics } = options;
  const gatherMs = options.gatherMs ?? GATHER_MS;
  const retryDelay = options.retryDelay ?? retryDelayMs;
  const pending = new Map<string, string>(); // url → path
  /** Until when an engine pushes nothing (Baidu's quota spent). */
  const pausedUntil = new Map<Engine, number>();
  const pushedHere = new LRUCache<string, true>({ max: 100_000, ttl: DEDUPE_MS });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const later = (ms: number, work: () => void) => {
    const handle = setTimeout(() => {
      timers.delete(handle);
      work();
    }, ms);
    handle.unref();
    timers.add(handle);
  };

  const claimKey = (engine: Engine, url: string) => `site:push:${engine}:${createHash('sha256').update(url).digest('base64url')}`;

  /** Claims a URL for an engine: true when no instance pushed it within the window (Redis `SET NX`), else false. */
  async function claim(engine: Engine, url: string): Promise<boolean> {
    const key = claimKey(engine, url);
    if (options.redis?.status === 'ready') {
      try {
        return (await options.redis.set(key, String(now()), 'PX', DEDUPE_MS, 'NX')) === 'OK';
      } catch {
        // Redis failed: this instance's own memory decides, as it does without Redis.
      }
    }
    if (pushedHere.has(key)) return false;
    pushedHere.set(key, true);
    return true;
  }

  /** Gives claims back (a batch not pushed): the next change of these pages may push them, here or elsewhere. */
  async function release(engine: Engine, urls: string[]): Promise<void> {
    const keys = urls.map((url) => claimKey(engine, url));
    for (const key of keys) pushedHere.delete(key);
    if (options.redis?.status === 'ready') await options.redis.del(...keys).catch(() => undefined);
  }

  async function post(target: PushTarget, urls: string[]): Promise<PushAnswer> {
    try {
      if (target.engine === 'baidu') {
        const address = `${target.endpoint}?site=${encodeURIComponent(options.site)}&token=${encodeURIComponent(target.token)}`;
        const response = await send(address, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: urls.join('\n'),
          signal: AbortSignal.timeout(15_000),
        });
        return baiduAnswer(response.status, await response.text());
      }
      const host = new URL(options.site).host;
      const response = await send(target.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ host, key: target.key, keyLocation: `${new URL(options.site).origin}/${target.key}.txt`, urlList: urls }),
        signal: AbortSignal.timeout(15_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      return indexNowAnswer(response.status);
    } catch (error) {
      return { kind: 'retry', why: error instanceof Error ? error.message : String(error) };
    }
  }

  /** One batch to one engine, with its retries; what it made of them is logged and counted. */
  async function deliver(target: PushTarget, urls: string[], attempt = 0): Promise<void> {
    const { engine } = target;
    if ((pausedUntil.get(engine) ?? 0) > now()) {
      await release(engine, urls);
      metrics.searchPush(engine, 'quota', urls.length);
      logger.info(
        `[push] ${engine}: ${urls.length} URL(s) not pushed: the daily quota is spent until ${new Date(pausedUntil.get(engine)!).toISOString()}`,
      );
      return;
    }
    const answer = await post(target, urls);
    if (answer.kind === 'pushed') {
      metrics.searchPush(engine, 'pushed', urls.length);
      logger.info(`[push] ${engine}: ${urls.length} URL(s) pushed${answer.remain === undefined ? '' : ` (${answer.remain} left today)`}`);
      if (answer.remain === 0) pausedUntil.set(engine, nextChinaMidnight(now()));
      return;
    }
    if (answer.kind === 'quota') {
      pausedUntil.set(engine, nextChinaMidnight(now()));
      await release(engine, urls);
      metrics.searchPush(engine, 'quota', urls.length);
      logger.warn(
        `[push] ${engine}: over its daily quota; ${urls.length} URL(s) not pushed, and no more until ${new Date(pausedUntil.get(engine)!).toISOString()}`,
      );
      return;
    }
    if (answer.kind === 'retry' && attempt < RETRIES && !closed) {
      const wait = retryDelay(attempt + 1);
      logger.warn(`[push] ${engine}: ${answer.why}; ${urls.length} URL(s) tried again in ${Math.round(wait / 1000)} s`);
      await new Promise<void>((resolve) => later(wait, resolve));
      return deliver(target, urls, attempt + 1);
    }
    await release(engine, urls);
    metrics.searchPush(engine, 'failed', urls.length);
    logger.error(
      `[push] ${engine}: ${answer.why}; ${urls.length} URL(s) not pushed${answer.kind === 'retry' ? ` after ${RETRIES} retries` : ''}`,
    );
  }

  async function flush(): Promise<void> {
    const batch = [...pending.entries()];
    pending.clear();
    // Each address as a crawler would find it: only what may be indexed is pushed.
    const indexable: string[] = [];
    for (const [url, path] of batch) {
      if (await options.indexable(path).catch(() => false)) indexable.push(url);
      else for (const { engine } of options.targets) metrics.searchPush(engine, 'not_indexable', 1);
    }
    await Promise.all(
      options.targets.map(async (target) => {
        const mine: string[] = [];
        for (const url of indexable) {
          if (await claim(target.engine, url)) mine.push(url);
          else metrics.searchPush(target.engine, 'deduplicated', 1);
        }
        for (let start = 0; start < mine.length; start += BATCH_LIMITS[target.engine])
          await deliver(target, mine.slice(start, start + BATCH_LIMITS[target.engine]));
      }),
    );
  }

  return {
    changed(paths) {
      if (closed || options.targets.length === 0) return;
      for (const path of paths) {
        for (const url of pushUrls(options.site, [path])) {
          if (pending.size >= MAX_PENDING) {
            logger.warn(`[push] more than ${MAX_PENDING} addresses waiting: the rest are left to the sitemap`);
            break;
          }
          pending.set(url, new URL(url).pathname);
        }
      }
      if (timer || pending.size === 0) return;
      timer = setTimeout(() => {
        timer = undefined;
        running = running
          .then(flush)
          .catch((error: unknown) => logger.error(`[push] ${error instanceof Error ? error.message : String(error)}`));
      }, gatherMs);
      timer.unref();
    },
    async idle() {
      while (timer || pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      await running;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      for (const handle of timers) clearTimeout(handle);
    },
  };
}
