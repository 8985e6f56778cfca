/** @jest-environment node */
import { EMBED_HOSTS } from './embeds';
import { apiContentSecurityPolicy, contentSecurityPolicy, createNonce, isHttps } from './security-headers';

describe('security headers', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows scripts only with the nonce, in production never eval or inline', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', dev: false, https: false });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(directive(contentSecurityPolicy({ nonce: 'abc', dev: true, https: false }), 'script-src')).toContain("'unsafe-eval'");
  });

  it('lists script hashes instead of a nonce for a page served from the cache, without strict-dynamic', () => {
    const policy = contentSecurityPolicy({ hashes: ["'sha256-a'", "'sha256-b'"], dev: false, https: false });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
  });

  it('frames only the allowed video players, and upgrades requests over https', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', dev: false, https: true });
    expect(directive(policy, 'frame-src')).toBe(`frame-src ${EMBED_HOSTS.map((host) => `https://${host}`).join(' ')}`);
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('knows https from the URL or the first X-Forwarded-Proto hop', () => {
    expect(isHttps('https:', null)).toBe(true);
    expect(isHttps('http:', 'https, http')).toBe(true);
    expect(isHttps('http:', 'http')).toBe(false);
    expect(isHttps('http:', null)).toBe(false);
  });

  it('sandboxes markup under /api/ and sends no form from it, but leaves PDFs and images viewable', () => {
    for (const type of ['text/html; charset=utf-8', 'application/xhtml+xml', 'image/svg+xml', 'application/xml', 'TEXT/HTML']) {
      expect(apiContentSecurityPolicy(type)).toMatch(/; sandbox$/);
    }
    for (const type of ['application/pdf', 'image/png', 'application/json', null]) {
      expect(apiContentSecurityPolicy(type)).not.toContain('sandbox');
      expect(apiContentSecurityPolicy(type)).toContain("form-action 'none'");
      expect(apiContentSecurityPolicy(type)).toContain("default-src 'none'");
    }
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
