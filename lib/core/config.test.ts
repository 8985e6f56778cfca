/** @jest-environment node */
import { ConfigError, parseProcessSettings, parseServerConfig } from './config';

describe('server configuration', () => {
  it('defaults: embedded backend, 5 s timeout, 60 s page cache, no revalidation endpoint', () => {
    expect(parseServerConfig({})).toEqual({
      backendUrl: undefined,
      backendTimeoutMs: 5000,
      siteUrl: undefined,
      staleIfErrorSeconds: 86_400,
      revalidateSeconds: 60,
      revalidateSecret: undefined,
    });
    expect(parseServerConfig({ REVALIDATE_SECONDS: '0', REVALIDATE_SECRET: '' })).toMatchObject({
      revalidateSeconds: 0,
      revalidateSecret: undefined,
    });
    expect(parseServerConfig({ BACKEND_URL: '', BACKEND_TIMEOUT_MS: '' }).backendUrl).toBeUndefined();
  });

  it('accepts an http(s) BACKEND_URL and drops a trailing slash', () => {
    expect(parseServerConfig({ BACKEND_URL: 'http://127.0.0.1:4000/' }).backendUrl).toBe('http://127.0.0.1:4000');
    expect(parseServerConfig({ BACKEND_URL: 'https://cms.example/prefix', BACKEND_TIMEOUT_MS: '2500' })).toMatchObject({
      backendUrl: 'https://cms.example/prefix',
      backendTimeoutMs: 2500,
    });
  });

  it.each([
    [{ BACKEND_URL: 'cms:8080' }, /BACKEND_URL must be an absolute http\(s\) URL/],
    [{ BACKEND_URL: 'ftp://cms' }, /BACKEND_URL must be an absolute http\(s\) URL/],
    [{ BACKEND_URL: 'http://cms/?a=1' }, /must not contain a query string/],
    [{ BACKEND_TIMEOUT_MS: 'soon' }, /BACKEND_TIMEOUT_MS must be a number/],
    [{ BACKEND_TIMEOUT_MS: '10' }, /at least 100/],
    [{ SITE_URL: 'example.com' }, /SITE_URL must be an absolute http\(s\) URL/],
    [{ STALE_IF_ERROR_SECONDS: '-1' }, /STALE_IF_ERROR_SECONDS must be 0 \(off\) or more/],
    [{ REVALIDATE_SECONDS: '1.5' }, /REVALIDATE_SECONDS must be a whole number/],
    [{ REVALIDATE_SECONDS: '90000' }, /at most 86400/],
    [{ SITE_NOW: '2026-11-23 16:00' }, /SITE_NOW must be an ISO 8601 instant with its offset/],
  ])('explains what to fix for %j', (env, message) => {
    expect(() => parseServerConfig(env)).toThrow(ConfigError);
    expect(() => parseServerConfig(env)).toThrow(message);
  });

  it('never echoes the revalidation secret, not even a wrong one', () => {
    expect(() => parseServerConfig({ REVALIDATE_SECRET: 'short-secret' })).toThrow(
      'REVALIDATE_SECRET must be at least 16 characters (got 12 characters)',
    );
    expect(() => parseServerConfig({ REVALIDATE_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
  });
});

const SITE_SECRET = 'a-site-secret-of-32-characters-or-more';

describe('process settings', () => {
  it('metrics: on unless METRICS=off; a bearer secret of 16 characters or more, never echoed when wrong (issue 47)', () => {
    expect(parseProcessSettings({ METRICS: 'off' }).metrics).toBe(false);
    expect(parseProcessSettings({ METRICS_SECRET: 'a-secret-of-16-chars' }).metricsSecret).toBe('a-secret-of-16-chars');
    expect(() => parseProcessSettings({ METRICS: 'yes' })).toThrow(/METRICS must be on or off/);
    let message = '';
    try {
      parseProcessSettings({ METRICS_SECRET: 'short-secret' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/METRICS_SECRET must be at least 16 characters/);
    expect(message).not.toContain('short-secret');
  });

  it('defaults: 2 s of notice and 25 s to finish on SIGTERM, JSON logs at info, no Redis, no proxy, the rate limits as they are', () => {
    expect(parseProcessSettings({})).toEqual({
      shutdownDelaySeconds: 2,
      shutdownTimeoutSeconds: 25,
      logFormat: 'json',
      logLevel: 'info',
      redisUrl: undefined,
      siteSecret: undefined,
      trustProxyHops: 0,
      rateLimitMultiplier: 1,
      metrics: true,
      metricsSecret: undefined,
    });
    expect(
      parseProcessSettings({
        REDIS_URL: 'redis://:pw@127.0.0.1:6390/2',
        SITE_SECRET: SITE_SECRET,
        LOG_FORMAT: 'pretty',
        SHUTDOWN_DELAY_SECONDS: '0',
        TRUST_PROXY_HOPS: '1',
      }),
    ).toMatchObject({
      redisUrl: 'redis://:pw@127.0.0.1:6390/2',
      logFormat: 'pretty',
      shutdownDelaySeconds: 0,
      trustProxyHops: 1,
    });
  });

  it.each([
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, /REDIS_URL must be a redis:\/\//],
    [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT must be json or pretty/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '0' }, /SHUTDOWN_TIMEOUT_SECONDS must be at least 1/],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, /SITE_SECRET must be set with REDIS_URL/],
    [{ SITE_SECRET: 'short' }, /SITE_SECRET must be at least 32 characters/],
    [{ TRUST_PROXY_HOPS: '-1' }, /TRUST_PROXY_HOPS must be 0/],
    [{ RATE_LIMIT_MULTIPLIER: '0' }, /RATE_LIMIT_MULTIPLIER must be at least 1/],
  ])('refuses %j', (env, message) => {
    expect(() => parseProcessSettings(env)).toThrow(message);
  });

  it('never echoes the site secret', () => {
    expect(() => parseProcessSettings({ SITE_SECRET: 'hunter2-too-short' })).toThrow(ConfigError);
    expect(() => parseProcessSettings({ SITE_SECRET: 'hunter2-too-short' })).not.toThrow(/hunter2/);
  });

  it('never echoes a Redis URL, which may carry a password', () => {
    expect(() => parseProcessSettings({ REDIS_URL: 'memcache://:hunter2@cache' })).toThrow(ConfigError);
    try {
      parseProcessSettings({ REDIS_URL: 'memcache://:hunter2@cache' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
  });
});
