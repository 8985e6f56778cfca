import { limitKey, mailboxKey } from './form-limit';

describe('what the limits count', () => {
  it('an account name: trimmed, in any case', () => {
    expect(limitKey(' Investor ')).toBe('investor');
    expect(limitKey('')).toBeNull();
    expect(limitKey(7)).toBeNull();
  });

  it('a mailbox: every spelling that reaches the same inbox is one (issue 42)', () => {
    for (const spelling of ['Victim@Example.com', 'victim+1@example.com', ' VICTIM+news@EXAMPLE.COM '])
      expect(mailboxKey(spelling)).toBe('victim@example.com');
    for (const spelling of ['v.i.c.t.i.m@gmail.com', 'Victim+x@googlemail.com']) expect(mailboxKey(spelling)).toBe('victim@gmail.com');
    // Dots are the name's own elsewhere.
    expect(mailboxKey('li.ming@customer.example')).toBe('li.ming@customer.example');
    expect(mailboxKey('+@example.com')).toBe('+@example.com');
    expect(mailboxKey(undefined)).toBeNull();
  });
});
