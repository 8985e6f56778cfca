import 'server-only';
import { getTranslations } from 'next-intl/server';

/** A members' document's download control's text (messages `MemberDocument`). */
export type MemberDocumentLabels = { signIn: string; download: string; preparing: string; failed: string };

export async function memberDocumentLabels(): Promise<MemberDocumentLabels> {
  const t = await getTranslations('MemberDocument');
  return { signIn: t('signIn'), download: t('download'), preparing: t('preparing'), failed: t('failed') };
}
