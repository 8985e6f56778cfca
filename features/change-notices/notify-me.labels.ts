import 'server-only';
import { getTranslations } from 'next-intl/server';

/** "Notify me" (messages `Notify`); `{name}` stays for the island. */
export async function notifyMeLabels() {
  const t = await getTranslations('Notify');
  return {
    signIn: t('signIn'),
    follow: t('follow', { name: '{name}' }),
    following: t('following', { name: '{name}' }),
    failed: t('failed'),
  };
}

export type NotifyMeLabels = Awaited<ReturnType<typeof notifyMeLabels>>;
