/** @jest-environment node */
import { clientAddress, createRateLimiter, limitedCallOf, readCallBody, tooManyAttempts } from './rate-limit';

describe('which calls are limited', () => {
  it.each([
    ['/api/web/login', 'web/login'],
    ['/api/web/generate_verify', 'web/generate_verify'],
    ['/api/web/submit_message', 'web/submit_message'],
    ['/api/web/%6Cogin', 'web/login'],
    ['/api/WEB/Login', 'web/login'],
    ['/api/web/get_info', null],
    ['/web/login', null],
    ['/api/web/%E0%A4%A', null],
  ])('%s → %s', (path, call) => {
    expect(limitedCallOf(path)).toBe(call);
  });
});

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
    expect(readCallBody('{"username":" Investor ","lang":"en"}')).toEqual({ account: 'investor', lang: 'en' });
    expect(readCallBody('{"username":""}')).toEqual({ account: null, lang: 'zh' });
    expect(readCallBody('not json')).toEqual({ account: null, lang: 'zh' });
    expect(readCallBody('[1]')).toEqual({ account: null, lang: 'zh' });
  });

  it('answers over the limit in the call language', () => {
    expect(tooManyAttempts('zh', 42)).toEqual({ code: 0, msg: '尝试次数过多，请 42 秒后再试。', data: null });
    expect(tooManyAttempts('en', 42).msg).toBe('Too many attempts. Please try again in 42 seconds.');
  });
});

describe('the limiter (in memory)', () => {
  it('refuses the eleventh sign-in a minute from one address, with the time to wait', async () => {
    const limiter = createRateLimiter();
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect(await limiter.consume('web/login', '203.0.113.9', `user-${attempt}`)).toEqual({ allowed: true });
    const refused = await limiter.consume('web/login', '203.0.113.9', 'someone-else');
    expect(refused).toMatchObject({ allowed: false, rule: { by: 'address' } });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another address is not held up.
    expect(await limiter.consume('web/login', '203.0.113.10', 'investor')).toEqual({ allowed: true });
  });

  it('counts an account over every address: guessing from many addresses is held too', async () => {
    const limiter = createRateLimiter();
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await limiter.consume('web/login', `198.51.100.${attempt}`, 'investor')).allowed).toBe(true);
    expect(await limiter.consume('web/login', '198.51.100.200', 'investor')).toMatchObject({ allowed: false, rule: { by: 'account' } });
  });

  it('limits captchas and messages per address, and the multiplier scales every rule', async () => {
    const limiter = createRateLimiter();
    for (let call = 0; call < 5; call += 1) expect((await limiter.consume('web/submit_message', '203.0.113.9', null)).allowed).toBe(true);
    expect((await limiter.consume('web/submit_message', '203.0.113.9', null)).allowed).toBe(false);
    const relaxed = createRateLimiter({ multiplier: 2 });
    for (let call = 0; call < 60; call += 1) expect((await relaxed.consume('web/generate_verify', '203.0.113.9', null)).allowed).toBe(true);
    expect((await relaxed.consume('web/generate_verify', '203.0.113.9', null)).allowed).toBe(false);
  });
});
