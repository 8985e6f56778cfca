import 'server-only';
import { getTranslations } from 'next-intl/server';
import { translateKeys } from '@/i18n/labels';
import { ALERT_CATEGORIES, type AlertCategory } from './contract';

/** The text of ./alert-link-form.tsx (messages `Alerts`); `{email}` and `{lang}` stay for the island. */
export async function alertLinkFormLabels() {
  const t = await getTranslations('Alerts');
  return {
    ...translateKeys(t, [
      'confirmPrompt',
      'confirmButton',
      'unsubscribePrompt',
      'unsubscribeButton',
      'linkWorking',
      'linkFailed',
      'confirmed',
      'unsubscribed',
      'invalidTitle',
      'invalidText',
      'resubscribe',
      'backToInvestor',
    ] as const),
    confirmedText: t('confirmedText', { email: '{email}', lang: '{lang}' }),
    unsubscribedText: t('unsubscribedText', { email: '{email}' }),
    langs: { zh: t('langs.zh'), en: t('langs.en') },
    categories: Object.fromEntries(ALERT_CATEGORIES.map((category) => [category, t(`categories.${category}`)])) as Record<
      AlertCategory,
      string
    >,
  };
}

export type AlertLinkFormLabels = Awaited<ReturnType<typeof alertLinkFormLabels>>;
