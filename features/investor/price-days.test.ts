import { chartDays, readChartDays } from './price-days';
import { dayOfFile, yearThrough } from './price-days-file';

const year = [
  { date: '2026-11-20', close: 80.5, volume: 1200 },
  { date: '2026-11-23', close: 81.25, volume: null },
  { date: '2026-11-24', close: 79, volume: 900 },
];

describe('the price chart days', () => {
  it('are the first day, each day by its distance from it, its close and its volume', () => {
    expect(chartDays(year)).toEqual({ start: '2026-11-20', offsets: [0, 3, 4], closes: [80.5, 81.25, 79], volumes: [1200, null, 900] });
  });

  it('read back from their JSON as they were written', () => {
    const days = chartDays(year);
    expect(readChartDays(JSON.parse(JSON.stringify(days)))).toEqual(days);
  });

  it.each([
    ['nothing', null],
    ['a list', []],
    ['one day', { start: '2026-11-20', offsets: [0], closes: [1], volumes: [null] }],
    ['lists of other lengths', { start: '2026-11-20', offsets: [0, 1], closes: [1], volumes: [null, null] }],
    ['offsets not from 0', { start: '2026-11-20', offsets: [1, 2], closes: [1, 2], volumes: [null, null] }],
    ['offsets not rising', { start: '2026-11-20', offsets: [0, 0], closes: [1, 2], volumes: [null, null] }],
    ['a close that is not a number', { start: '2026-11-20', offsets: [0, 1], closes: [1, '2'], volumes: [null, null] }],
    ['a volume that is not a number', { start: '2026-11-20', offsets: [0, 1], closes: [1, 2], volumes: [null, 'x'] }],
    ['a start that is not a day', { start: 'yesterday', offsets: [0, 1], closes: [1, 2], volumes: [null, null] }],
  ])('are not read from %s', (_name, value) => {
    expect(readChartDays(value)).toBeNull();
  });
});

describe('the file of a year of closes', () => {
  it('is named by its last day', () => {
    expect(dayOfFile('2026-11-23.json')).toBe('2026-11-23');
    for (const name of ['latest.json', '2026-11-23', '2026-11-23.json.bak', '20261123.json', '../2026-11-23.json', '2026-11-23.JSON'])
      expect(dayOfFile(name)).toBeNull();
  });

  const history = [{ date: '2025-11-23', close: 70, volume: null }, { date: '2025-11-24', close: 71, volume: null }, ...year];

  it("holds the year the page drew through that day, not the days that came after (a kept page's days)", () => {
    expect(yearThrough('2026-11-23', history)).toEqual([history[1], year[0], year[1]]);
    expect(yearThrough('2026-11-24', history)).toEqual([year[0], year[1], year[2]]);
  });

  it('is none for a day without a close, or a year of one day', () => {
    expect(yearThrough('2026-11-21', history)).toBeNull();
    expect(yearThrough('2027-01-04', history)).toBeNull();
    expect(yearThrough('2025-11-23', history)).toBeNull();
  });
});
