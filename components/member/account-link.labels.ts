import 'server-only';
import { getTranslations } from 'next-intl/server';

/** The header's sign-in link's text (messages `Account`). */
export type AccountLabels = { signIn: string; signOut: string };

export async function accountLinkLabels(): Promise<AccountLabels> {
  const t = await getTranslations('Account');
  return { signIn: t('signIn'), signOut: t('signOut') };
}
