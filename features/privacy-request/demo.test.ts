/** @jest-environment node */
import { CALLS } from '@/features';
import { readFileSync } from 'node:fs';
import { call, outboxTo, solvedCaptcha, withDemoData } from '@/demo/test-call';
import { outboxFile } from '@/demo/mailer';
import { CONFIRM_LINK_MS, confirmPrivacyRequest } from './demo';

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

  it('mails the address a link, built from its own site address, that confirms the request: the same answer again, nothing for a token it never gave', async () => {
    delete process.env.SMTP_URL;
    process.env.SITE_URL = 'https://www.xingyuan.example';
    try {
      const sent = await call(CALLS.submitPrivacyRequest, await request({ email: 'link@customer.example', kind: 'access' }), {
        host: 'attacker.example',
      });
      const reference = sent.body.data.reference as string;
      const [mail] = await outboxTo('link@customer.example');
      expect(mail!.mail.subject).toBe('Please confirm your request about your personal information');
      expect(mail!.mail.text).toContain(reference);
      const link = mail!.mail.text!.match(/https?:\/\/\S+\/privacy\/request\/confirm\?token=([\w.~-]+)/)!;
      expect(link[0]).toMatch(/^https:\/\/www\.xingyuan\.example\/en\/privacy\/request\/confirm\?token=/);
      expect(mail!.raw).not.toContain('attacker.example');
      const token = link[1]!;
      const confirmed = await call(CALLS.confirmPrivacyRequest, { lang: 'en', token });
      expect(confirmed.body).toEqual({ code: 1, msg: 'success', data: { reference, kind: 'access' } });
      expect((await call(CALLS.confirmPrivacyRequest, { lang: 'en', token })).body.data).toEqual({ reference, kind: 'access' });
      expect((await call(CALLS.confirmPrivacyRequest, { lang: 'zh', token: 'never-given-token' })).body).toMatchObject({
        code: 0,
        msg: '链接无效或已过期',
      });
      expect((await call(CALLS.confirmPrivacyRequest, { lang: 'zh', token: 'x' })).body.code).toBe(0);
    } finally {
      delete process.env.SITE_URL;
    }
  });

  it('lets an identity link lapse after 7 days unused', async () => {
    delete process.env.SMTP_URL;
    await call(CALLS.submitPrivacyRequest, await request({ email: 'late@customer.example', kind: 'correction' }));
    const [mail] = await outboxTo('late@customer.example');
    expect(mail!.mail.subject).toBe('Please confirm your request about your personal information');
    const token = mail!.mail.text!.match(/\/privacy\/request\/confirm\?token=([\w.~-]+)/)![1]!;
    const submittedAt = Date.parse('2026-11-23T16:00:00+08:00');
    expect(await confirmPrivacyRequest(token, submittedAt + CONFIRM_LINK_MS + 1)).toBeNull();
    expect(await confirmPrivacyRequest(token, submittedAt + CONFIRM_LINK_MS - 60_000)).toMatchObject({ kind: 'correction' });
  });
});
