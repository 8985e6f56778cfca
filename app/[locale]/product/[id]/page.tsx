import { redirectToDetail } from '@/lib/pages/legacy-redirect';
import { whenAvailable } from '@/components/unavailable';

/** `/product/{id}` is a short address: it moves permanently to `/product/detail/{id}`. */
function ProductShortAddress({ params }: { params: Promise<{ id: string }> }) {
  return redirectToDetail('/product/detail', params);
}

export default whenAvailable(ProductShortAddress);
