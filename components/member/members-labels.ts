import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { MembersLabels } from './members-only-article';
import { translateKeys } from '@/i18n/labels';

const KEYS = ['heading', 'badge', 'attachments', 'idle', 'loading', 'expired', 'missing', 'failed', 'signIn'] as const;

/** The members-only island's text in the page's language; `{source}` and `{title}` stay for the island. */
export async function membersLabels(): Promise<MembersLabels> {
  const t = await getTranslations('Members');
  return { ...translateKeys(t, KEYS), source: t('source', { source: '{source}' }), pdf: t('pdf', { title: '{title}' }) } as MembersLabels;
}
