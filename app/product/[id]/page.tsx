import { redirectToDetail } from '@/lib/server/legacy-redirect';

/** `/product/{id}` is a short address: it moves permanently to `/product/detail/{id}`. */
export default function ProductShortAddress({ params }: { params: Promise<{ id: string }> }) {
  return redirectToDetail('/product/detail', params);
}
