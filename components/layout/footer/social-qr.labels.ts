import 'server-only';
import { getTranslations } from 'next-intl/server';

/** A social account's text (messages `Footer`): its name, and its QR image's description. */
export type SocialQrLabels = { name: string; image: string };

export async function socialQrLabels(account: 'officialAccount' | 'videoAccount'): Promise<SocialQrLabels> {
  const t = await getTranslations('Footer');
  return { name: t(account), image: t('qrCode', { label: t(account) }) };
}
