/** @jest-environment node */
import { ConfigError, parseServerConfig } from './config';

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
    expect(parseServerConfig({ REVALIDATE_SECONDS: '0', REVALIDATE_SECRET: '' })).toMatchObject({ revalidateSeconds: 0, revalidateSecret: undefined });
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
  ])('explains what to fix for %j', (env, message) => {
    expect(() => parseServerConfig(env)).toThrow(ConfigError);
    expect(() => parseServerConfig(env)).toThrow(message);
  });

  it('never echoes the revalidation secret, not even a wrong one', () => {
    expect(() => parseServerConfig({ REVALIDATE_SECRET: 'short-secret' })).toThrow('REVALIDATE_SECRET must be at least 16 characters (got 12 characters)');
    expect(() => parseServerConfig({ REVALIDATE_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
  });
});
