import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getChangeNotices, getSiteInfo } from '@/lib/backend';
import { productLines } from '@/lib/pages/product-lines';
import { FEED_SIZE, noticeFeed } from '@/lib/feed';
import { CHANGE_NOTICES_PATH, noticesHref } from '@/lib/change-notices/notices';
import { PAGE_QUERIES } from '@/lib/pages/page-queries';
import { parseOptionalId } from '@/lib/params';
import { displayDate } from '@/lib/format';
import { siteOrigin } from '@/lib/core/site-url';
import { shortCompanyName } from '@/lib/site-name';
import { fileNotFound } from '@/lib/pages/file-not-found';
import { getPageLocale } from '@/i18n/server';
import { localePath } from '@/i18n/paths';

const QUERY = PAGE_QUERIES['/feed/change-notices.xml'];

/**
 * `/feed/change-notices.xml` (`/en/…`): RSS 2.0 of the newest change notices, each linking to its page
 * with its PDF; `?line=11`: one product line's. A 404 without notices, or for a line that is not one; a
 * backend fault propagates (a 503 or the last good copy, never an empty feed).
 */
export async function GET(request: NextRequest) {
  const [site, locale, t, feeds] = await Promise.all([
    getSiteInfo(),
    getPageLocale(),
    getTranslations('Notices'),
    getTranslations('Feeds'),
  ]);
  const line = parseOptionalId(QUERY.read(Object.fromEntries(request.nextUrl.searchParams)).line);
  if (line === null) return fileNotFound(feeds('none'));
  const { lines, known } = await productLines(line);
  if (!known) return fileNotFound(feeds('none'));
  const lineCategory = lines.find((child) => child.id === line);
  const notices = await getChangeNotices(line, undefined, undefined, 1, FEED_SIZE);
  if (!notices) return fileNotFound(feeds('none'));
  const company = shortCompanyName(site);
  const separator = locale === 'zh' ? '、' : ', ';
  const xml = noticeFeed({
    origin: siteOrigin(),
    locale,
    line,
    title: lineCategory ? t('feedLineTitle', { company, line: lineCategory.name }) : t('feedTitle', { company }),
    description: t('feedDescription', { company }),
    pagePath: localePath(locale, line ? noticesHref({ line }) : CHANGE_NOTICES_PATH),
    publisher: site.company_name || company,
    items: notices.list,
    describe: (notice) =>
      [
        notice.summary,
        t('feedItem', {
          parts: notice.parts.map((part) => part.part_number).join(separator) || '—',
          effective: notice.effective_date ? displayDate(notice.effective_date, locale) : '—',
        }),
        notice.last_time_buy ? t('feedItemLtb', { date: displayDate(notice.last_time_buy, locale) }) : '',
      ]
        .filter(Boolean)
        .join('\n'),
  });
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
