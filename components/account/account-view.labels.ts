import 'server-only';
import { getTranslations } from 'next-intl/server';
import { translateKeys } from '@/i18n/labels';
import { SAMPLE_STATUSES, type SampleStatus } from '@/lib/backend/sample-form';

const FIELDS = ['part', 'quantity', 'name', 'company', 'email', 'phone', 'address'] as const;

/** /account's text (messages `AccountPage`); placeholders stay for the island. */
export async function accountViewLabels() {
  const t = await getTranslations('AccountPage');
  const keys = [
    'signedOutLead',
    'signIn',
    'signOut',
    'loading',
    'profile',
    'username',
    'profileNone',
    'requests',
    'requestsNone',
    'requestsFailed',
    'requestSamples',
    'reference',
    'submittedAt',
    'status',
    'subscriptions',
    'subscriptionsNone',
    'unsubscribe',
  ] as const;
  return {
    ...translateKeys(t, keys),
    updatedAt: t('updatedAt', { date: '{date}' }),
    tracking: t('tracking', { carrier: '{carrier}', number: '{number}' }),
    unsubscribeName: t('unsubscribeName', { name: '{name}' }),
    kinds: { product: t('kinds.product'), line: t('kinds.line') },
    statuses: Object.fromEntries([...SAMPLE_STATUSES, 'other'].map((status) => [status, t(`statuses.${status}`)])) as Record<
      SampleStatus,
      string
    >,
    fields: Object.fromEntries(FIELDS.map((field) => [field, t(`fields.${field}`)])) as Record<(typeof FIELDS)[number], string>,
  };
}

export type AccountViewLabels = Awaited<ReturnType<typeof accountViewLabels>>;
