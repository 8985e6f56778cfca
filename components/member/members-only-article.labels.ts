import 'server-only';
import { getTranslations } from 'next-intl/server';
import { translateKeys } from '@/i18n/labels';

const KEYS = ['heading', 'badge', 'attachments', 'idle', 'loading', 'expired', 'missing', 'failed', 'signIn'] as const;

/** The members-only article's text (messages `Members`); `{source}` and `{title}` stay for the island. */
export type MembersLabels = Record<(typeof KEYS)[number] | 'source' | 'pdf', string>;

export async function membersOnlyArticleLabels(): Promise<MembersLabels> {
  const t = await getTranslations('Members');
  return { ...translateKeys(t, KEYS), source: t('source', { source: '{source}' }), pdf: t('pdf', { title: '{title}' }) };
}
