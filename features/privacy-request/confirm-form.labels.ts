import 'server-only';
import { getTranslations } from 'next-intl/server';
import { translateKeys } from '@/i18n/labels';
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from './contract';

/** The text of ./confirm-form.tsx (messages `PrivacyRequest`); `{reference}` and `{kind}` stay for the island. */
export async function privacyConfirmLabels() {
  const t = await getTranslations('PrivacyRequest');
  return {
    ...translateKeys(t, [
      'confirmPrompt',
      'confirmButton',
      'confirmWorking',
      'confirmFailed',
      'confirmedTitle',
      'invalidTitle',
      'invalidText',
      'newRequest',
      'backToPolicy',
    ] as const),
    confirmedText: t('confirmedText', { reference: '{reference}', kind: '{kind}' }),
    kinds: Object.fromEntries(PRIVACY_REQUEST_KINDS.map((kind) => [kind, t(`kinds.${kind}`)])) as Record<PrivacyRequestKind, string>,
  };
}

export type PrivacyConfirmLabels = Awaited<ReturnType<typeof privacyConfirmLabels>>;
