/** The investor pages' entries of /sitemap.xml (issue 25). */
import type { SitemapPage } from '@/lib/sitemap';
import { esgHasContent, type Meeting } from '@/lib/backend/ir-types';
import { briefingPath, DIVIDENDS_PATH, ESG_PATH, meetingPath, MEETINGS_PATH } from '@/lib/investor-paths';
import { timedItems } from './schedule';
import { siteNow } from '@/lib/core/clock';
import { chinaDateTime } from '@/lib/format';
import { getBriefings, getDividends, getEsg, getMeetings } from './reads';

type Page = (
  path: string,
  lastModified: string | undefined,
  priority: number,
  changeFrequency: SitemapPage['changeFrequency'],
) => SitemapPage;
type Depth = {
  dividends: Awaited<ReturnType<typeof getDividends>>;
  meetings: Awaited<ReturnType<typeof getMeetings>>;
  briefings: Awaited<ReturnType<typeof getBriefings>>;
  esg: Awaited<ReturnType<typeof getEsg>>;
};

/**
 * The investor pages of issue 25 the backend has content for, each meeting's and briefing's own page with them,
 * dated by their latest document (else the latest of their dates that has come: a briefing to come is today's).
 */
function investorPages(page: Page, { dividends, meetings, briefings, esg }: Depth): SitemapPage[] {
  const today = chinaDateTime(siteNow()).day;
  const latest = (dates: (string | null | undefined)[]) =>
    dates
      .filter((date): date is string => Boolean(date))
      .map((date) => (date.slice(0, 10) > today ? today : date.slice(0, 10)))
      .sort()
      .at(-1);
  const timedMeetings = timedItems(meetings ?? []);
  const timedBriefings = timedItems(briefings ?? []);
  const meetingDate = (meeting: Meeting) => latest([...meeting.documents.map((document) => document.published_at), meeting.starts_at]);
  return [
    ...(dividends?.list.length
      ? [
          page(
            DIVIDENDS_PATH,
            latest(dividends.list.flatMap((item) => [item.announcement?.published_at, item.payment_date])),
            0.5,
            'monthly',
          ),
        ]
      : []),
    ...(timedMeetings.length > 0 ? [page(MEETINGS_PATH, latest(timedMeetings.map(({ item }) => meetingDate(item))), 0.5, 'monthly')] : []),
    ...timedMeetings.map(({ item }) => page(meetingPath(item.id), meetingDate(item), 0.4, 'monthly')),
    ...timedBriefings.map(({ item }) => page(briefingPath(item.id), latest([item.slides?.published_at, item.starts_at]), 0.4, 'monthly')),
    ...(esg && esgHasContent(esg)
      ? [page(ESG_PATH, latest([...esg.reports, ...esg.policies].map((document) => document.published_at)) ?? today, 0.5, 'yearly')]
      : []),
  ];
}

const page: Page = (path, lastModified, priority, changeFrequency) => ({ path, lastModified, priority, changeFrequency });

export async function depthSitemap(): Promise<SitemapPage[]> {
  const [dividends, meetings, briefings, esg] = await Promise.all([getDividends(), getMeetings(), getBriefings(), getEsg()]);
  return investorPages(page, { dividends, meetings, briefings, esg });
}
