import type { Query as PageQuery } from '@/lib/page-query';
import { PAGE_QUERIES } from '@/features';
import { resetMetadata, resetPage } from '@/features/password-reset/reset-page';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The page's query: the reset mail's `token`. */
const QUERY = PAGE_QUERIES['/login/reset'];
type Props = { searchParams: Promise<PageQuery> };

/**
 * /login/reset?token=…: the link a backend mails to set a member's new password (`web/reset_password`,
 * features/password-reset/reset-page.tsx).
 */
async function ResetPage({ searchParams }: Props) {
  return resetPage(QUERY.read(await searchParams).token);
}

export const generateMetadata = metadataWhenAvailable(() => resetMetadata());
export default whenAvailable(ResetPage);
