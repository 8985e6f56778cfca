/** @jest-environment node */
import { scrypt } from 'node:crypto';
import { checkPassword, issueToken, userForToken } from './auth';
import { createCaptcha, peekCaptcha, renderCaptchaSvg, verifyCaptcha } from './captcha';
import { memberFileUrl, serveMemberFile } from './member-files';
import { open, seal } from './seal';

jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, scrypt: jest.fn(actual.scrypt) };
});

describe('sealed values', () => {
  it('open what was sealed for the same purpose and secret only', () => {
    const sealed = seal('captcha', 'ABCD', 's'.repeat(32));
    expect(open('captcha', sealed, 's'.repeat(32))).toBe('ABCD');
    expect(open('token', sealed, 's'.repeat(32))).toBeNull();
    expect(open('captcha', sealed, 't'.repeat(32))).toBeNull();
    const middle = Math.floor(sealed.length / 2);
    expect(
      open('captcha', `${sealed.slice(0, middle)}${sealed[middle] === 'A' ? 'B' : 'A'}${sealed.slice(middle + 1)}`, 's'.repeat(32)),
    ).toBeNull();
    expect(open('captcha', 'not sealed', 's'.repeat(32))).toBeNull();
  });
});

/** The captcha module as another process has it: a fresh copy whose process-wide values are its own. */
function inAnotherProcess(): typeof import('./captcha') {
  let other: typeof import('./captcha') | undefined;
  jest.isolateModules(() => {
    jest.doMock('@/lib/core/process-global', () => ({ processGlobal: <T>(_name: string, make: () => T) => make() }));
    other = jest.requireActual<typeof import('./captcha')>('./captcha');
  });
  // The mock outlives the isolated registry otherwise: this process's own copies keep the real one.
  jest.dontMock('@/lib/core/process-global');
  return other!;
}

describe('demo captcha', () => {
  it('draws the code as paths: the image holds no text', () => {
    const svg = renderCaptchaSvg('AB23');
    expect(svg).toMatch(/<path /);
    expect(svg).not.toMatch(/<text|font/);
    expect(svg).not.toMatch(/AB23|>A<|>B</);
  });

  it('needs no store: a flood of new captchas evicts no pending one, and any instance with the secret checks it', () => {
    const before = process.env.SITE_SECRET;
    process.env.SITE_SECRET = 'shared-secret-of-the-instances-0123456789';
    try {
      const mine = createCaptcha('web/login');
      for (let index = 0; index < 10_001; index += 1) createCaptcha('web/login');
      // Checked by another instance (a fresh copy of the modules, with a process secret of its own).
      const other = inAnotherProcess();
      expect(other.verifyCaptcha(mine.key, peekCaptcha(mine.key)!, 'web/login')).toBe(true);
      // Used once, then refused here too.
      expect(verifyCaptcha(mine.key, peekCaptcha(mine.key)!, 'web/login')).toBe(true);
      expect(verifyCaptcha(mine.key, peekCaptcha(mine.key)!, 'web/login')).toBe(false);
    } finally {
      if (before === undefined) delete process.env.SITE_SECRET;
      else process.env.SITE_SECRET = before;
    }
  });

  it("without a shared secret, another instance cannot read this one's captcha", () => {
    const mine = createCaptcha('web/login');
    expect(inAnotherProcess().peekCaptcha(mine.key)).toBeUndefined();
  });

  it("is one for the whole process: the site's bundles, each with its copy of the module, check each other's captchas once", () => {
    // The embedded demo: a captcha drawn through the site's /api route, checked by a form's server action.
    const mine = createCaptcha('web/request_password_reset');
    let bundle: typeof import('./captcha') | undefined;
    jest.isolateModules(() => {
      bundle = jest.requireActual<typeof import('./captcha')>('./captcha');
    });
    expect(bundle!.verifyCaptcha(mine.key, peekCaptcha(mine.key)!, 'web/request_password_reset')).toBe(true);
    expect(verifyCaptcha(mine.key, peekCaptcha(mine.key)!, 'web/request_password_reset')).toBe(false);
  });

  it("opens only the call it was drawn for (issue 42: the alerts page's captcha opened a sign-in)", () => {
    const forAlerts = createCaptcha('web/subscribe_alerts');
    expect(verifyCaptcha(forAlerts.key, peekCaptcha(forAlerts.key)!, 'web/login')).toBe(false);
    const forNothing = createCaptcha();
    expect(verifyCaptcha(forNothing.key, peekCaptcha(forNothing.key)!, 'web/login')).toBe(false);
    const forLogin = createCaptcha('web/login');
    expect(verifyCaptcha(forLogin.key, peekCaptcha(forLogin.key)!, 'web/login')).toBe(true);
  });

  it('expires after five minutes, and a wrong code uses the key up', () => {
    const now = Date.UTC(2026, 10, 23);
    const late = createCaptcha('web/login', now);
    expect(verifyCaptcha(late.key, peekCaptcha(late.key)!, 'web/login', now + 300_001)).toBe(false);
    const wrong = createCaptcha('web/login', now);
    expect(verifyCaptcha(wrong.key, 'ZZZZ', 'web/login', now + 1000)).toBe(false);
    expect(verifyCaptcha(wrong.key, peekCaptcha(wrong.key)!, 'web/login', now + 2000)).toBe(false);
  });
});

describe('demo sign-in', () => {
  it('hashes off the event loop: a timer still fires while two sign-ins are checked', async () => {
    let ticks = 0;
    const interval = setInterval(() => (ticks += 1), 1);
    await Promise.all([
      checkPassword('investor', 'wrong-1'),
      checkPassword('investor', 'wrong-2'),
      checkPassword('investor', 'Xingyuan@2026'),
    ]);
    clearInterval(interval);
    // scryptSync would have held the loop for all three hashes: no timer callback in between.
    expect(ticks).toBeGreaterThan(0);
  });

  it('does the same work for an unknown account as for a known one: one hash of the same size each', async () => {
    await checkPassword('investor', 'warm-up');
    const hashes = jest.mocked(scrypt);
    const workOf = async (username: string) => {
      hashes.mockClear();
      expect(await checkPassword(username, 'Xingyuan@2026-x')).toBeNull();
      return hashes.mock.calls.map((args) => [args[2], typeof args[3] === 'function' ? 'default cost' : args[3]]);
    };
    expect(await workOf('nobody')).toEqual(await workOf('investor'));
    expect(await workOf('nobody')).toEqual([[32, 'default cost']]);
    expect((await checkPassword('investor', 'Xingyuan@2026'))?.username).toBe('investor');
  });

  it('tokens are sealed: read by any instance with the secret, refused when altered or expired', async () => {
    const account = (await checkPassword('investor', 'Xingyuan@2026'))!;
    const now = Date.UTC(2026, 10, 23);
    const { token } = issueToken(account, now);
    expect((await userForToken(token, now + 1000))?.username).toBe('investor');
    expect(await userForToken(token, now + 2 * 3600_000 + 1)).toBeNull();
    expect(await userForToken(`${token}x`, now)).toBeNull();
    expect(await userForToken('0'.repeat(48), now)).toBeNull();
  });
});

describe("members' documents", () => {
  it('answer at their sealed address only, until it expires', async () => {
    const now = Date.UTC(2026, 10, 23);
    const url = memberFileUrl('ir/399.pdf', now);
    const name = url.slice('member-files/'.length);
    expect((await serveMemberFile(name, 'GET', now + 1000)).status).toBe(200);
    expect((await serveMemberFile(name, 'GET', now + 600_001)).status).toBe(404);
    expect((await serveMemberFile('ir/399.pdf', 'GET', now)).status).toBe(404);
  });
});
