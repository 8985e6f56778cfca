import { formAlert } from './alert';

const labels = {
  problems: { captcha: 'captcha', failed: 'failed', signedOut: 'signed out', tooMany: 'wait {seconds} s' },
  fixFields: 'fix {count}',
};

describe('formAlert', () => {
  it('says the refusal first, then the problem, then how many fields to fix, else nothing', () => {
    expect(formAlert({ refusal: 'No.', problem: 'failed', errors: { a: 1 } }, labels)).toBe('No.');
    expect(formAlert({ problem: 'tooMany', retryAfter: 30, errors: { a: 1 } }, labels)).toBe('wait 30 s');
    expect(formAlert({ errors: { a: 1, b: 2 } }, labels)).toBe('fix 2');
    expect(formAlert({ errors: {} }, labels)).toBeNull();
  });
});
