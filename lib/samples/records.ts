/**
 * A member's sample requests as /account lists them (pure): the day each was sent and last changed, in
 * China, as a reader of the page's language writes it.
 */
import { chinaDateTime, displayDate } from '@/lib/format';

/** The China day of an ISO instant or date, written for `locale`; as given when it cannot be read. */
export function recordDay(iso: string, locale: 'zh' | 'en'): string {
  const at = Date.parse(iso);
  return displayDate(Number.isNaN(at) ? iso : chinaDateTime(at).day, locale);
}
