import { calendarResponse } from '../../calendar';

type Params = { params: Promise<{ file: string }> };

/** `/investor/events/<id>.ics`: one event as a file to add to a calendar; any other name is a 404. */
export async function GET(_request: Request, { params }: Params) {
  const match = /^([1-9]\d{0,9})\.ics$/.exec((await params).file);
  const id = match ? Number(match[1]) : null;
  return calendarResponse((events) => {
    const event = events.find((candidate) => candidate.id === id);
    return event ? [event] : null;
  }, `attachment; filename="investor-event-${id ?? 0}.ics"`);
}
