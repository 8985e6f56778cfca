import { displayDate, formatDate } from './format';

describe('dates', () => {
  it('keep the date the CMS wrote, whatever its time of day or zone', () => {
    expect(formatDate('2026-10-28T23:30:00-08:00')).toBe('2026-10-28');
  });

  it('read as each language writes them', () => {
    expect(displayDate('2026-10-28', 'zh')).toBe('2026-10-28');
    expect(displayDate('2026-10-28T23:30:00+08:00', 'en')).toBe('Oct 28, 2026');
    expect(displayDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(displayDate('not a date', 'en')).toBe('not a date');
  });
});
