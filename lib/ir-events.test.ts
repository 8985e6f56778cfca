/** @jest-environment node */
import ICAL from 'ical.js';
import { IrEventSchema, type IrEventInput } from '@/lib/backend/types';
import { eventDateTime, eventOfFile, eventTiming, eventWhen, splitEvents } from './ir-events';
import { eventsCalendar, eventUid } from './ical';

const ORIGIN = 'https://www.example.cn';
const event = (id: number, fields: Partial<IrEventInput>) =>
  IrEventSchema.parse({ id, title: `活动 ${id}`, starts_at: '2026-12-03', ...fields });
const NOW = Date.parse('2026-11-22T10:00:00+08:00');

describe('investor events: timing', () => {
  it('reads a time without an offset as China time, and keeps an explicit one', () => {
    expect(eventTiming(event(1, { starts_at: '2026-12-03T15:00' }))).toEqual({
      allDay: false,
      start: new Date('2026-12-03T07:00:00Z'),
      end: null,
    });
    expect(eventTiming(event(1, { starts_at: '2026-12-03T15:00:00Z' }))).toEqual({
      allDay: false,
      start: new Date('2026-12-03T15:00:00Z'),
      end: null,
    });
  });

  it('reads a date as whole days, and an end before the start as no end', () => {
    expect(eventTiming(event(1, { starts_at: '2027-04-25', ends_at: '2027-04-27' }))).toEqual({
      allDay: true,
      firstDay: '2027-04-25',
      lastDay: '2027-04-27',
    });
    expect(eventTiming(event(1, { starts_at: '2027-04-25', ends_at: '2027-04-20' }))).toEqual({
      allDay: true,
      firstDay: '2027-04-25',
      lastDay: '2027-04-25',
    });
    expect(eventTiming(event(1, { starts_at: '2026-12-03T15:00', ends_at: '2026-12-03T14:00' }))).toMatchObject({ end: null });
  });

  it('leaves out an event whose date does not exist', () => {
    expect(eventTiming(event(1, { starts_at: '2026-02-30' }))).toBeNull();
    expect(eventTiming(event(1, { starts_at: '2026-13-01T10:00' }))).toBeNull();
    expect(() => IrEventSchema.parse({ id: 1, title: 'x', starts_at: 'next Tuesday' })).toThrow();
  });

  it('reads an unknown type as other and drops a link that is neither http(s) nor a site path', () => {
    expect(event(1, { type: 'agm-2027' }).type).toBe('other');
    expect(event(1, { url: 'javascript:alert(1)' }).url).toBe('');
    expect(event(1, { url: '//evil.example/x' }).url).toBe('');
    expect(event(1, { url: '/investor#events' }).url).toBe('/investor#events');
    // Paths a browser resolves to another host (issue 20, part 3.12).
    expect(event(1, { url: '/\\evil.example' }).url).toBe('');
    expect(event(1, { url: '/.//evil.example' }).url).toBe('');
  });
});

describe('investor events: the file of one event', () => {
  it('is the event of the id when its date can be read; none for an impossible date, another id or name', () => {
    const events = [event(7, { starts_at: '2026-12-03T15:00' }), event(8, { starts_at: '2026-02-30' })];
    expect(eventOfFile(events, '7.ics')?.id).toBe(7);
    expect(eventOfFile(events, '8.ics')).toBeNull();
    expect(eventOfFile(events, '9.ics')).toBeNull();
    expect(eventOfFile(events, '7.ics.ics')).toBeNull();
    expect(eventOfFile(events, '07.ics')).toBeNull();
  });
});

describe('investor events: upcoming and past', () => {
  const events = [
    event(1, { starts_at: '2026-11-22' }), // today in China: still to come until midnight there
    event(2, { starts_at: '2026-11-21' }),
    event(3, { starts_at: '2026-11-22T09:00', ends_at: '2026-11-22T11:00' }), // under way
    event(4, { starts_at: '2026-11-22T08:00', ends_at: '2026-11-22T09:30' }),
    event(5, { starts_at: '2027-04-25' }),
    event(6, { starts_at: '2026-02-30' }),
  ];

  it('keeps what is not over as upcoming, soonest first, and the past latest first', () => {
    const { upcoming, past } = splitEvents(events, NOW);
    expect(upcoming.map(({ event }) => event.id)).toEqual([1, 3, 5]);
    expect(past.map(({ event }) => event.id)).toEqual([4, 2]);
  });

  it('lists only the newest past events', () => {
    expect(splitEvents(events, NOW, 1).past.map(({ event }) => event.id)).toEqual([4]);
  });
});

describe('investor events: how the date reads', () => {
  const when = (fields: Partial<IrEventInput>, locale: 'zh' | 'en') => eventWhen(eventTiming(event(1, fields))!, locale);

  it('writes days and times in China in the reader’s date style', () => {
    expect(when({ starts_at: '2027-04-25' }, 'zh')).toEqual({ day: { key: 'one', values: { date: '2027-04-25' } }, time: null });
    expect(when({ starts_at: '2027-04-25', ends_at: '2027-04-26' }, 'en')).toEqual({
      day: { key: 'range', values: { first: 'Apr 25, 2027', last: 'Apr 26, 2027' } },
      time: null,
    });
    expect(when({ starts_at: '2026-12-03T07:00:00Z', ends_at: '2026-12-03T08:30:00Z' }, 'zh')).toEqual({
      day: { key: 'one', values: { date: '2026-12-03' } },
      time: { key: 'range', values: { start: '15:00', end: '16:30' } },
    });
    expect(when({ starts_at: '2026-12-03T23:00', ends_at: '2026-12-04T01:00' }, 'en')).toEqual({
      day: { key: 'one', values: { date: 'Dec 3, 2026' } },
      time: { key: 'span', values: { start: '23:00', endDate: 'Dec 4, 2026', end: '01:00' } },
    });
    expect(when({ starts_at: '2026-12-03T15:00' }, 'zh').time).toEqual({ key: 'at', values: { start: '15:00' } });
  });

  it('gives <time> the day, or the instant with China’s offset', () => {
    expect(eventDateTime(eventTiming(event(1, { starts_at: '2027-04-25' }))!)).toBe('2027-04-25');
    expect(eventDateTime(eventTiming(event(1, { starts_at: '2026-12-03T07:00:00Z' }))!)).toBe('2026-12-03T15:00+08:00');
  });
});

describe('investor calendar file', () => {
  const calendarOf = (events: ReturnType<typeof event>[]) =>
    eventsCalendar({
      origin: ORIGIN,
      locale: 'zh',
      name: '星垣微电子 投资者日历',
      pagePath: '/investor#events',
      events,
      now: new Date(NOW),
    });

  it('is valid iCalendar: whole days as dates, times in UTC, one stable UID per event, absolute links', () => {
    const text = calendarOf([
      event(7, {
        type: 'call',
        title: '2026 年第三季度业绩说明会；网络互动',
        starts_at: '2026-12-03T15:00',
        ends_at: '2026-12-03T16:30',
        location: '上证路演中心',
        url: 'https://roadshow.example.com/1',
      }),
      event(8, { type: 'results', title: '2026 年年度报告披露', starts_at: '2027-04-25', description: '预约披露日期' }),
      event(9, { title: '日期不存在', starts_at: '2026-02-30' }),
    ]);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((item) => item.summary)).toEqual(['2026 年第三季度业绩说明会；网络互动', '2026 年年度报告披露']);
    const [call, results] = events as [ICAL.Event, ICAL.Event];
    expect(call.uid).toBe(eventUid(ORIGIN, 7));
    expect(call.startDate.toJSDate().toISOString()).toBe('2026-12-03T07:00:00.000Z');
    expect(call.endDate.toJSDate().toISOString()).toBe('2026-12-03T08:30:00.000Z');
    expect(call.location).toBe('上证路演中心');
    expect(call.component.getFirstPropertyValue('url')).toBe('https://roadshow.example.com/1');
    expect(results.startDate.isDate).toBe(true);
    expect(results.startDate.toString()).toBe('2027-04-25');
    expect(results.endDate.toString()).toBe('2027-04-26');
    expect(results.description).toBe('预约披露日期');
    expect(results.component.getFirstPropertyValue('url')).toBe(`${ORIGIN}/investor#events`);
  });

  it('writes no line a name or a text could add: CR/LF and control characters never reach the file', () => {
    const text = eventsCalendar({
      origin: ORIGIN,
      locale: 'zh',
      name: '星垣微电子\r\nBEGIN:VEVENT\r\nUID:evil\r\nSUMMARY:假活动\r\nDTSTART:20270101T000000Z\r\nEND:VEVENT 投资者日历',
      pagePath: '/investor#events',
      events: [
        event(7, {
          title: '说明会\r\nBEGIN:VALARM\u0000',
          starts_at: '2026-12-03T15:00',
          location: '上海\nEND:VEVENT',
          description: '第一行\r\n第二行\u0007',
        }),
      ],
      now: new Date(NOW),
    });
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((item) => item.uid)).toEqual([eventUid(ORIGIN, 7)]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      '星垣微电子 BEGIN:VEVENT UID:evil SUMMARY:假活动 DTSTART:20270101T000000Z END:VEVENT 投资者日历',
    );
    expect(events[0]!.summary).toBe('说明会 BEGIN:VALARM');
    expect(events[0]!.location).toBe('上海 END:VEVENT');
    expect(events[0]!.description).toBe('第一行\n第二行');
    expect(events[0]!.component.getAllSubcomponents('valarm')).toEqual([]);
    expect(text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });

  it('is a valid, empty calendar when there are no events', () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarOf([])));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});
