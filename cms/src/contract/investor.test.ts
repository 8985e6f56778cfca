import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventTimeOf, eventTimeValue } from '../fields';
import { withRowIds } from '../seed/investor';
import { linkedDocumentOf } from './investor';
import { quoteMoment, quoteOf, type Close } from './quote';

describe('event times (web/get_ir_events, web/get_meetings, web/get_briefings)', () => {
  it('keeps a time without an offset as China time, and gives it back in that form', () => {
    const value = eventTimeValue('2026-12-15T14:30');
    assert.deepEqual(value, { at: '2026-12-15T06:30:00.000Z', allDay: false });
    assert.equal(eventTimeOf(value!.at, false), '2026-12-15T14:30');
  });
  it('keeps a whole day as its midnight in China, the day in any zone', () => {
    const value = eventTimeValue('2027-04-24');
    assert.deepEqual(value, { at: '2027-04-23T16:00:00.000Z', allDay: true });
    assert.equal(eventTimeOf(value!.at, true), '2027-04-24');
  });
  it('reads an offset, and answers China time with its seconds when there are any', () => {
    assert.equal(eventTimeOf(eventTimeValue('2026-05-19T06:30:15Z')!.at, false), '2026-05-19T14:30:15');
  });
  it('refuses a day that does not exist and anything else', () => {
    assert.equal(eventTimeValue('2026-02-30'), null);
    assert.equal(eventTimeValue('next Tuesday'), null);
    assert.equal(eventTimeOf(null, false), '');
  });
});

const close = (date: string, value: number, volume: number | null = 1000): Close => ({
  date,
  close: value,
  open: null,
  high: null,
  low: null,
  volume,
});
const settings = { currency: 'CNY', delayMinutes: 15, sharesOutstanding: 100 };

describe('the quote from daily closes (web/get_stock_quote)', () => {
  const closes = [close('2026-11-26', 10), close('2026-11-27', 11), close('2025-11-27', 5), close('2025-11-28', 6)];

  it('is the last close made by now (15:00 in China), compared with the one before', () => {
    const quote = quoteOf(closes, Date.parse('2026-11-27T15:00:00+08:00'), settings)!;
    assert.equal(quote.price, 11);
    assert.equal(quote.prev_close, 10);
    assert.equal(quote.change, 1);
    assert.equal(quote.change_percent, 10);
    assert.equal(quote.market_cap, 1100);
    assert.equal(quote.as_of, '2026-11-27T15:00:00+08:00');
  });
  it('is the same at every instant of one moment (quoteMoment: the day in China, before or after its close)', () => {
    const instants = [
      '2026-11-27T00:00:00+08:00',
      '2026-11-27T09:30:00+08:00',
      '2026-11-27T14:59:59+08:00',
      '2026-11-27T15:00:00+08:00',
      '2026-11-27T23:59:59+08:00',
      '2026-11-28T00:00:00+08:00',
    ].map(Date.parse);
    const moments = instants.map(quoteMoment);
    assert.deepEqual(moments, [
      '2026-11-27:open',
      '2026-11-27:open',
      '2026-11-27:open',
      '2026-11-27:closed',
      '2026-11-27:closed',
      '2026-11-28:open',
    ]);
    for (let at = 0; at < instants.length - 1; at += 1)
      if (moments[at] === moments[at + 1])
        assert.deepEqual(quoteOf(closes, instants[at]!, settings), quoteOf(closes, instants[at + 1]!, settings));
      else assert.notDeepEqual(quoteOf(closes, instants[at]!, settings), quoteOf(closes, instants[at + 1]!, settings));
  });
  it('is the day before until the close is made', () => {
    assert.equal(quoteOf(closes, Date.parse('2026-11-27T14:59:00+08:00'), settings)!.price, 10);
  });
  it('charts the year up to today, oldest first', () => {
    const quote = quoteOf(closes, Date.parse('2026-11-27T16:00:00+08:00'), settings)!;
    assert.deepEqual(
      quote.history.map((day) => day.date),
      ['2025-11-28', '2026-11-26', '2026-11-27'],
    );
  });
  it('is none without a close, and leaves out what it does not know', () => {
    assert.equal(quoteOf([], Date.now(), settings), null);
    const quote = quoteOf([close('2026-11-27', 11, null)], Date.parse('2026-11-28T00:00:00Z'), { ...settings, sharesOutstanding: null })!;
    assert.equal('change' in quote || 'market_cap' in quote || 'volume' in quote, false);
  });
});

describe('linked documents of the investor pages', () => {
  it('link the uploaded file with its size, else the address', () => {
    assert.deepEqual(
      linkedDocumentOf({
        title: 'A',
        file: { path: 'docs/a.pdf', filesize: 9 },
        url: 'https://x',
        published_at: '2026-01-02T12:00:00.000Z',
      }),
      {
        title: 'A',
        url: 'files/docs/a.pdf',
        size: 9,
        published_at: '2026-01-02',
      },
    );
    assert.deepEqual(linkedDocumentOf({ title: 'B', file: null, url: 'https://x.example/b' }), {
      title: 'B',
      url: 'https://x.example/b',
      published_at: null,
    });
  });
  it('are none without a title or an address', () => {
    assert.equal(linkedDocumentOf({ title: '', url: 'https://x' }), null);
    assert.equal(linkedDocumentOf({ title: 'C', file: null, url: '' }), null);
    assert.equal(linkedDocumentOf(null), null);
  });
});

describe("the seed's second language", () => {
  it('writes into the rows the first one made, in arrays and groups alike', () => {
    const created = {
      rows: [
        { id: 'a', t: 'zh' },
        { id: 'b', t: 'zh2' },
      ],
      group: { list: [{ id: 'c' }] },
      file: 3,
    };
    assert.deepEqual(withRowIds({ rows: [{ t: 'en' }, { t: 'en2' }], group: { list: [{ q: 'en' }] }, file: 3 }, created), {
      rows: [
        { t: 'en', id: 'a' },
        { t: 'en2', id: 'b' },
      ],
      group: { list: [{ q: 'en', id: 'c' }] },
      file: 3,
    });
  });
});
