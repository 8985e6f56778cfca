/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CALLS } from '@/features';
import { BriefingListSchema, DividendListSchema, EsgSchema, MeetingListSchema } from '@/lib/backend/ir-types';
import { IrEventListSchema } from '@/lib/backend/types';
import { collectLeftOut } from '@/lib/backend/lenient';
import { call } from '@/demo/test-call';

const FILES = path.join(process.cwd(), 'demo', 'content', 'files');
const read = async <T>(name: Parameters<typeof call>[0], schema: { parse: (value: unknown) => T }, lang: 'zh' | 'en') => {
  const answer = await call(name, { lang });
  expect(answer.body.code).toBe(1);
  const { result, leftOut } = collectLeftOut(() => schema.parse(answer.body.data));
  expect(leftOut).toEqual([]);
  return result;
};

describe('the demo backend answers the calls of issue 25 as the contract reads them, in both languages', () => {
  it.each(['zh', 'en'] as const)('%s: every document it names is a file it serves, with its real size', async (lang) => {
    const [dividends, meetings, briefings, esg] = await Promise.all([
      read(CALLS.getDividends, DividendListSchema, lang),
      read(CALLS.getMeetings, MeetingListSchema, lang),
      read(CALLS.getBriefings, BriefingListSchema, lang),
      read(CALLS.getEsg, EsgSchema, lang),
    ]);
    const documents = [
      ...dividends.list.flatMap((item) => (item.announcement ? [item.announcement] : [])),
      ...meetings.list.flatMap((meeting) => meeting.documents),
      ...briefings.list.flatMap((briefing) => (briefing.slides ? [briefing.slides] : [])),
      ...esg.reports,
      ...esg.policies,
    ];
    expect(documents.length).toBeGreaterThan(20);
    for (const document of documents) {
      expect(document.url).toMatch(/^\/api\/files\/docs\/ir\/[\w-]+\.pdf$/);
      expect(existsSync(path.join(FILES, document.url.slice('/api/files/'.length)))).toBe(true);
      expect(document.size).toBeGreaterThan(0);
    }
    expect(dividends.list.every((item) => item.announcement !== null)).toBe(true);
  });

  it("the calendar's meetings and briefings name ones the backend has", async () => {
    const [events, meetings, briefings] = await Promise.all([
      read(CALLS.getIrEvents, IrEventListSchema, 'zh'),
      read(CALLS.getMeetings, MeetingListSchema, 'zh'),
      read(CALLS.getBriefings, BriefingListSchema, 'zh'),
    ]);
    const named = events.list.filter((event) => event.meeting_id || event.briefing_id);
    expect(named.length).toBe(6);
    for (const event of named) {
      const target = event.meeting_id
        ? meetings.list.find((meeting) => meeting.id === event.meeting_id)
        : briefings.list.find((briefing) => briefing.id === event.briefing_id);
      expect(target?.starts_at).toBe(event.starts_at);
    }
  });
});
