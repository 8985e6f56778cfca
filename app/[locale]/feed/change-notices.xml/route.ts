import type { NextRequest } from 'next/server';
import { PAGE_QUERIES } from '@/features';
import { noticeFeedResponse } from '@/features/change-notices/feed';

const QUERY = PAGE_QUERIES['/feed/change-notices.xml'];

/** `/feed/change-notices.xml` (`/en/…`): the change notices' feed (features/change-notices/feed.ts). */
export async function GET(request: NextRequest) {
  return noticeFeedResponse(QUERY.read(Object.fromEntries(request.nextUrl.searchParams)));
}
