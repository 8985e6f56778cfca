/** @jest-environment node */
import { CALLS } from '@/features';
import { readFileSync } from 'node:fs';
import { call, solvedCaptcha, withDemoData } from '@/demo/test-call';
import { outboxFile } from '@/demo/mailer';

withDemoData('demo-privacy-');

const captcha = solvedCaptcha;

const request = async (overrides: object = {}) => ({
  lang: 'en',
  kind: 'deletion',
  name: 'Jane Roe',
  email: 'jane@customer.example',
  details: 'Delete my contact message',
  ...(await captcha(CALLS.submitPrivacyRequest)),
  ...overrides,
});

describe('web/submit_privacy_request (demo)', () => {
  it('answers a reference of the day in China; to a second open request of the same kind, the same receipt, and a mail to the owner (issue 42, finding 6)', async () => {
    delete process.env.SMTP_URL;
    const first = await call(CALLS.submitPrivacyRequest, await request());
    expect(first.body).toMatchObject({ code: 1, data: { reference: expect.stringMatching(/^PR-20261123-[A-Z2-9]{4}$/) } });
    const again = await call(CALLS.submitPrivacyRequest, await request({ email: 'JANE@customer.example' }));
    // A stranger who typed the address learns nothing: a receipt like any other, not the first one's.
    expect(again.body).toMatchObject({ code: 1, msg: 'success', data: { reference: expect.stringMatching(/^PR-20261123-[A-Z2-9]{4}$/) } });
    expect(again.body.data.reference).not.toBe(first.body.data.reference);
    expect(JSON.stringify(again.body)).not.toContain(first.body.data.reference);
    // The owner is told, in their mailbox.
    const outbox = readFileSync(outboxFile(), 'utf8');
    expect(outbox).toContain('To: jane@customer.example');
    expect(outbox).toContain(first.body.data.reference);
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
