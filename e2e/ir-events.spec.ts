/**
 * The investor calendar (issue 14): what is to come and what has been on /investor, at both widths and in
 * both languages; the iCalendar files (the whole calendar, one event), valid and with absolute links; a new
 * event after a revalidation; a backend without a calendar.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { ALT_SITE, CACHE_SITE, DEMO_BACKEND, REVALIDATE_SECRET, SITE } from './support/servers';
import { setFaults } from './support/alt-faults';
import { cacheStateOnceKept } from './support/kept';
import { chinaToday } from './support/clock';
import { expect, test } from './support/fixtures';

const EVENTS = 'web/get_ir_events';

/** The events of an iCalendar text, read by ical.js (a parse error fails the test). */
function calendarEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)) };
}

async function getCalendar(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  return calendarEvents(await response.text());
}

/** `<time datetime>` of each event of a list, as instants (a day: its start in China). */
async function startsOf(page: Page, list: string): Promise<number[]> {
  const values = await page
    .locator(`section[aria-labelledby="events"] ${list} li time`)
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  return values.map((value) => Date.parse(value.length === 10 ? `${value}T00:00:00+08:00` : value));
}

test.describe('investor calendar', () => {
  test('lists what is to come, soonest first, each with its calendar file, then the latest past events', async ({ page, request }) => {
    await page.goto(`${SITE}/investor`);
    const section = page.locator('section[aria-labelledby="events"]');
    await expect(section.getByRole('heading', { level: 2 })).toContainText('投资者日历');
    await expect(page.getByRole('navigation', { name: '本页导航' }).getByRole('link', { name: '投资者日历' })).toHaveAttribute(
      'href',
      '#events',
    );

    const upcoming = await startsOf(page, 'h3:text("即将举行") + ol');
    const past = await startsOf(page, 'h3:text("往期活动") + ol');
    expect(upcoming.length + past.length).toBeGreaterThan(0);
    expect([...upcoming].sort((a, b) => a - b)).toEqual(upcoming);
    expect([...past].sort((a, b) => b - a)).toEqual(past);
    // Anything that began before today in China is over (the demo's timed events end the day they start).
    const today = Date.parse(`${chinaToday()}T00:00:00+08:00`);
    for (const start of upcoming) expect(start).toBeGreaterThanOrEqual(today);
    for (const start of past) expect(start).toBeLessThan(today + 24 * 3600_000);

    // Each upcoming event's "add to calendar" file holds that event alone.
    const items = section.locator('h3:text("即将举行") + ol > li');
    for (const item of await items.all()) {
      const title = await item.getByRole('heading', { level: 4 }).textContent();
      const link = item.getByRole('link', { name: /^添加到日历/ });
      await expect(link).toHaveAccessibleName(`添加到日历：${title}`);
      const { events } = await getCalendar(request, new URL((await link.getAttribute('href'))!, SITE).toString());
      expect(events.map((event) => event.summary)).toEqual([title]);
    }
    // Past events have no file to add, and a past results briefing reads in Beijing time with its page.
    await expect(section.locator('h3:text("往期活动") + ol').getByRole('link', { name: /添加到日历/ })).toHaveCount(0);
    const briefing = section.locator('li', { hasText: '2026 年第三季度业绩说明会' });
    await expect(briefing.locator('time')).toHaveText('2026-11-1215:00–16:30 北京时间');
    await expect(briefing.locator('time')).toHaveAttribute('datetime', '2026-11-12T15:00+08:00');
    const details = briefing.getByRole('link', { name: '详情' });
    expect((await request.get(new URL((await details.getAttribute('href'))!, SITE).toString())).status()).toBe(200);
  });

  test('the subscription calendar holds every event of the backend, with absolute links and stable ids @desktop', async ({
    page,
    request,
  }) => {
    const backend = await (await request.post(`${DEMO_BACKEND}/api/${EVENTS}`, { data: { lang: 'zh' } })).json();
    await page.goto(`${SITE}/investor`);
    const href = await page.getByRole('link', { name: '订阅投资者日历（iCalendar）' }).getAttribute('href');
    expect(href).toBe('/investor/events.ics');
    const { calendar, events } = await getCalendar(request, SITE + href);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('星垣微电子 投资者日历');
    expect(events).toHaveLength(backend.data.list.length);
    for (const event of events) {
      expect(event.uid).toMatch(/^ir-event-\d+@127\.0\.0\.1$/);
      expect(String(event.component.getFirstPropertyValue('url'))).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    }
    const results = events.find((event) => event.summary === '2026 年第三季度报告披露')!;
    expect(results.startDate.isDate).toBe(true);
    expect(results.startDate.toString()).toBe('2026-10-28');
    const meeting = events.find((event) => event.summary === '2026 年第一次临时股东大会')!;
    expect(meeting.startDate.toJSDate().toISOString()).toBe('2026-12-15T06:30:00.000Z');
    expect(meeting.location).toContain('星垣路 88 号');
    // The English calendar: the same events and ids, in English.
    const english = await getCalendar(request, `${SITE}/en/investor/events.ics`);
    expect(english.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Xingyuan Micro Investor Calendar');
    expect(english.events.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
    expect(english.events.find((event) => event.uid === meeting.uid)!.summary).toBe('First Extraordinary General Meeting of 2026');
  });

  test('reads in English on the English page', async ({ page }) => {
    await page.goto(`${SITE}/en/investor`);
    const section = page.locator('section[aria-labelledby="events"]');
    await expect(section.getByRole('heading', { level: 2 })).toContainText('Investor calendar');
    await expect(section.getByRole('link', { name: 'Subscribe to the investor calendar (iCalendar)' })).toHaveAttribute(
      'href',
      '/en/investor/events.ics',
    );
    const briefing = section.locator('li', { hasText: '2026 Third-Quarter Results Briefing' });
    await expect(briefing.locator('time')).toHaveText('Nov 12, 202615:00–16:30 Beijing time (UTC+8)');
    await expect(briefing.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/en/news/detail/211');
  });

  test('an unknown event file is a 404 @desktop', async ({ request }) => {
    for (const path of ['/investor/events/999999.ics', '/investor/events/abc', '/investor/events/511.ics.ics']) {
      const response = await request.get(SITE + path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toBe('没有这个活动。');
    }
  });
});

test.describe('investor calendar against other backends @shared', () => {
  test.afterEach(() => setFaults({}));

  const revalidate = (request: APIRequestContext, tags: string[]) =>
    request.post(`${CACHE_SITE}/_site/revalidate`, { data: { tags }, headers: { authorization: `Bearer ${REVALIDATE_SECRET}` } });
  const newEvent = { id: 777, type: 'call', title: '</script><b>新增的业绩说明会</b>', starts_at: '2099-03-02T10:00', location: '线上' };

  test('a new event shows on the page and in the calendar after an investor revalidation, its title as text', async ({ page, request }) => {
    await setFaults({});
    await revalidate(request, ['investor']);
    expect(await cacheStateOnceKept(request, `${CACHE_SITE}/investor/events.ics`)).toBe('HIT');
    await setFaults({ [EVENTS]: { data: { list: [newEvent] } } });
    const before = await getCalendar(request, `${CACHE_SITE}/investor/events.ics`);
    expect(before.events.map((event) => event.summary)).not.toContain(newEvent.title);

    expect((await revalidate(request, ['investor'])).status()).toBe(200);
    const after = await getCalendar(request, `${CACHE_SITE}/investor/events.ics`);
    expect(after.events.map((event) => event.summary)).toEqual([newEvent.title]);
    await page.goto(`${CACHE_SITE}/investor`);
    const upcoming = page.locator('section[aria-labelledby="events"] h3:text("即将举行") + ol > li');
    await expect(upcoming).toHaveCount(1);
    await expect(upcoming.getByRole('heading', { level: 4 })).toHaveText(newEvent.title);
    await expect(upcoming.locator('b')).toHaveCount(0);
    await expect(upcoming.locator('time')).toHaveText('2099-03-0210:00 北京时间');
  });

  test('a backend without a calendar: no section, and an empty calendar to subscribe to', async ({ page, request }) => {
    await setFaults({ [EVENTS]: { status: 404 } });
    await page.goto(`${ALT_SITE}/investor`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="events"]')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '本页导航' }).getByRole('link', { name: '投资者日历' })).toHaveCount(0);
    expect((await getCalendar(request, `${ALT_SITE}/investor/events.ics`)).events).toEqual([]);
  });
});
