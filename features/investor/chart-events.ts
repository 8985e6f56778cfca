/**
 * The events the one-year price chart marks (issue 25, item 6): results releases (the periodic reports),
 * dividends (on their ex-date, else their payment date) and shareholders' meetings, each with the address of
 * its announcement, and where each sits on the chart: on the close of the first trading day from its date.
 */
import type { ArticleSummary } from '@/lib/backend/types';
import type { Dividend, Meeting } from '@/lib/backend/ir-types';
import { eventTiming } from '@/lib/ir-events';
import { chinaDateTime } from '@/lib/format';
import { meetingPath } from '@/lib/investor-paths';

export const CHART_EVENT_KINDS = ['results', 'dividend', 'meeting'] as const;
export type ChartEventKind = (typeof CHART_EVENT_KINDS)[number];
/**
 * `href`: the announcement (a backend file, a site path or another site's address); '' when there is none.
 * `lang`: the title's language when the backend has it in another language only (a report in Chinese).
 */
export type ChartEvent = { date: string; kind: ChartEventKind; title: string; href: string; lang?: 'zh' | 'en' };

export type ChartEventSources = { reports: readonly ArticleSummary[]; dividends: readonly Dividend[]; meetings: readonly Meeting[] };

/** A meeting's day in China, if its date can be read. */
function meetingDay(meeting: Meeting): string | null {
  const timing = eventTiming(meeting);
  if (!timing) return null;
  return timing.allDay ? timing.firstDay : chinaDateTime(timing.start).day;
}

/**
 * The events from `from` to `to` (days, inclusive), in date order (results, dividends, meetings on one day).
 * A meeting links its resolutions, else its notice, else its own page.
 */
export function chartEvents({ reports, dividends, meetings }: ChartEventSources, from: string, to: string): ChartEvent[] {
  const events: ChartEvent[] = [
    ...reports.map((report) => ({
      date: report.published_at.slice(0, 10),
      kind: 'results' as const,
      title: report.title,
      href: report.announcement?.pdf_url ?? '',
      ...(report.lang ? { lang: report.lang } : {}),
    })),
    ...dividends.flatMap((item) => {
      const date = item.ex_date ?? item.payment_date;
      return date
        ? [{ date, kind: 'dividend' as const, title: item.announcement?.title || item.plan, href: item.announcement?.url ?? '' }]
        : [];
    }),
    ...meetings.flatMap((meeting) => {
      const date = meetingDay(meeting);
      const document =
        meeting.documents.find((candidate) => candidate.kind === 'resolutions') ??
        meeting.documents.find((candidate) => candidate.kind === 'notice');
      return date ? [{ date, kind: 'meeting' as const, title: meeting.title, href: document?.url ?? meetingPath(meeting.id) }] : [];
    }),
  ];
  const order = (kind: ChartEventKind) => CHART_EVENT_KINDS.indexOf(kind);
  return events
    .filter((event) => event.date >= from && event.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date) || order(a.kind) - order(b.kind));
}

export type PlacedEvent = ChartEvent & { x: number; y: number; stack: number };

/**
 * Where each event is drawn: at its day, or the first trading day after it when the market was shut, `stack`
 * counting the events drawn before it at the same day. An event after the chart's last day is not drawn.
 */
export function placeEvents(events: readonly ChartEvent[], points: readonly { date: string; x: number; y: number }[]): PlacedEvent[] {
  const placed: PlacedEvent[] = [];
  for (const event of events) {
    const point = points.find((candidate) => candidate.date >= event.date);
    if (!point) continue;
    const stack = placed.filter((other) => other.x === point.x).length;
    placed.push({ ...event, x: point.x, y: point.y, stack });
  }
  return placed;
}
