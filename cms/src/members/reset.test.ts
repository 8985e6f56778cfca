import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

process.env.PAYLOAD_SECRET ??= 'unit-test-secret';
process.env.SITE_URL = 'https://www.xingyuan.example';
const { openResetToken, resetToken, RESET_LINK_MS, RESET_MAILS } = await import('./reset');
const { traceOf } = await import('./session');

describe("a member's password-reset link", () => {
  const member = { id: 7, username: 'investor', hash: 'pbkdf2-sha256-v1:abc' };
  const now = Date.parse('2026-11-23T08:00:00Z');

  it('holds the member and the trace of their password as it is, until it expires', () => {
    const token = resetToken(member, now + RESET_LINK_MS.requested);
    assert.ok(token.length <= 200 && /^[\w-]+$/.test(token), token);
    assert.deepEqual(openResetToken(token, now), { id: 7, trace: traceOf(member.hash) });
    assert.equal(openResetToken(token, now + RESET_LINK_MS.requested), null);
    // A new password is another trace: the link is spent.
    assert.notEqual(openResetToken(token, now)!.trace, traceOf('pbkdf2-sha256-v1:changed'));
    assert.equal(openResetToken(`${token.slice(0, -2)}xx`, now), null);
  });

  it("is mailed to the site's page, in the language asked, or in both from the privacy officer", () => {
    const own = RESET_MAILS.requested.en('investor', 'https://www.xingyuan.example/en/login/reset?token=t');
    assert.equal(own.subject, 'Reset your member password');
    const officer = RESET_MAILS.mailedByOfficer('investor', 'tok_en');
    assert.ok(officer.text.includes('https://www.xingyuan.example/login/reset?token=tok_en'));
    assert.ok(officer.text.includes('https://www.xingyuan.example/en/login/reset?token=tok_en'));
  });
});
