import { BriefingSchema, DividendListSchema, EsgSchema, esgHasContent, MeetingSchema, type Dividend } from '@/lib/backend/ir-types';
import { IrEventSchema } from '@/lib/backend/types';
import { collectLeftOut } from '@/lib/backend/lenient';
import { cashPerShareByYear, dividendOrder, dividendsCsv, type DividendCsvLabels } from './dividends';
import { documentsByKind } from './meeting-documents';
import { eventPage } from '@/features/investor/event-pages';
import { itemOfParam, splitByTime, timedItems } from './schedule';

const dividend = (fields: Partial<Dividend> & { year: number }) =>
  DividendListSchema.parse({ list: [{ plan: 'plan', ...fields }] }).list[0]!;

describe('the contract of issue 25 read leniently', () => {
  it('a document needs a title and an address it can link: a backend file, a site path or an http(s) address', () => {
    const { result, leftOut } = collectLeftOut(() =>
      EsgSchema.parse({
        policies: [
          { title: 'A', url: 'files/docs/a.pdf' },
          { title: 'B', url: '/about' },
          { title: 'C', url: 'https://example.com/c.pdf' },
          { title: 'D', url: 'javascript:alert(1)' },
          { title: '', url: 'files/e.pdf' },
          { title: 'F' },
          { title: 'G', url: '../../etc/passwd' },
        ],
      }),
    );
    expect(result.policies.map((policy) => [policy.title, policy.url])).toEqual([
      ['A', '/api/files/docs/a.pdf'],
      ['B', '/about'],
      ['C', 'https://example.com/c.pdf'],
    ]);
    expect(leftOut).toHaveLength(4);
  });

  it('every optional field may be absent: a distribution with a year and a plan, a meeting with an id, a title and a date', () => {
    expect(dividend({ year: 2025 })).toMatchObject({
      kind: 'annual',
      cash_per_10: null,
      record_date: null,
      status: 'implemented',
      announcement: null,
    });
    expect(MeetingSchema.parse({ id: 1, title: 'AGM', starts_at: '2026-05-19' })).toMatchObject({
      kind: 'extraordinary',
      place: '',
      agenda: [],
      documents: [],
    });
    const briefing = BriefingSchema.parse({
      id: 2,
      title: 'Q3',
      starts_at: '2026-11-12T15:00',
      join_url: 'ftp://x',
      replay_url: 'https://r.example/1',
    });
    expect(briefing).toMatchObject({ join_url: '', replay_url: 'https://r.example/1', slides: null, questions: [], record: [] });
    expect(esgHasContent(EsgSchema.parse({ summary: 'words only' }))).toBe(false);
    // Unknown kinds and statuses read as the safe default; a bad announcement leaves only itself out.
    expect(
      DividendListSchema.parse({ list: [{ year: 2024, plan: 'p', kind: 'bonus', status: 'paid', announcement: { title: 'x' } }] }).list[0],
    ).toMatchObject({ kind: 'annual', status: 'implemented', announcement: null });
  });

  it('a day may come as an ISO instant (its date is read); a malformed one reads as none, and the item stands', () => {
    const { result, leftOut } = collectLeftOut(() =>
      DividendListSchema.parse({
        list: [{ year: 2025, plan: 'p', record_date: '2026-06-24T00:00:00+08:00', ex_date: '25/06/2026', payment_date: 20260625 }],
      }),
    );
    expect(result.list[0]).toMatchObject({ record_date: '2026-06-24', ex_date: null, payment_date: null });
    expect(leftOut).toEqual([]);
  });

  it('an event names its meeting or briefing by id; anything else reads as none', () => {
    const event = IrEventSchema.parse({ id: 1, title: 'AGM', starts_at: '2026-05-19', meeting_id: 7, briefing_id: 'x' });
    expect([event.meeting_id, event.briefing_id]).toEqual([7, null]);
  });
});

describe('dividends', () => {
  const list = [
    dividend({ year: 2024, cash_per_10: 2.8, record_date: '2025-06-30' }),
    dividend({ year: 2025, kind: 'interim', cash_per_10: 1, record_date: '2025-10-15' }),
    dividend({ year: 2025, cash_per_10: 3.2, record_date: '2026-06-24' }),
    dividend({ year: 2023, cash_per_10: null, bonus_per_10: 3 }),
    dividend({ year: 2026, cash_per_10: 1.5, status: 'proposed' }),
  ];

  it('sums a fiscal year cash per share (interim and final), oldest first, years without cash left out', () => {
    expect(cashPerShareByYear(list)).toEqual([
      { year: 2024, perShare: 0.28 },
      { year: 2025, perShare: 0.42 },
      { year: 2026, perShare: 0.15 },
    ]);
    // Amounts are announced to a tenth of a fen: no floating-point residue.
    expect(cashPerShareByYear([dividend({ year: 2020, cash_per_10: 0.1 }), dividend({ year: 2020, cash_per_10: 0.2 })])).toEqual([
      { year: 2020, perShare: 0.03 },
    ]);
  });

  it('lists the newest year first, within a year the latest record date (one not yet set first)', () => {
    expect(dividendOrder(list).map((item) => `${item.year}/${item.record_date}`)).toEqual([
      '2026/null',
      '2025/2026-06-24',
      '2025/2025-10-15',
      '2024/2025-06-30',
      '2023/null',
    ]);
  });

  it('writes every distribution as CSV, with the announcement as an absolute address', () => {
    const labels: DividendCsvLabels = {
      year: 'Year',
      kind: 'Kind',
      plan: 'Plan',
      cash: 'Cash',
      bonus: 'Bonus',
      transfer: 'Transfer',
      recordDate: 'Record',
      exDate: 'Ex',
      paymentDate: 'Paid',
      total: 'Total',
      status: 'Status',
      announcement: 'Announcement',
      kindName: (kind) => `kind:${kind}`,
      statusName: (status) => `status:${status}`,
    };
    const withAnnouncement = dividend({
      year: 2025,
      cash_per_10: 3.2,
      total_cash: 153600000,
      announcement: { title: 'A', url: '/api/files/docs/ir/314.pdf', size: 0, published_at: null },
    });
    const csv = dividendsCsv([withAnnouncement], labels, 'https://ir.example');
    expect(csv.startsWith('\uFEFFYear,Kind,Plan,Cash,Bonus,Transfer,Record,Ex,Paid,Total,Status,Announcement\r\n')).toBe(true);
    expect(csv).toContain('2025,kind:annual,plan,3.2,,,,,,153600000,status:implemented,https://ir.example/api/files/docs/ir/314.pdf');
  });
});

describe('meetings and briefings in time', () => {
  const items = [
    { id: 1, starts_at: '2026-12-15T14:30', ends_at: null },
    { id: 2, starts_at: '2026-05-19', ends_at: null },
    { id: 3, starts_at: '2026-13-40', ends_at: null },
    { id: 4, starts_at: '2026-11-23T14:00', ends_at: '2026-11-23T16:00' },
  ];
  const now = Date.parse('2026-11-23T07:00:00Z'); // 15:00 in China: meeting 4 is under way

  it('splits what is still to come (soonest first) from what is over (latest first), leaving out an unreadable date', () => {
    const { upcoming, past } = splitByTime(items, now);
    expect(upcoming.map(({ item }) => item.id)).toEqual([4, 1]);
    expect(past.map(({ item }) => item.id)).toEqual([2]);
    expect(timedItems(items).map(({ item }) => item.id)).toEqual([2, 4, 1]);
  });

  it('finds the item an address names, and no other spelling of its id', () => {
    expect(itemOfParam(items, '1')?.item.id).toBe(1);
    for (const param of ['01', '3', '99', '1.0', '-1', 'x', ''] as const) expect(itemOfParam(items, param)).toBeNull();
  });

  it("links an event to its meeting's or briefing's page only while that page exists", () => {
    const known = { meetings: [{ id: 7 }], briefings: [{ id: 8 }] };
    expect(eventPage({ meeting_id: 7, briefing_id: null }, known)).toBe('/investor/meetings/7');
    expect(eventPage({ meeting_id: null, briefing_id: 8 }, known)).toBe('/investor/briefings/8');
    expect(eventPage({ meeting_id: 9, briefing_id: null }, known)).toBeNull();
    expect(eventPage({ meeting_id: 7, briefing_id: null }, { meetings: [], briefings: [] })).toBeNull();
  });

  it("orders a meeting's documents as a meeting produces them", () => {
    const meeting = MeetingSchema.parse({
      id: 1,
      title: 'AGM',
      starts_at: '2026-05-19',
      documents: [
        { kind: 'legal_opinion', title: 'Opinion', url: 'files/o.pdf' },
        { kind: 'notice', title: 'Notice', url: 'files/n.pdf' },
        { kind: 'minutes', title: 'Other', url: 'files/x.pdf' },
        { kind: 'notice', title: 'Supplementary notice', url: 'files/n2.pdf' },
      ],
    });
    expect(documentsByKind(meeting.documents).map((group) => [group.kind, group.documents.map((document) => document.title)])).toEqual([
      ['notice', ['Notice', 'Supplementary notice']],
      ['legal_opinion', ['Opinion']],
      ['other', ['Other']],
    ]);
  });
});
