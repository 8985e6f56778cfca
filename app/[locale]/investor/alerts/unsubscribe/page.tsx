import type { Query as PageQuery } from '@/lib/page-query';
import { PAGE_QUERIES } from '@/features';
import { alertLinkMetadata, alertLinkPage } from '@/features/alerts/alert-link-page';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The page's query: the `token` of the link every alert mail carries. */
const QUERY = PAGE_QUERIES['/investor/alerts/unsubscribe'];
type Props = { searchParams: Promise<PageQuery> };

/**
 * /investor/alerts/unsubscribe?token=…: the link every alert mail carries. Opening it ends the
 * subscription (`web/unsubscribe_alerts`); a token the backend does not know, or one already
 * ended, says so (features/alerts/alert-link-page.tsx).
 */
async function UnsubscribePage({ searchParams }: Props) {
  return alertLinkPage('unsubscribed', QUERY.read(await searchParams).token);
}

export const generateMetadata = metadataWhenAvailable(() => alertLinkMetadata('unsubscribed'));
export default whenAvailable(UnsubscribePage);
