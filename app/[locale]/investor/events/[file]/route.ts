import { eventOfFile } from '@/lib/ir-events';
import { calendarResponse } from '../../calendar';

type Params = { params: Promise<{ file: string }> };

/** `/investor/events/<id>.ics`: one event as a file to add to a calendar; any other name is a 404. */
export async function GET(_request: Request, { params }: Params) {
  const file = (await params).file;
  const id = /^\d{1,10}/.exec(file)?.[0] ?? '0';
  return calendarResponse((events) => {
    const event = eventOfFile(events, file);
    return event ? [event] : null;
  }, `attachment; filename="investor-event-${id}.ics"`);
}
