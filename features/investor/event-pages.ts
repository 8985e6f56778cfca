/**
 * The page of an investor calendar event (issue 25): a shareholders' meeting or a results briefing the
 * backend names by `meeting_id` or `briefing_id` has a page of its own, linked while that meeting or
 * briefing is there to show (no link to a page that would answer 404).
 */
import type { IrEvent } from '@/lib/backend/types';
import { briefingPath, meetingPath } from '@/lib/investor-paths';

type Known = { meetings: readonly { id: number }[]; briefings: readonly { id: number }[] };

export function eventPage(event: Pick<IrEvent, 'meeting_id' | 'briefing_id'>, known: Known): string | null {
  if (event.meeting_id && known.meetings.some((meeting) => meeting.id === event.meeting_id)) return meetingPath(event.meeting_id);
  if (event.briefing_id && known.briefings.some((briefing) => briefing.id === event.briefing_id)) return briefingPath(event.briefing_id);
  return null;
}
