/**
 * The cross-reference's reads (issue 23): a search by another vendor's part number, one part number's
 * entries, the parts a product replaces, every part (the browse list and the sitemap). Its call,
 * `web/get_cross_reference`, is declared with the core's (lib/backend/calls.ts): the search box's
 * suggestions make it from the browser too.
 */
import { CALL_SPECS } from '@/lib/backend/calls';
import { CrossReferenceListSchema, type CrossReference } from '@/lib/backend/cross-reference-types';
import { allPages, callBackend, holdsAny, languageRead, orAbsent, orNull } from '@/lib/backend/read';
import { PAGE_SIZE_MAX } from '@/lib/backend/types';

/**
 * Other vendors' parts a query finds in any spelling, best first, with what replaces them (one page of
 * them); null when the backend has no cross-reference (code 0, HTTP 404). `q` is cleaned by the caller.
 */
export const findCrossReferences = languageRead((lang, q: string, page: number, pageSize: number) =>
  orAbsent(callBackend(CALL_SPECS.getCrossReference, { lang, q, page, page_size: pageSize }, CrossReferenceListSchema)),
);

/** One part number's entries (one per vendor that makes it), for its own page; null without cross-reference. */
export const getCrossReferencePart = languageRead(async (lang, part: string) => {
  const answer = await orAbsent(
    callBackend(CALL_SPECS.getCrossReference, { lang, part, page: 1, page_size: PAGE_SIZE_MAX }, CrossReferenceListSchema),
  );
  return answer?.list ?? null;
});

/**
 * The other vendors' parts one of our products replaces (its page's "replaces" section); empty when none,
 * and when the call fails: the section is a piece of the product page, which renders without it.
 */
export const getReplacedParts = languageRead(async (lang, productId: number): Promise<CrossReference[]> => {
  const answer = await orNull(
    callBackend(CALL_SPECS.getCrossReference, { lang, product_id: productId, page: 1, page_size: PAGE_SIZE_MAX }, CrossReferenceListSchema),
  );
  return answer?.list ?? [];
});

/** One page of every part the cross-reference knows, by part number; null without cross-reference. */
export const listCrossReferences = languageRead((lang, page: number, pageSize: number) =>
  orAbsent(callBackend(CALL_SPECS.getCrossReference, { lang, page, page_size: pageSize }, CrossReferenceListSchema)),
);

/**
 * Whether the backend has a cross-reference with anything in it (pages link to it only then). A fault
 * reads as no: a link left out for a while, never a page failed for it.
 */
export const hasCrossReference = languageRead((_lang) => holdsAny(listCrossReferences(1, 1)));

/** Every part the cross-reference knows (the sitemap), at most MAX_LIST_PAGES pages; null without cross-reference. */
export const getAllCrossReferences = languageRead(async (_lang): Promise<CrossReference[] | null> => {
  const pages = await allPages(
    (page) => listCrossReferences(page, PAGE_SIZE_MAX),
    (page) => page?.total ?? 0,
  );
  return pages[0] ? pages.flatMap((page) => page?.list ?? []) : null;
});
