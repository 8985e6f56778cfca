import { getCategory, orAbsent } from '@/lib/backend';
import { FEED_SIZE } from '@/lib/feed';
import { feedResponse } from '../respond';

/** `/feed/news.xml`, `/en/feed/news.xml`: RSS 2.0 of the newest news, each linking to its page. */
export function GET() {
  return feedResponse(
    'news',
    async ({ news }) => (news ? ((await orAbsent(getCategory(news, 1, FEED_SIZE)))?.articles.list ?? null) : null),
    '/news',
  );
}
