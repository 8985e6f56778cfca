import { z } from 'zod';
import { parseSiteNow, SITE_NOW_FORMAT } from './clock';

/**
 * Server configuration from the environment, read at run time (never inlined at build time), so one
 * build serves any backend. Invalid values stop the server at start with a message that says what to fix
 * (see instrumentation.ts).
 */
const optionalUrl = (name: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .url({ protocol: /^https?$/, error: `${name} must be an absolute http(s) URL, e.g. http://127.0.0.1:4000` })
        .refine((value) => !/[?#]/.test(value), `${name} must not contain a query string or fragment`)
        .transform((value) => value.replace(/\/+$/, ''))
        .optional(),
    )
    .optional();

const EnvSchema = z.object({
  BACKEND_URL: optionalUrl('BACKEND_URL'),
  BACKEND_TIMEOUT_MS: z.coerce
    .number({ error: 'BACKEND_TIMEOUT_MS must be a number of milliseconds' })
    .int('BACKEND_TIMEOUT_MS must be a whole number of milliseconds')
    .min(100, 'BACKEND_TIMEOUT_MS must be at least 100')
    .max(60_000, 'BACKEND_TIMEOUT_MS must be at most 60000')
    .default(5000),
  SITE_URL: optionalUrl('SITE_URL'),
  STALE_IF_ERROR_SECONDS: z.coerce
    .number({ error: 'STALE_IF_ERROR_SECONDS must be a number of seconds' })
    .int('STALE_IF_ERROR_SECONDS must be a whole number of seconds')
    .min(0, 'STALE_IF_ERROR_SECONDS must be 0 (off) or more')
    .default(86_400),
  REVALIDATE_SECONDS: z.coerce
    .number({ error: 'REVALIDATE_SECONDS must be a number of seconds' })
    .int('REVALIDATE_SECONDS must be a whole number of seconds')
    .min(0, 'REVALIDATE_SECONDS must be 0 (no page cache) or more')
    .max(86_400, 'REVALIDATE_SECONDS must be at most 86400')
    .default(60),
  REVALIDATE_SECRET: z
    .string()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(16, 'REVALIDATE_SECRET must be at least 16 characters').optional())
    .optional(),
  SITE_NOW: z
    .string()
    .trim()
    .refine((value) => value === '' || parseSiteNow(value) !== null, SITE_NOW_FORMAT)
    .optional(),
});

export type ServerConfig = {
  /** Origin (and optional path prefix) of the backend; its API lives under `${backendUrl}/api/`. Undefined: embedded demo backend. */
  backendUrl: string | undefined;
  backendTimeoutMs: number;
  /** Absolute origin of the public site, for canonical URLs and the sitemap. */
  siteUrl: string | undefined;
  /** How old a kept backend answer may be and still be served while the backend fails; 0: never. */
  staleIfErrorSeconds: number;
  /** How long a rendered page is served from the page cache before it is rendered again; 0: no page cache. */
  revalidateSeconds: number;
  /** Bearer secret of the on-demand revalidation endpoint; unset: the endpoint is off. */
  revalidateSecret: string | undefined;
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The error of an invalid environment: one line per problem, each with what was given as `got` shows it. */
function invalidConfiguration(issues: z.ZodError['issues'], got: (name: string) => string): ConfigError {
  return new ConfigError(
    `Invalid configuration:\n${issues.map((issue) => `  - ${issue.message}${got(String(issue.path[0]))}`).join('\n')}`,
  );
}

export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const result = EnvSchema.safeParse({
    BACKEND_URL: env.BACKEND_URL,
    BACKEND_TIMEOUT_MS: env.BACKEND_TIMEOUT_MS === '' ? undefined : env.BACKEND_TIMEOUT_MS,
    SITE_URL: env.SITE_URL,
    STALE_IF_ERROR_SECONDS: env.STALE_IF_ERROR_SECONDS === '' ? undefined : env.STALE_IF_ERROR_SECONDS,
    REVALIDATE_SECONDS: env.REVALIDATE_SECONDS === '' ? undefined : env.REVALIDATE_SECONDS,
    REVALIDATE_SECRET: env.REVALIDATE_SECRET,
    SITE_NOW: env.SITE_NOW,
  });
  if (!result.success) {
    // A secret is never echoed, not even a wrong one.
    throw invalidConfiguration(
      result.error.issues,
      (name) => ` (got ${name === 'REVALIDATE_SECRET' ? `${(env[name] ?? '').length} characters` : JSON.stringify(env[name])})`,
    );
  }
  return {
    backendUrl: result.data.BACKEND_URL,
    backendTimeoutMs: result.data.BACKEND_TIMEOUT_MS,
    siteUrl: result.data.SITE_URL,
    staleIfErrorSeconds: result.data.STALE_IF_ERROR_SECONDS,
    revalidateSeconds: result.data.REVALIDATE_SECONDS,
    revalidateSecret: result.data.REVALIDATE_SECRET,
  };
}

let cached: { key: string; config: ServerConfig } | undefined;

/** The configuration of this process, re-read when the environment changes. */
export function getServerConfig(): ServerConfig {
  const key = [
    process.env.BACKEND_URL,
    process.env.BACKEND_TIMEOUT_MS,
    process.env.SITE_URL,
    process.env.STALE_IF_ERROR_SECONDS,
    process.env.REVALIDATE_SECONDS,
    process.env.REVALIDATE_SECRET,
    process.env.SITE_NOW,
  ].join('\u0000');
  if (cached?.key !== key) cached = { key, config: parseServerConfig(process.env) };
  return cached.config;
}

const seconds = (name: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number of seconds` })
    .int(`${name} must be a whole number of seconds`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`)
    .default(fallback);

/** Baidu's link-push API and IndexNow's shared address, as the services document them. */
export const DEFAULT_PUSH_ENDPOINTS = { baidu: 'http://data.zz.baidu.com/urls', indexnow: 'https://api.indexnow.org/indexnow' } as const;

const ProcessEnvSchema = z
  .object({
    SHUTDOWN_DELAY_SECONDS: seconds('SHUTDOWN_DELAY_SECONDS', 0, 60, 2),
    SHUTDOWN_TIMEOUT_SECONDS: seconds('SHUTDOWN_TIMEOUT_SECONDS', 1, 600, 25),
    LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'LOG_FORMAT must be json or pretty' }).default('json'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug'], { error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug' })
      .default('info'),
    REDIS_URL: z
      .string()
      .trim()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(
        z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379' }).optional(),
      )
      .optional(),
    SITE_SECRET: z.string().min(32, 'SITE_SECRET must be at least 32 characters').optional(),
    TRUST_PROXY_HOPS: z.coerce
      .number({ error: 'TRUST_PROXY_HOPS must be a number of proxies' })
      .int('TRUST_PROXY_HOPS must be a whole number of proxies')
      .min(0, 'TRUST_PROXY_HOPS must be 0 (no proxy) or more')
      .max(10, 'TRUST_PROXY_HOPS must be at most 10')
      .default(0),
    RATE_LIMIT_MULTIPLIER: z.coerce
      .number({ error: 'RATE_LIMIT_MULTIPLIER must be a number' })
      .int('RATE_LIMIT_MULTIPLIER must be a whole number')
      .min(1, 'RATE_LIMIT_MULTIPLIER must be at least 1')
      .max(1000, 'RATE_LIMIT_MULTIPLIER must be at most 1000')
      .default(1),
    METRICS: z.enum(['on', 'off'], { error: 'METRICS must be on or off' }).default('on'),
    METRICS_SECRET: z.string().min(16, 'METRICS_SECRET must be at least 16 characters').optional(),
    BAIDU_PUSH_TOKEN: z
      .string()
      .regex(/^[\w.~-]{1,200}$/, 'BAIDU_PUSH_TOKEN must be the token Baidu gave the site (letters and digits)')
      .optional(),
    BAIDU_PUSH_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'BAIDU_PUSH_ENDPOINT must be an http(s) URL' })
      .default(DEFAULT_PUSH_ENDPOINTS.baidu),
    INDEXNOW_KEY: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,128}$/, 'INDEXNOW_KEY must be 8 to 128 letters, digits or dashes (the IndexNow key)')
      .optional(),
    INDEXNOW_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'INDEXNOW_ENDPOINT must be an http(s) URL' })
      .default(DEFAULT_PUSH_ENDPOINTS.indexnow),
  })
  .refine((env) => !env.REDIS_URL || env.SITE_SECRET, {
    message: 'SITE_SECRET must be set with REDIS_URL: the instances sign what they share with it',
    path: ['SITE_SECRET'],
  });

/** How the process runs: read once at start (entry/start.ts), unlike the per-request configuration above. */
export type ProcessSettings = {
  /** On SIGTERM, how long the server keeps answering (with `ready` at 503) before it stops listening. */
  shutdownDelaySeconds: number;
  /** On SIGTERM, how long requests in flight may take to finish before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  logFormat: 'json' | 'pretty';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  /** Redis shared by the instances (pages, backend answers, revalidations, rate limits); unset: each process alone. */
  redisUrl: string | undefined;
  /** Signs what the instances share in Redis (and the demo backend's captchas and tokens); required with Redis. */
  siteSecret: string | undefined;
  /** Proxies in front that append the address they saw to X-Forwarded-For: the client address is what the outermost saw. */
  trustProxyHops: number;
  /** Scales every rate limit (lib/server/rate-limit.ts). */
  rateLimitMultiplier: number;
  /** Whether the server counts what it does and answers `/_site/metrics` (METRICS, on by default: lib/server/metrics.ts). */
  metrics: boolean;
  /** The bearer secret of `/_site/metrics`; unset: only this machine's requests no proxy passed on. */
  metricsSecret: string | undefined;
  /** Baidu's link-push API (BAIDU_PUSH_TOKEN, BAIDU_PUSH_ENDPOINT): lib/server/search-push.ts; unset: no push. */
  baiduPush: { token: string; endpoint: string } | undefined;
  /** IndexNow (INDEXNOW_KEY, INDEXNOW_ENDPOINT), the key file at `/<key>.txt`; unset: no push. */
  indexNow: { key: string; endpoint: string } | undefined;
};

export function parseProcessSettings(env: Record<string, string | undefined>): ProcessSettings {
  const blank = (value: string | undefined) => (value === '' ? undefined : value);
  const result = ProcessEnvSchema.safeParse({
    SHUTDOWN_DELAY_SECONDS: blank(env.SHUTDOWN_DELAY_SECONDS),
    SHUTDOWN_TIMEOUT_SECONDS: blank(env.SHUTDOWN_TIMEOUT_SECONDS),
    LOG_FORMAT: blank(env.LOG_FORMAT),
    LOG_LEVEL: blank(env.LOG_LEVEL),
    REDIS_URL: env.REDIS_URL,
    SITE_SECRET: blank(env.SITE_SECRET),
    TRUST_PROXY_HOPS: blank(env.TRUST_PROXY_HOPS),
    RATE_LIMIT_MULTIPLIER: blank(env.RATE_LIMIT_MULTIPLIER),
    METRICS: blank(env.METRICS),
    METRICS_SECRET: blank(env.METRICS_SECRET),
    BAIDU_PUSH_TOKEN: blank(env.BAIDU_PUSH_TOKEN),
    BAIDU_PUSH_ENDPOINT: blank(env.BAIDU_PUSH_ENDPOINT),
    INDEXNOW_KEY: blank(env.INDEXNOW_KEY),
    INDEXNOW_ENDPOINT: blank(env.INDEXNOW_ENDPOINT),
  });
  if (!result.success) {
    // A Redis URL may carry a password, and a secret is a secret: never echoed.
    throw invalidConfiguration(result.error.issues, (name) =>
      ['REDIS_URL', 'SITE_SECRET', 'METRICS_SECRET', 'BAIDU_PUSH_TOKEN'].includes(name) ? '' : ` (got ${JSON.stringify(env[name])})`,
    );
  }
  return {
    shutdownDelaySeconds: result.data.SHUTDOWN_DELAY_SECONDS,
    shutdownTimeoutSeconds: result.data.SHUTDOWN_TIMEOUT_SECONDS,
    logFormat: result.data.LOG_FORMAT,
    logLevel: result.data.LOG_LEVEL,
    redisUrl: result.data.REDIS_URL,
    siteSecret: result.data.SITE_SECRET,
    trustProxyHops: result.data.TRUST_PROXY_HOPS,
    rateLimitMultiplier: result.data.RATE_LIMIT_MULTIPLIER,
    metrics: result.data.METRICS === 'on',
    metricsSecret: result.data.METRICS_SECRET,
    baiduPush: result.data.BAIDU_PUSH_TOKEN
      ? { token: result.data.BAIDU_PUSH_TOKEN, endpoint: result.data.BAIDU_PUSH_ENDPOINT }
      : undefined,
    indexNow: result.data.INDEXNOW_KEY ? { key: result.data.INDEXNOW_KEY, endpoint: result.data.INDEXNOW_ENDPOINT } : undefined,
  };
}
