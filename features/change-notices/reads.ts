/**
 * The change notices' reads (issue 23): a page of the list, one notice, a product's, all of them for the
 * sitemap and the feed, and whether there are any (pages link the list only then).
 */
import 'server-only';
import { allPages, callBackend, holdsAny, languageRead, orAbsent, orNull } from '@/lib/backend/read';
import { PAGE_SIZE_MAX } from '@/lib/backend/types';
import { ChangeNoticeListSchema, NOTICE_CALLS, type ChangeNotice, type NoticeType } from './contract';

/**
 * One page of the change notices, newest first, narrowed by product line (any depth), type and year; null
 * when the backend has none (code 0, HTTP 404).
 */
export const getChangeNotices = languageRead(
  (lang, categoryId: number | undefined, type: NoticeType | undefined, year: number | undefined, page: number, pageSize: number) =>
    orAbsent(
      callBackend(
        NOTICE_CALLS.getChangeNotices,
        {
          lang,
          ...(categoryId ? { category_id: categoryId } : {}),
          ...(type ? { type } : {}),
          ...(year ? { year } : {}),
          page,
          page_size: pageSize,
        },
        ChangeNoticeListSchema,
      ),
    ),
);

/** One notice by its number; null when there is none (or no notices at all). */
export const getChangeNotice = languageRead(async (lang, number: string): Promise<ChangeNotice | null> => {
  const answer = await orAbsent(
    callBackend(NOTICE_CALLS.getChangeNotices, { lang, number, page: 1, page_size: 1 }, ChangeNoticeListSchema),
  );
  return answer?.list.find((notice) => notice.number.toLowerCase() === number.toLowerCase()) ?? null;
});

/**
 * The notices affecting a product's parts (its page's "Change notices"); empty when none, and when the call
 * fails: the section is a piece of the product page.
 */
export const getProductNotices = languageRead(async (lang, productId: number): Promise<ChangeNotice[]> => {
  const answer = await orNull(
    callBackend(NOTICE_CALLS.getChangeNotices, { lang, product_id: productId, page: 1, page_size: PAGE_SIZE_MAX }, ChangeNoticeListSchema),
  );
  return answer?.list ?? [];
});

/** Every change notice (the sitemap), at most MAX_LIST_PAGES pages; null without notices. */
export const getAllChangeNotices = languageRead(async (_lang): Promise<ChangeNotice[] | null> => {
  const pages = await allPages(
    (page) => getChangeNotices(undefined, undefined, undefined, page, PAGE_SIZE_MAX),
    (page) => page?.total ?? 0,
  );
  return pages[0] ? pages.flatMap((page) => page?.list ?? []) : null;
});

/** Whether the backend has any change notice (pages link the list only then); a fault reads as no. */
export const hasChangeNotices = languageRead((_lang) => holdsAny(getChangeNotices(undefined, undefined, undefined, 1, 1)));
