import { mailLinkToken } from './mail-link';

describe('mailLinkToken', () => {
  it('reads a token of a mail link, and nothing else', () => {
    expect(mailLinkToken('AbC_12-xyz.~9')).toBe('AbC_12-xyz.~9');
    expect(mailLinkToken(['first-token-1', 'second'])).toBe('first-token-1');
    for (const bad of [undefined, '', 'short', 'with space inside', '<script>alert(1)</script>', 'x'.repeat(201)])
      expect(mailLinkToken(bad)).toBeNull();
  });
});
