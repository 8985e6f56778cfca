import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backoffMs, mailRate, MAX_ATTEMPTS, perTick } from './send';

describe('sending the outgoing mails', () => {
  it('waits 1, 2, 4 … minutes between attempts, at most an hour, eight attempts in all', () => {
    assert.deepEqual(
      Array.from({ length: MAX_ATTEMPTS }, (_, i) => backoffMs(i + 1) / 60_000),
      [1, 2, 4, 8, 16, 32, 60, 60],
    );
  });
  it('sends at the configured rate, spread over five-second ticks', () => {
    assert.equal(mailRate({}), 120);
    assert.equal(mailRate({ CMS_MAIL_RATE_PER_MINUTE: '600' }), 600);
    assert.equal(mailRate({ CMS_MAIL_RATE_PER_MINUTE: 'fast' }), 120);
    assert.equal(perTick(120), 10);
    assert.equal(perTick(6), 1);
  });
});
