/**
 * The investor pages' reads (issue 25): every distribution, meeting and briefing, the sustainability content, and what
 * /investor links of them.
 */
import 'server-only';
import { callBackend, languageRead, orAbsent, orNull } from '@/lib/backend/read';
import {
  BriefingListSchema,
  DividendListSchema,
  EsgSchema,
  esgHasContent,
  MeetingListSchema,
  type Briefing,
  type Meeting,
} from '@/lib/backend/ir-types';
import { DEPTH_CALLS } from './contract';

/** Every distribution of profit, newest first as the backend gives them; null when the backend has none (code 0, HTTP 404). */
export const getDividends = languageRead((lang) => orAbsent(callBackend(DEPTH_CALLS.getDividends, { lang }, DividendListSchema)));

/** Every shareholders' meeting; null when the backend has none (code 0, HTTP 404). */
export const getMeetings = languageRead(async (lang): Promise<Meeting[] | null> => {
  const answer = await orAbsent(callBackend(DEPTH_CALLS.getMeetings, { lang }, MeetingListSchema));
  return answer?.list ?? null;
});

/** Every results briefing; null when the backend has none (code 0, HTTP 404). */
export const getBriefings = languageRead(async (lang): Promise<Briefing[] | null> => {
  const answer = await orAbsent(callBackend(DEPTH_CALLS.getBriefings, { lang }, BriefingListSchema));
  return answer?.list ?? null;
});

/** The sustainability reports, key figures and policies; null when the backend has none (code 0, HTTP 404). */
export const getEsg = languageRead((lang) => orAbsent(callBackend(DEPTH_CALLS.getEsg, { lang }, EsgSchema)));

/**
 * What /investor shows of the investor pages of issue 25: the distributions, meetings and briefings (the
 * price chart marks them, the calendar and the briefings section link them) and whether there is
 * sustainability content; a page is linked only while it has content. A fault reads as none: a link left
 * out for a while, never a page failed for it.
 */
export const getInvestorDepth = languageRead(async (_lang) => {
  const [dividends, meetings, briefings, esg] = await Promise.all([
    orNull(getDividends()),
    orNull(getMeetings()),
    orNull(getBriefings()),
    orNull(getEsg()),
  ]);
  return {
    dividends: dividends?.list ?? [],
    meetings: meetings ?? [],
    briefings: briefings ?? [],
    esg: esg !== null && esgHasContent(esg),
  };
});
/** The investor pages /investor links, and whether it links e-mail alerts (features/alerts: `hasAlerts`). */
export type InvestorDepth = Awaited<ReturnType<typeof getInvestorDepth>> & { alerts: boolean };
