import 'server-only';
import { getTranslations } from 'next-intl/server';

/** The reading aids' button (messages `ReadingAids`). */
export async function aidsButtonLabels() {
  const t = await getTranslations('ReadingAids');
  return { open: t('open') };
}

export type AidsButtonLabels = Awaited<ReturnType<typeof aidsButtonLabels>>;
