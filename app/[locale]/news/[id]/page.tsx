import { redirectToDetail } from '@/lib/pages/legacy-redirect';
import { whenAvailable } from '@/components/unavailable';

/** `/news/{id}` is a short address: it moves permanently to `/news/detail/{id}`. */
function NewsShortAddress({ params }: { params: Promise<{ id: string }> }) {
  return redirectToDetail('/news/detail', params);
}

export default whenAvailable(NewsShortAddress);
