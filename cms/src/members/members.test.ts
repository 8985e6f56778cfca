import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

process.env.PAYLOAD_SECRET ??= 'unit-test-secret';
const { open, seal } = await import('./seal');
const { drawCaptcha, numberInWords, openKey, textCaptcha } = await import('./captcha');
const { checkPassword, hashPassword } = await import('./password');
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
  it('check the password a hash was made from, and no other; no account costs a hash and fails', async () => {
    const stored = await hashPassword('Xingyuan@2026');
    assert.match(stored, /^scrypt\$32768\$8\$1\$/);
    assert.equal(await checkPassword('Xingyuan@2026', stored), true);
    assert.equal(await checkPassword('xingyuan@2026', stored), false);
    assert.equal(await checkPassword('Xingyuan@2026', null), false);
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
