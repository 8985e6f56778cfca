import 'server-only';
import { getTranslations } from 'next-intl/server';
import { translateKeys } from '@/i18n/labels';
import { ALERT_CATEGORIES, type AlertCategory } from '@/lib/backend/alert-categories';
import { SAMPLE_STATUSES, type SampleStatus } from '@/lib/backend/sample-form';
import { QUESTION_CATEGORIES, QUESTION_STATUSES, type QuestionCategory, type QuestionStatus } from '@/lib/backend/question-form';

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
    'questions',
    'questionsNone',
    'askQuestion',
    'question',
    'askedAt',
    'published',
    'privacyRequest',
    'alerts',
    'alertsWhat',
    'alertsLang',
    'alertsConsent',
    'alertsSave',
    'alertsSubscribe',
    'alertsUnsubscribe',
    'alertsSaved',
    'alertsEnded',
  ] as const;
  const [qa, alerts] = await Promise.all([getTranslations('InvestorQa'), getTranslations('Alerts')]);
  return {
    ...translateKeys(t, keys),
    updatedAt: t('updatedAt', { date: '{date}' }),
    tracking: t('tracking', { carrier: '{carrier}', number: '{number}' }),
    unsubscribeName: t('unsubscribeName', { name: '{name}' }),
    alertsTo: t('alertsTo', { email: '{email}' }),
    alertsNone: t('alertsNone', { email: '{email}' }),
    answerOf: t('answerOf', { date: '{date}' }),
    questionStatuses: Object.fromEntries(
      [...QUESTION_STATUSES, 'other'].map((status) => [status, t(`questionStatuses.${status}`)]),
    ) as Record<QuestionStatus, string>,
    categories: Object.fromEntries(QUESTION_CATEGORIES.map((category) => [category, qa(`categories.${category}`)])) as Record<
      QuestionCategory,
      string
    >,
    kinds: { product: t('kinds.product'), line: t('kinds.line') },
    alertCategories: Object.fromEntries(ALERT_CATEGORIES.map((category) => [category, alerts(`categories.${category}`)])) as Record<
      AlertCategory,
      string
    >,
    alertLangs: { zh: alerts('langs.zh'), en: alerts('langs.en') },
    statuses: Object.fromEntries([...SAMPLE_STATUSES, 'other'].map((status) => [status, t(`statuses.${status}`)])) as Record<
      SampleStatus,
      string
    >,
    fields: Object.fromEntries(FIELDS.map((field) => [field, t(`fields.${field}`)])) as Record<(typeof FIELDS)[number], string>,
  };
}

export type AccountViewLabels = Awaited<ReturnType<typeof accountViewLabels>>;
