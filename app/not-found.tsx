import type { Metadata } from 'next';
import { NOT_FOUND_HEADING, NotFoundView } from '@/components/not-found-view';

export const metadata: Metadata = { title: NOT_FOUND_HEADING, robots: { index: false } };

/** Any unknown path (SPEC §2 `*`); pages that find nothing to show render the same view (lib/server/not-found.ts). */
export default function NotFound() {
  return <NotFoundView />;
}
