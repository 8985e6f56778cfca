import { myAlertsRequest, readMyAlerts, type MyAlerts } from './alert-records';

describe("a member's alerts on /account", () => {
  it('reads the answer leniently: unknown categories left out, the language zh unless en', () => {
    expect(readMyAlerts({ email: ' m@x.example ', categories: ['news', 'gossip', 'reports'], alert_lang: 'fr' })).toEqual({
      email: 'm@x.example',
      categories: ['reports', 'news'],
      alert_lang: 'zh',
    });
    expect(readMyAlerts(null)).toEqual({ email: '', categories: [], alert_lang: 'zh' });
  });

  it('carries the consent only when turning alerts on from none', () => {
    const now = new Date('2026-11-23T08:00:00Z');
    const none: MyAlerts = { email: 'm@x.example', categories: [], alert_lang: 'zh' };
    expect(myAlertsRequest(none, ['news', 'announcements'], 'en', '2026-11-23', now)).toEqual({
      categories: ['announcements', 'news'],
      alert_lang: 'en',
      consent: { alerts: true, policy_version: '2026-11-23', given_at: '2026-11-23T08:00:00.000Z' },
    });
    const some: MyAlerts = { ...none, categories: ['news'] };
    expect(myAlertsRequest(some, ['reports'], 'zh', '2026-11-23', now)).toEqual({ categories: ['reports'], alert_lang: 'zh' });
    expect(myAlertsRequest(some, [], 'zh', '2026-11-23', now)).toEqual({ categories: [], alert_lang: 'zh' });
  });
});
