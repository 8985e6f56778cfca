/** @jest-environment node */
import { clientAddress, createRateLimiter, readCallFields, tooManyAttempts } from './rate-limit';
import { RATE_LIMITS } from '@/features';
import { backoffSeconds } from './sign-in-backoff';

describe('the client address', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', 0)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', undefined, 0)).toBe('203.0.113.9');
  });

  it('behind trusted proxies, is what the outermost one saw; entries a visitor wrote are never read', () => {
    // nginx appended the address it saw (203.0.113.9) after whatever the visitor sent.
    expect(clientAddress('10.0.0.2', 'forged-1, forged-2, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', ['forged', '203.0.113.9, 10.0.0.1'], 2)).toBe('203.0.113.9');
    // Fewer entries than hops: the first one there is.
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
  });
});

describe('a call body, for the limiter', () => {
  it('names the account (trimmed, any case) and the language', () => {
    expect(readCallFields({ username: ' Investor ', lang: 'en' })).toEqual({ account: 'investor', lang: 'en' });
    expect(readCallFields({ username: '' })).toEqual({ account: null, lang: 'zh' });
    expect(readCallFields({ username: 7, lang: 'fr' })).toEqual({ account: null, lang: 'zh' });
  });

  it('answers over the limit in the call language', () => {
    expect(tooManyAttempts('zh', 42)).toEqual({ code: 0, msg: '尝试次数过多，请 42 秒后再试。', data: null });
    expect(tooManyAttempts('en', 42).msg).toBe('Too many attempts. Please try again in 42 seconds.');
  });
});

describe('the limiter (in memory)', () => {
  it('refuses the eleventh sign-in a minute from one address, with the time to wait', async () => {
    const limiter = createRateLimiter({ rules: RATE_LIMITS });
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(await limiter.consume('web/login', '203.0.113.9', `user-${attempt}`)).toEqual({ allowed: true });
    const refused = await limiter.consume('web/login', '203.0.113.9', 'someone-else');
    expect(refused).toMatchObject({ allowed: false, rule: { by: 'address' } });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not held up.
    expect(await limiter.consume('web/login', '203.0.113.10', 'investor')).toEqual({ allowed: true });
  });

  it('counts a mail-sending call per recipient over every address: one mailbox is not flooded from many', async () => {
    const limiter = createRateLimiter({ rules: RATE_LIMITS });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await limiter.consume('web/subscribe_alerts', `198.51.100.${attempt}`, 'victim@example.com')).allowed).toBe(true);
    expect(await limiter.consume('web/subscribe_alerts', '198.51.100.200', 'victim@example.com')).toMatchObject({
      allowed: false,
      rule: { by: 'recipient' },
    });
    expect((await limiter.consume('web/subscribe_alerts', '198.51.100.200', 'someone@example.com')).allowed).toBe(true);
  });

  it('limits captchas and messages per address, and the multiplier scales every rule', async () => {
    const limiter = createRateLimiter({ rules: RATE_LIMITS });
    for (let call = 0; call < 5; call += 1) expect((await limiter.consume('web/submit_message', '203.0.113.9', null)).allowed).toBe(true);
    expect((await limiter.consume('web/submit_message', '203.0.113.9', null)).allowed).toBe(false);
    const relaxed = createRateLimiter({ rules: RATE_LIMITS, multiplier: 2 });
    for (let call = 0; call < 60; call += 1) expect((await relaxed.consume('web/generate_verify', '203.0.113.9', null)).allowed).toBe(true);
    expect((await relaxed.consume('web/generate_verify', '203.0.113.9', null)).allowed).toBe(false);
  });
});

describe('signing in: an account backs off after failed passwords, it is never locked for long (issue 42, finding 10)', () => {
  it('the first five failures cost nothing, then each doubles the wait, up to half a minute', () => {
    expect([1, 5, 6, 7, 8, 9, 10, 11, 50].map((failures) => backoffSeconds(failures))).toEqual([0, 0, 2, 4, 8, 16, 30, 30, 30]);
  });

  it('eleven failures from eleven addresses hold the owner half a minute at most; a success clears the count', async () => {
    const limiter = createRateLimiter({ rules: RATE_LIMITS });
    expect(await limiter.signIn.waitFor('investor')).toBe(0);
    for (let attempt = 0; attempt < 5; attempt += 1) await limiter.signIn.failed('investor');
    expect(await limiter.signIn.waitFor('investor')).toBe(0);
    for (let attempt = 5; attempt < 11; attempt += 1) await limiter.signIn.failed('investor');
    const wait = await limiter.signIn.waitFor('investor');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    // Another account is not held.
    expect(await limiter.signIn.waitFor('other')).toBe(0);
    await limiter.signIn.succeeded('investor');
    expect(await limiter.signIn.waitFor('investor')).toBe(0);
  });
});
