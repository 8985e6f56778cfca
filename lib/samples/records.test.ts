import { readProfile, readSampleRecords, recordDay } from './records';

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

describe("a member's answers read in the browser", () => {
  it('keeps the requests that hold what the contract requires, an unknown status as other', () => {
    const records = readSampleRecords({
      list: [
        {
          reference: 'SR-1',
          part_number: 'XY6201-SOT235T',
          quantity: 5,
          status: 'shipped',
          created_at: '2026-11-02T08:00:00Z',
          carrier: 'SF',
        },
        {
          reference: 'SR-2',
          part_number: 'XY6201-SOT235T',
          quantity: 5,
          status: 'lost in space',
          created_at: '2026-11-03',
          product_id: 101,
        },
        { reference: 'SR-3', part_number: 'XY6201-SOT235T', quantity: 0, status: 'shipped', created_at: '2026-11-03' },
        { reference: 'SR-4', part_number: 'XY6201-SOT235T', quantity: 1, status: 'shipped' },
        { part_number: 'XY6201-SOT235T', quantity: 1, created_at: '2026-11-03' },
        'junk',
        null,
      ],
    });
    expect(records.map((item) => [item.reference, item.status])).toEqual([
      ['SR-1', 'shipped'],
      ['SR-2', 'other'],
    ]);
    expect(records[0]).toMatchObject({ carrier: 'SF', tracking_number: '', note: '' });
    expect(records[1]).toMatchObject({ product_id: 101 });
    expect(records[0]).not.toHaveProperty('product_id');
    for (const nothing of [null, 'x', { list: 'x' }, {}]) expect(readSampleRecords(nothing)).toEqual([]);
  });

  it("keeps a member's details that are text", () => {
    expect(readProfile({ name: ' Li Ming ', company: 42, email: '', phone: null })).toEqual({ name: 'Li Ming' });
    expect(readProfile('junk')).toEqual({});
  });
});
