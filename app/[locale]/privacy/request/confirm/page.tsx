import type { Query as PageQuery } from '@/lib/page-query';
import { PAGE_QUERIES } from '@/features';
import { privacyConfirmMetadata, privacyConfirmPage } from '@/features/privacy-request/confirm-page';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The page's query: the identity mail's `token`. */
const QUERY = PAGE_QUERIES['/privacy/request/confirm'];
type Props = { searchParams: Promise<PageQuery> };

/**
 * /privacy/request/confirm?token=…: the link a backend mails to the address of a privacy request, to check that the
 * requester holds it (`web/confirm_privacy_request`, features/privacy-request/confirm-page.tsx).
 */
async function ConfirmPage({ searchParams }: Props) {
  return privacyConfirmPage(QUERY.read(await searchParams).token);
}

export const generateMetadata = metadataWhenAvailable(() => privacyConfirmMetadata());
export default whenAvailable(ConfirmPage);
