import { alertFormSchema, alertPayload } from './form';
import { alertMailLinks } from './contract';

describe('the alert form', () => {
  const now = new Date('2026-11-23T08:00:00Z');
  const values = { email: 'a@investor.example', alert_lang: 'en', announcements: 'on', news: 'on', consent: 'on' };

  it('sends the categories ticked, the language, the consent with the policy version, and no link (issue 42)', () => {
    expect(alertPayload(values, '2026-11-22', now)).toEqual({
      email: 'a@investor.example',
      categories: ['announcements', 'news'],
      alert_lang: 'en',
      consent: { alerts: true, policy_version: '2026-11-22', given_at: '2026-11-23T08:00:00.000Z' },
    });
  });

  it("the backend builds a mail's links from its own site address, in the mails' language", () => {
    expect(alertMailLinks('https://ir.example/', 'en', { confirm: 'c-1', unsubscribe: 'u/2' })).toEqual({
      confirm: 'https://ir.example/en/investor/alerts/confirm?token=c-1',
      unsubscribe: 'https://ir.example/en/investor/alerts/unsubscribe?token=u%2F2',
      oneClick: 'https://ir.example/investor/alerts/unsubscribe/one-click?token=u%2F2',
    });
    expect(alertMailLinks('https://ir.example', 'zh', { confirm: 'c', unsubscribe: 'u' }).confirm).toBe(
      'https://ir.example/investor/alerts/confirm?token=c',
    );
  });

  it('says every problem at once: no consent and no category, each at its field', () => {
    const result = alertFormSchema('announcements').safeParse({
      ...alertPayload({ email: 'a@investor.example', alert_lang: 'zh' }, '', now),
      verify_key: 'k',
      verify_code: 'c',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path[0]).sort()).toEqual(['announcements', 'consent']);
  });
});
