import { recordDay } from './records';

describe("a sample request's day", () => {
  it('is the day in China, in the reader’s way of writing it', () => {
    expect(recordDay('2026-11-22T17:30:00Z', 'zh')).toBe('2026-11-23');
    expect(recordDay('2026-11-22T17:30:00Z', 'en')).toBe('Nov 23, 2026');
    expect(recordDay('2026-11-02', 'en')).toBe('Nov 2, 2026');
  });

  it('is shown as given when it cannot be read', () => {
    expect(recordDay('2026-13-45', 'zh')).toBe('2026-13-45');
  });
});
