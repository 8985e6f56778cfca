/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { CALLS } from '@/features';
import { AlertOptionsSchema, AlertSubscriptionSchema } from './contract';
import { maskEmail } from './demo';
import { call, outboxTo, solvedCaptcha, withDemoData } from '@/demo/test-call';

withDemoData('demo-alerts-');

const subscription = (email: string) => ({
  lang: 'en',
  email,
  categories: ['announcements', 'reports'],
  alert_lang: 'en',
  consent: { alerts: true, policy_version: '2026-11-22', given_at: '2026-11-23T08:00:00.000Z' },
});

const savedSite = process.env.SITE_URL;
beforeAll(() => {
  process.env.SITE_URL = 'https://ir.example';
});
afterAll(() => {
  if (savedSite === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = savedSite;
});

describe('e-mail alerts (demo)', () => {
  it('offers every category of the contract', async () => {
    expect(AlertOptionsSchema.parse((await call(CALLS.getAlertOptions, { lang: 'zh' })).body.data).categories).toHaveLength(5);
  });

  it('without SMTP_URL writes the confirmation mail into the outbox; its link confirms, the link of every mail ends it', async () => {
    delete process.env.SMTP_URL;
    expect(
      (await call(CALLS.subscribeAlerts, { ...subscription('x@investor.example'), verify_key: 'k', verify_code: 'c' })).body.code,
    ).toBe(0);
    const sent = await call(CALLS.subscribeAlerts, {
      ...subscription('ab.cd@investor.example'),
      ...(await solvedCaptcha(CALLS.subscribeAlerts)),
    });
    expect(sent.body.data.reference).toMatch(/^AL-20261123-[A-Z2-9]{4}$/);
    const [first] = await outboxTo('ab.cd@investor.example');
    expect(first!.mail.subject).toBe('Please confirm your Xingyuan Micro investor alerts');
    // RFC 8058: the header names the one-click address, for a POST.
    expect(first!.raw).toMatch(/^List-Unsubscribe:\s+<https:\/\/ir\.example\/investor\/alerts\/unsubscribe\/one-click\?token=[\w-]+>$/m);
    expect(first!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const confirm = first!.mail.text!.match(/\/en\/investor\/alerts\/confirm\?token=([\w-]+)/)![1]!;
    const unsubscribe = first!.mail.text!.match(/\/en\/investor\/alerts\/unsubscribe\?token=([\w-]+)/)![1]!;

    const confirmed = await call(CALLS.confirmAlerts, { lang: 'en', token: confirm });
    expect(AlertSubscriptionSchema.parse(confirmed.body.data)).toEqual({
      email: 'ab***@investor.example',
      categories: ['announcements', 'reports'],
      alert_lang: 'en',
    });
    // Again: the same answer, and no second welcome mail.
    expect((await call(CALLS.confirmAlerts, { lang: 'en', token: confirm })).body.code).toBe(1);
    expect(await outboxTo('ab.cd@investor.example')).toHaveLength(2);

    expect((await call(CALLS.unsubscribeAlerts, { lang: 'en', token: unsubscribe })).body.code).toBe(1);
    expect((await call(CALLS.unsubscribeAlerts, { lang: 'en', token: unsubscribe })).body.code).toBe(1);
    // Ended: its confirmation link no longer works; a made-up token never did.
    expect((await call(CALLS.confirmAlerts, { lang: 'en', token: confirm })).body.code).toBe(0);
    expect((await call(CALLS.unsubscribeAlerts, { lang: 'en', token: 'made-up-token-0001' })).body.code).toBe(0);
  });

  it("builds the mails' links from its own site address, whatever links a request carries (issue 42, finding 1)", async () => {
    const hostile = {
      ...subscription('victim@investor.example'),
      confirm_url: 'javascript:alert(1)//{token}',
      unsubscribe_url: 'https://evil.example/\r\nBcc: x@evil.example?t={token}',
      ...(await solvedCaptcha(CALLS.subscribeAlerts)),
    };
    expect((await call(CALLS.subscribeAlerts, hostile)).body.code).toBe(1);
    const [mail] = await outboxTo('victim@investor.example');
    expect(mail!.raw).not.toMatch(/evil\.example|javascript:/);
    const links = mail!.mail.text!.match(/https?:\/\/[^\s]+/g);
    expect(links).toHaveLength(2);
    for (const link of links!) expect(link).toMatch(/^https:\/\/ir\.example\/en\/investor\/alerts\/(confirm|unsubscribe)\?token=[\w-]+$/);
  });

  it('sends one mailbox no more than a few mails an hour, whoever asks (issue 42, finding 1)', async () => {
    const results: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1)
      results.push(
        (
          await call(CALLS.subscribeAlerts, {
            ...subscription('flooded@investor.example'),
            ...(await solvedCaptcha(CALLS.subscribeAlerts)),
          })
        ).body.code,
      );
    expect(results).toEqual([1, 1, 1, 1, 1, 1, 0, 0]);
    expect(await outboxTo('flooded@investor.example')).toHaveLength(6);
  });

  it('refuses when the mail cannot be sent, within seconds, and keeps nothing', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9';
    try {
      const refused = await call(CALLS.subscribeAlerts, {
        ...subscription('down@investor.example'),
        ...(await solvedCaptcha(CALLS.subscribeAlerts)),
      });
      expect(refused.body).toMatchObject({ code: 0, msg: 'The confirmation mail could not be sent; please try again later' });
    } finally {
      delete process.env.SMTP_URL;
    }
    expect(readFileSync(`${process.env.DEMO_DATA_DIR}/alerts.jsonl`, 'utf8')).not.toContain('down@investor.example');
  });

  it("a member's alerts go to the account's address: the consent starts them, none ends them", async () => {
    const login = await call(CALLS.login, { username: 'investor', password: 'Xingyuan@2026', ...(await solvedCaptcha(CALLS.login)) });
    const token = { token: login.body.data.token as string };
    expect((await call(CALLS.getMyAlerts, { lang: 'en' })).body.code).toBe(-1000);
    expect((await call(CALLS.getMyAlerts, { lang: 'en' }, token)).body.data).toEqual({
      email: 'li.ming@customer.example',
      categories: [],
      alert_lang: 'en',
    });
    expect((await call(CALLS.setMyAlerts, { lang: 'en', categories: ['news'], alert_lang: 'en' }, token)).body).toMatchObject({
      code: 0,
      msg: 'Alerts need your consent',
    });
    const consent = { alerts: true, policy_version: '2026-11-23', given_at: '2026-11-23T08:00:00.000Z' };
    expect((await call(CALLS.setMyAlerts, { lang: 'en', categories: ['news'], alert_lang: 'zh', consent }, token)).body.data).toMatchObject(
      {
        categories: ['news'],
        alert_lang: 'zh',
      },
    );
    expect((await call(CALLS.setMyAlerts, { lang: 'en', categories: [], alert_lang: 'zh' }, token)).body.code).toBe(1);
    expect((await call(CALLS.getMyAlerts, { lang: 'en' }, token)).body.data.categories).toEqual([]);
  });

  it('masks an address to its first two letters and its domain', () => {
    expect(maskEmail('investor@example.com')).toBe('in***@example.com');
  });
});
