import { redirectToDetail } from '@/lib/server/legacy-redirect';

/** `/news/{id}` is a short address: it moves permanently to `/news/detail/{id}`. */
export default function NewsShortAddress({ params }: { params: Promise<{ id: string }> }) {
  return redirectToDetail('/news/detail', params);
}
