import { parseSiteNow, siteNow } from './clock';

describe('siteNow', () => {
  it('is the machine time when SITE_NOW is unset or blank', () => {
    const before = Date.now();
    const now = siteNow({});
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(siteNow({ SITE_NOW: ' ' })).toBeGreaterThanOrEqual(before);
  });

  it('stops at SITE_NOW', () => {
    expect(siteNow({ SITE_NOW: '2026-11-23T16:00:00+08:00' })).toBe(Date.UTC(2026, 10, 23, 8));
    expect(siteNow({ SITE_NOW: '2027-01-01T00:00Z' })).toBe(Date.UTC(2027, 0, 1));
  });

  it('refuses an instant without its offset (it would be read in the machine zone) or a day that does not exist', () => {
    expect(parseSiteNow('2026-11-23T16:00:00')).toBeNull();
    expect(parseSiteNow('2026-11-23')).toBeNull();
    expect(parseSiteNow('tomorrow')).toBeNull();
    expect(parseSiteNow('2026-13-01T00:00Z')).toBeNull();
    expect(() => siteNow({ SITE_NOW: 'yesterday' })).toThrow(/SITE_NOW must be an ISO 8601 instant/);
  });
});
