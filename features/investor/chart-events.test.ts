import { DividendListSchema, MeetingSchema, type Dividend } from '@/lib/backend/ir-types';
import { ArticleSummarySchema } from '@/lib/backend/types';
import { chartEvents, placeEvents } from './chart-events';

const dividend = (fields: Partial<Dividend> & { year: number }) =>
  DividendListSchema.parse({ list: [{ plan: 'plan', ...fields }] }).list[0]!;

describe('the events on the price chart', () => {
  const report = ArticleSummarySchema.parse({
    id: 304,
    category_id: 32,
    title: 'Q3 report',
    published_at: '2026-10-28T18:00:00+08:00',
    announcement: { type: 'periodic', pdf_url: 'files/docs/ir/304.pdf' },
  });
  const meeting = MeetingSchema.parse({
    id: 703,
    title: 'AGM',
    starts_at: '2026-05-19T14:30',
    documents: [
      { kind: 'notice', title: 'Notice', url: 'files/n.pdf' },
      { kind: 'resolutions', title: 'Resolutions', url: 'files/r.pdf' },
    ],
  });
  const late = MeetingSchema.parse({ id: 704, title: 'EGM', starts_at: '2026-06-30T23:30:00Z' });
  const sources = {
    reports: [report],
    dividends: [
      dividend({
        year: 2025,
        ex_date: '2026-06-25',
        announcement: { title: 'Paid', url: '/api/files/d.pdf', size: 0, published_at: null },
      }),
      dividend({ year: 2024, payment_date: '2026-05-19' }),
      dividend({ year: 2023 }),
    ],
    meetings: [meeting, late],
  };

  it('takes results releases, dividends (ex-date, else payment date) and meetings within the chart, each with its announcement', () => {
    expect(chartEvents(sources, '2026-01-01', '2026-10-31')).toEqual([
      { date: '2026-05-19', kind: 'dividend', title: 'plan', href: '' },
      { date: '2026-05-19', kind: 'meeting', title: 'AGM', href: '/api/files/r.pdf' },
      { date: '2026-06-25', kind: 'dividend', title: 'Paid', href: '/api/files/d.pdf' },
      // 23:30 UTC is the next morning in China; a meeting without documents links its page.
      { date: '2026-07-01', kind: 'meeting', title: 'EGM', href: '/investor/meetings/704' },
      { date: '2026-10-28', kind: 'results', title: 'Q3 report', href: '/api/files/docs/ir/304.pdf' },
    ]);
    expect(chartEvents(sources, '2026-06-01', '2026-06-30').map((event) => event.date)).toEqual(['2026-06-25']);
  });

  it('sits each on its trading day (or the next one), stacked when they share it, none after the last day', () => {
    const points = [
      { date: '2026-05-18', x: 10, y: 50 },
      { date: '2026-05-19', x: 20, y: 40 },
      { date: '2026-06-26', x: 30, y: 30 },
    ];
    const placed = placeEvents(chartEvents(sources, '2026-01-01', '2026-12-31'), points);
    expect(placed.map((event) => [event.date, event.x, event.y, event.stack])).toEqual([
      ['2026-05-19', 20, 40, 0],
      ['2026-05-19', 20, 40, 1],
      ['2026-06-25', 30, 30, 0],
    ]);
  });
});
