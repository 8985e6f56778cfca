import { calendarResponse } from '../calendar';

/** `/investor/events.ics`, `/en/investor/events.ics`: every investor event, a calendar to subscribe to. */
export function GET() {
  return calendarResponse((events) => events, 'inline; filename="investor-events.ics"');
}
