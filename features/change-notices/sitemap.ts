/** The change notices' entries of /sitemap.xml: the list, dated by the newest notice, and each notice's page. */
import type { SitemapPage } from '@/lib/sitemap';
import { CHANGE_NOTICES_PATH, noticePath } from './notices';
import { getAllChangeNotices } from './reads';

export async function noticeSitemap(): Promise<SitemapPage[]> {
  const notices = await getAllChangeNotices();
  if (!notices?.length) return [];
  return [
    { path: CHANGE_NOTICES_PATH, lastModified: notices[0]!.date, priority: 0.6, changeFrequency: 'weekly' },
    ...notices.map((notice): SitemapPage => ({
      path: noticePath(notice.number),
      lastModified: notice.date,
      priority: 0.5,
      changeFrequency: 'yearly',
    })),
  ];
}
