import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { pageNotFound } from '@/lib/core/not-found';
import { parseId } from '@/lib/params';
import { getLocalePath } from '@/i18n/server';

/**
 * A permanent redirect (308) from a short detail address to its canonical page. Only a well-formed id is
 * redirected (in the page's language); anything else is the 404 page rather than a redirect to a page that would 404 anyway.
 */
export async function redirectToDetail(base: '/product/detail' | '/news/detail', params: Promise<{ id: string }>): Promise<never> {
  const id = parseId((await params).id);
  if (id === null) pageNotFound();
  permanentRedirect((await getLocalePath())(`${base}/${id}`));
}
