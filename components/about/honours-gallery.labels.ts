import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Honour } from '@/lib/backend/types';

/** The honours gallery's text (messages `About`); `view` has `{title}` where an honour's title goes. */
export type HonoursLabels = { types: Record<Honour['type'], string>; view: string };

export async function honoursGalleryLabels(): Promise<HonoursLabels> {
  const t = await getTranslations('About');
  return {
    types: { award: t('honourTypes.award'), certificate: t('honourTypes.certificate'), patent: t('honourTypes.patent') },
    view: t('viewImage', { title: '{title}' }),
  };
}
