/** @jest-environment node */
import { CALLS } from '@/lib/backend/calls';
import { call, solvedCaptcha, withDemoData } from './test-call';

withDemoData('demo-privacy-');

const captcha = solvedCaptcha;

const request = async (overrides: object = {}) => ({
  lang: 'en',
  kind: 'deletion',
  name: 'Jane Roe',
  email: 'jane@customer.example',
  details: 'Delete my contact message',
  ...(await captcha()),
  ...overrides,
});

describe('web/submit_privacy_request (demo)', () => {
  it('answers a reference of the day in China, and refuses an open request of the same kind with it', async () => {
    const first = await call(CALLS.submitPrivacyRequest, await request());
    expect(first.body).toMatchObject({ code: 1, data: { reference: expect.stringMatching(/^PR-20261123-[A-Z2-9]{4}$/) } });
    const again = await call(CALLS.submitPrivacyRequest, await request({ email: 'JANE@customer.example' }));
    expect(again.body.code).toBe(0);
    expect(again.body.msg).toContain(first.body.data.reference);
    // Another kind from the same address is a request of its own.
    expect((await call(CALLS.submitPrivacyRequest, await request({ kind: 'access' }))).body.code).toBe(1);
  });

  it('refuses a wrong captcha and a closing without the account', async () => {
    expect((await call(CALLS.submitPrivacyRequest, await request({ verify_code: 'WRONG' }))).body).toMatchObject({
      code: 0,
      msg: 'The verification code is wrong or has expired',
    });
    expect((await call(CALLS.submitPrivacyRequest, await request({ kind: 'account_deletion' }))).body).toMatchObject({
      code: 0,
      msg: 'Invalid parameter: account',
    });
  });
});
