/** Quality's reads: a product's parts' quality data, a lookup by part number, and whether there is any. */
import 'server-only';
import { callBackend, holdsAny, languageRead, orAbsent, orNull } from '@/lib/backend/read';
import { PAGE_SIZE_MAX } from '@/lib/backend/types';
import { ComplianceListSchema, QUALITY_CALLS, type Compliance } from './contract';

/**
 * The quality data of a product's orderable parts (its page's "Quality and compliance"); empty when the
 * backend has none, and when the call fails: the section is a piece of the product page.
 */
export const getProductCompliance = languageRead(async (lang, productId: number): Promise<Compliance[]> => {
  const answer = await orNull(
    callBackend(QUALITY_CALLS.getCompliance, { lang, product_id: productId, page: 1, page_size: PAGE_SIZE_MAX }, ComplianceListSchema),
  );
  return answer?.list ?? [];
});

/**
 * The orderable parts a part number finds in any spelling (the first 50), with their quality data; null
 * when the backend has none.
 */
export const findCompliance = languageRead((lang, part: string) =>
  orAbsent(callBackend(QUALITY_CALLS.getCompliance, { lang, part, page: 1, page_size: PAGE_SIZE_MAX }, ComplianceListSchema)),
);

/** Whether the backend has quality data for any part (pages link the lookup only then); a fault reads as no. */
export const hasCompliance = languageRead((lang) =>
  holdsAny(callBackend(QUALITY_CALLS.getCompliance, { lang, page: 1, page_size: 1 }, ComplianceListSchema)),
);
