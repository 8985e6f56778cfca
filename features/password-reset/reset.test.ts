import { newPasswordProblem } from './reset';

describe('newPasswordProblem', () => {
  it('asks for a password of 10 to 128 characters, typed the same twice', () => {
    expect(newPasswordProblem('', '')).toBe('required');
    expect(newPasswordProblem('nine-char', 'nine-char')).toBe('tooShort');
    expect(newPasswordProblem('x'.repeat(129), 'x'.repeat(129))).toBe('tooLong');
    expect(newPasswordProblem('ten-chars!', 'ten-chars?')).toBe('mismatch');
    expect(newPasswordProblem('ten-chars!', 'ten-chars!')).toBeNull();
    expect(newPasswordProblem('x'.repeat(128), 'x'.repeat(128))).toBeNull();
  });
});
