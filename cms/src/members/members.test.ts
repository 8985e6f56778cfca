import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

process.env.PAYLOAD_SECRET ??= 'unit-test-secret';
const { open, seal } = await import('./seal');
const { drawCaptcha, numberInWords, openKey, textCaptcha } = await import('./captcha');
const { PAYLOAD_HASH } = await import('./password');
const { authOperationAllowed, MEMBER_AUTH } = await import('./auth-gate');
const { signIn } = await import('./session');
const { AuthenticationError } = await import('payload');
const { fileOfAddress, memberFileUrl } = await import('./files');

describe('sealed values', () => {
  it('open what was sealed for the same purpose only, and nothing altered', () => {
    const sealed = seal('a', 'hello');
    assert.equal(open('a', sealed), 'hello');
    assert.equal(open('b', sealed), null);
    const altered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    assert.equal(open('a', altered), null);
    assert.equal(open('a', 'short'), null);
  });
});

describe('captchas (web/generate_verify)', () => {
  it('seal the code, the call and the expiry into a key of at most 128 characters, drawn without <text>', () => {
    const now = Date.parse('2026-11-23T08:00:00Z');
    const { key, image } = drawCaptcha('web/submit_investor_question', now);
    assert.ok(key.length <= 128, `${key.length}`);
    const held = openKey(key)!;
    assert.equal(held.forCall, 'web/submit_investor_question');
    assert.equal(held.expires, now + 300_000);
    assert.match(held.code, /^[A-Z2-9]{4}$/);
    assert.doesNotMatch(Buffer.from(image.split(',')[1]!, 'base64').toString(), /<text/);
  });

  it('ask a sum or a difference in words whose answer, 2 to 98, is the code', () => {
    for (let i = 0; i < 200; i++) {
      const { key, question } = textCaptcha('en', 'web/login');
      const answer = Number(openKey(key)!.code);
      assert.ok(answer >= 2 && answer <= 98, question);
      assert.match(question, /^What is [a-z-]+ (plus|minus) [a-z-]+\? Answer in digits\.$/);
    }
    assert.match(
      textCaptcha('zh', 'web/login').question,
      /^[零一二三四五六七八九十]+[加减][零一二三四五六七八九十]+等于几？请填写阿拉伯数字。$/,
    );
  });

  it('write numbers below 100 in words', () => {
    assert.deepEqual(
      [0, 7, 10, 13, 20, 47, 99].map((n) => numberInWords(n, 'zh')),
      ['零', '七', '十', '十三', '二十', '四十七', '九十九'],
    );
    assert.deepEqual(
      [0, 13, 20, 47].map((n) => numberInWords(n, 'en')),
      ['zero', 'thirteen', 'twenty', 'forty-seven'],
    );
  });
});

describe("members' passwords", () => {
  it("cost an unknown account what Payload's check of a current hash costs", async () => {
    // Payload's own parameters, read from its code (not exported): a Payload that hashes harder fails this.
    const payloadHashing = (await import(
      new URL('../../node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js', import.meta.url).href
    )) as { getPasswordHashParameters: (hash: string) => { iterations: number; keyLength: number } };
    const current = payloadHashing.getPasswordHashParameters('pbkdf2-sha256-v1:00');
    assert.deepEqual(
      { iterations: current.iterations, keyLength: current.keyLength },
      {
        iterations: PAYLOAD_HASH.iterations,
        keyLength: PAYLOAD_HASH.keyLength,
      },
    );
  });
});

describe('signing in', () => {
  type Member = { id: number; username: string; status: string; hash: string };
  /** A CMS holding `members`, whose Payload accepts `password` for every one of them. */
  const cms = (members: Member[], password: string) => {
    const calls: { login: unknown[]; spent: string[] } = { login: [], spent: [] };
    const payload = {
      find: async ({ where }: { where: { username?: { equals: string }; id?: { equals: number } } }) => ({
        docs: members.filter((m) => m.username === where.username?.equals || m.id === where.id?.equals),
      }),
      login: async (args: { data: { password: string } }) => {
        calls.login.push(args);
        if (args.data.password !== password) throw new AuthenticationError();
        return { token: 'payload-jwt' };
      },
    };
    return { payload: payload as unknown as Parameters<typeof signIn>[0], calls };
  };
  const jane = { id: 7, username: 'jane', status: 'active', hash: 'pbkdf2-sha256-v1:ab' };

  it("has Payload check a known account's password, through the members' gate", async () => {
    const { payload, calls } = cms([jane], 'Right-password-1');
    const spent: string[] = [];
    assert.equal((await signIn(payload, ' Jane ', 'Right-password-1', async (p) => void spent.push(p)))?.id, 7);
    assert.equal(await signIn(payload, 'jane', 'wrong-password-1', async (p) => void spent.push(p)), null);
    assert.deepEqual(
      calls.login.map((args) => (args as { context: Record<string, unknown> }).context),
      [{ [MEMBER_AUTH]: true }, { [MEMBER_AUTH]: true }],
    );
    assert.deepEqual(spent, []);
  });

  it('fails, rather than refusing the password, when Payload fails otherwise (the database)', async () => {
    const { payload } = cms([jane], 'Right-password-1');
    (payload as unknown as { login: () => Promise<never> }).login = async () => {
      throw new Error('SQLITE_BUSY: database is locked');
    };
    await assert.rejects(signIn(payload, 'jane', 'Right-password-1'), /SQLITE_BUSY/);
  });

  it('spends the same hashing on an unknown account, and refuses a suspended member with the right password', async () => {
    const { payload, calls } = cms([{ ...jane, status: 'suspended' }], 'Right-password-1');
    const spent: string[] = [];
    assert.equal(await signIn(payload, 'nobody', 'Some-password-1', async (p) => void spent.push(p)), null);
    assert.deepEqual(spent, ['Some-password-1']);
    assert.equal(calls.login.length, 0);
    assert.equal(await signIn(payload, 'jane', 'Right-password-1', async (p) => void spent.push(p)), null);
  });
});

describe("members' auth routes", () => {
  it("sign in, refresh, unlock and reset only through the CMS's own code; over the API, only a privacy officer creates", () => {
    for (const operation of ['login', 'refresh', 'unlock', 'forgotPassword', 'resetPassword']) {
      assert.equal(authOperationAllowed(operation, { payloadAPI: 'REST' }), false, operation);
      assert.equal(authOperationAllowed(operation, { payloadAPI: 'REST', user: { roles: ['admin'] } }), false, operation);
      assert.equal(authOperationAllowed(operation, { payloadAPI: 'local', context: { [MEMBER_AUTH]: true } }), true, operation);
    }
    // Payload's first-register route creates the first account of an empty collection with access control off.
    assert.equal(authOperationAllowed('create', { payloadAPI: 'REST' }), false);
    assert.equal(authOperationAllowed('create', { payloadAPI: 'REST', user: { roles: ['sales'] } }), false);
    assert.equal(authOperationAllowed('create', { payloadAPI: 'REST', user: { roles: ['privacy'] } }), true);
    assert.equal(authOperationAllowed('create', { payloadAPI: 'local' }), true);
    assert.equal(authOperationAllowed('read', { payloadAPI: 'REST' }), true);
  });
});

describe("members' files", () => {
  it('are addressed for ten minutes, and only when members-only', () => {
    const now = Date.parse('2026-11-23T08:00:00Z');
    const url = memberFileUrl({ id: 7, filename: '399.PDF', members_only: true }, now);
    assert.match(url, /^member-files\/[A-Za-z0-9_-]+\.pdf$/);
    const name = url.slice('member-files/'.length);
    assert.equal(fileOfAddress(name, 'member', now + 599_000), 7);
    assert.equal(fileOfAddress(name, 'member', now + 600_000), null);
    assert.equal(fileOfAddress('forged.pdf', 'member', now), null);
    assert.equal(memberFileUrl({ id: 7, filename: 'a.pdf', members_only: false }, now), '');
  });
});
