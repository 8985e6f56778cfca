import type { Query as PageQuery } from '@/lib/page-query';
import { PAGE_QUERIES } from '@/features';
import { alertLinkMetadata, alertLinkPage } from '@/features/alerts/alert-link-page';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The page's query: the confirmation mail's `token`. */
const QUERY = PAGE_QUERIES['/investor/alerts/confirm'];
type Props = { searchParams: Promise<PageQuery> };

/**
 * /investor/alerts/confirm?token=…: the confirmation mail's link (double opt-in). Opening it confirms the
 * subscription (`web/confirm_alerts`); a token the backend does not know, or one already
 * ended, says so (features/alerts/alert-link-page.tsx).
 */
async function ConfirmPage({ searchParams }: Props) {
  return alertLinkPage('confirmed', QUERY.read(await searchParams).token);
}

export const generateMetadata = metadataWhenAvailable(() => alertLinkMetadata('confirmed'));
export default whenAvailable(ConfirmPage);
