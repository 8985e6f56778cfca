import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

process.env.PAYLOAD_SECRET ??= 'unit-test-secret';
const { chinaDay, dueAt, isWorkingDay } = await import('./working-days');
const { SCHEDULE_2026 } = await import('./calendar');
const { limitsOf, mailboxKey } = await import('./limits');
const { newReference } = await import('./reference');
const { changesOf } = await import('./queue');
const { MESSAGE_QUEUE, replyMail } = await import('./messages');
const { sampleProblem } = await import('./samples');
const { digestDay, digestMail } = await import('./digest');
const { QUEUES } = await import('./registry');
const { isOverdue, openList, overdueList } = await import('./admin/where');

const calendar = {
  daysOff: new Set(SCHEDULE_2026.daysOff.map((row) => row.date)),
  daysOn: new Set(SCHEDULE_2026.daysOn.map((row) => row.date)),
};
const at = (text: string) => Date.parse(text);
const due = (received: string, days: number) => new Date(dueAt(at(received), days, calendar)).toISOString();

describe('working days in China', () => {
  it('count Monday to Friday, from the day after receipt, to the end of the day in China', () => {
    // Monday 2026-11-23, 09:00 and 23:30 in China: both due by Tuesday's end within one working day.
    assert.equal(due('2026-11-23T09:00:00+08:00', 1), '2026-11-24T15:59:59.999Z');
    assert.equal(due('2026-11-23T23:30:00+08:00', 1), '2026-11-24T15:59:59.999Z');
    // 23:30 UTC on Monday is Tuesday in China.
    assert.equal(due('2026-11-23T23:30:00Z', 1), '2026-11-25T15:59:59.999Z');
    // Friday → Monday; Saturday → Monday.
    assert.equal(due('2026-11-27T10:00:00+08:00', 1), '2026-11-30T15:59:59.999Z');
    assert.equal(due('2026-11-28T10:00:00+08:00', 1), '2026-11-30T15:59:59.999Z');
    assert.equal(due('2026-11-23T10:00:00+08:00', 5), '2026-11-30T15:59:59.999Z');
  });

  it("skip the State Council's holidays and count its weekend working days", () => {
    // National Day: Wednesday 30 September → Thursday 8 October (1–7 off); Saturday 10 October is worked.
    assert.equal(due('2026-09-30T10:00:00+08:00', 1), '2026-10-08T15:59:59.999Z');
    assert.equal(due('2026-10-09T10:00:00+08:00', 1), '2026-10-10T15:59:59.999Z');
    // Spring Festival: 15–23 February off, Saturday 14 February worked.
    assert.equal(due('2026-02-13T10:00:00+08:00', 1), '2026-02-14T15:59:59.999Z');
    assert.equal(due('2026-02-14T10:00:00+08:00', 1), '2026-02-24T15:59:59.999Z');
    // PIPL's fifteen working days from Monday 23 November 2026: Monday 14 December.
    assert.equal(due('2026-11-23T10:00:00+08:00', 15), '2026-12-14T15:59:59.999Z');
  });

  it('hold the 2026 schedule as published: 33 days off, six weekend days worked, each a weekend day', () => {
    assert.equal(calendar.daysOff.size, 33);
    assert.equal(calendar.daysOn.size, 6);
    for (const day of calendar.daysOn) assert.ok([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()), day);
    assert.equal(isWorkingDay('2026-10-10', calendar), true);
    assert.equal(isWorkingDay('2026-10-05', calendar), false);
    assert.equal(isWorkingDay('2027-01-01', calendar), true, 'a year not listed counts Monday to Friday');
    assert.equal(chinaDay(at('2026-11-23T16:00:00Z')), '2026-11-24');
  });
});

describe('what the queues count and say', () => {
  it('count every spelling of one inbox as one mailbox, per call, member and everyone', () => {
    assert.equal(mailboxKey(' Li.Ming+samples@Example.COM '), 'li.ming@example.com');
    assert.equal(mailboxKey('l.i.ming+x@googlemail.com'), 'liming@gmail.com');
    assert.deepEqual(
      limitsOf('web/submit_message', 'A+1@x.cn', 7).map((limit) => [limit.key, limit.max]),
      [
        ['web/submit_message|call', 300],
        ['web/submit_message|mailbox|a@x.cn', 5],
        ['web/submit_message|member|7', 10],
      ],
    );
  });

  it('give references of the day in China, without letters easily mistaken', () => {
    for (let i = 0; i < 200; i++) assert.match(newReference('SR', at('2026-11-23T20:00:00Z')), /^SR-20261124-[A-HJ-NP-Z2-9]{4}$/);
  });

  it("say a change in both languages, and a reply in the visitor's", () => {
    const said = changesOf(MESSAGE_QUEUE, { status: 'new', assignee: null }, { status: 'replied', assignee: 3 }, () => '周强');
    assert.deepEqual(said, ['状态：新留言 → 已回复 / Status: New → Replied', '指派给 周强 / Assigned to 周强']);
    assert.deepEqual(changesOf(MESSAGE_QUEUE, { status: 'new', assignee: { id: 3 } }, { status: 'new', assignee: 3 }, String), []);
    const mail = replyMail('en', { reference: 'MSG-20261124-ABCD', name: 'Li Ming', content: 'Line one\nLine two' }, 'Our answer.');
    assert.match(mail.subject, /MSG-20261124-ABCD/);
    assert.match(mail.text, /^Dear Li Ming,\n\nOur answer\.[\s\S]*\n> Line one\n> Line two\n$/);
  });

  it('refuse a sample refused without its reason, or shipped without its carrier and tracking number', () => {
    assert.match(sampleProblem({ status: 'rejected', note: ' ' }) ?? '', /reason/);
    assert.equal(sampleProblem({ status: 'rejected', note: '停产' }), null);
    assert.match(sampleProblem({ status: 'shipped', carrier: 'SF' }) ?? '', /tracking/);
    assert.equal(sampleProblem({ status: 'shipped', carrier: 'SF', tracking_number: 'SF1' }), null);
    assert.equal(sampleProblem({ status: 'approved' }), null);
  });
});

describe('what is overdue, and who hears of it', () => {
  it('is an item past its due date that still awaits the company', () => {
    const now = at('2026-11-24T16:00:00Z');
    assert.equal(isOverdue(['new', 'in_progress'], 'new', '2026-11-24T15:59:59.999Z', now), true);
    assert.equal(isOverdue(['new', 'in_progress'], 'replied', '2026-11-24T15:59:59.999Z', now), false);
    assert.equal(isOverdue(['new', 'in_progress'], 'new', '2026-11-25T15:59:59.999Z', now), false);
    assert.equal(isOverdue(['new'], 'new', null, now), false);
  });

  it("lists a queue's open and overdue items at addresses of the admin's list", () => {
    const samples = QUEUES.find((queue) => queue.slug === 'sample-requests')!;
    assert.equal(openList(samples), '/admin/collections/sample-requests?where[status][in]=submitted,approved,shipped&sort=due_at');
    assert.equal(
      overdueList(samples, at('2026-11-24T16:00:00Z')),
      '/admin/collections/sample-requests?where[status][in]=submitted&where[due_at][less_than]=2026-11-24T16:00:00.000Z&sort=due_at',
    );
  });

  it('is mailed once a day from 09:00 in China, each item linked in the admin', () => {
    assert.equal(digestDay(at('2026-11-24T08:59:00+08:00')), null);
    assert.equal(digestDay(at('2026-11-24T09:00:00+08:00')), '2026-11-24');
    assert.equal(digestDay(at('2026-11-24T23:30:00+08:00')), '2026-11-24');
    const mail = digestMail(
      QUEUES[1]!,
      [{ id: 12, reference: 'MSG-20261123-ABCD', due_at: '2026-11-23T15:59:59.999Z', status: 'new' }],
      'https://cms.example',
      '2026-11-24',
    );
    assert.equal(mail.subject, '【逾期提醒 / Overdue】访客留言 / Contact messages: 1 (2026-11-24)');
    assert.match(mail.text, /- MSG-20261123-ABCD {2}2026-11-23 23:59 {2}https:\/\/cms\.example\/admin\/collections\/messages\/12\n/);
  });
});
