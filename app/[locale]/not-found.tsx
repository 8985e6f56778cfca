import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/not-found-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('NotFound'))('title'), robots: { index: false } };
}

/** Any unknown path (requirements §2 `*`); pages that find nothing to show render the same view (lib/core/not-found.ts). */
export default function NotFound() {
  return <NotFoundView />;
}
