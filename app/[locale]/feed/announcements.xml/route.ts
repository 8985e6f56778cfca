import { FEED_SIZE } from '@/lib/feed';
import { getCategory } from '@/lib/backend';
import { investorSections } from '@/features/investor/sections';
import { feedResponse } from '../respond';

/** `/feed/announcements.xml`, `/en/feed/announcements.xml`: RSS 2.0 of the newest announcements (临时公告), each with its PDF. */
export function GET() {
  return feedResponse(
    'announcements',
    async ({ investor }) => {
      const { announcements } = await investorSections(investor);
      return announcements ? (await getCategory(announcements.id, 1, FEED_SIZE)).articles.list : null;
    },
    '/investor',
  );
}
