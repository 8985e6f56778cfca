import 'server-only';
import { getTranslations } from 'next-intl/server';
import { COMPARE_MAX } from './compare';

/** The compare bar's text (messages `CompareBar`); `selected` has `{count}` where the island puts the live count. */
export type CompareBarLabels = { form: string; submit: string; hint: string; selected: string };

export async function compareBarLabels(): Promise<CompareBarLabels> {
  const t = await getTranslations('CompareBar');
  return {
    form: t('form'),
    submit: t('submit'),
    hint: t('hint', { max: COMPARE_MAX }),
    selected: t('selected', { count: '{count}', max: COMPARE_MAX }),
  };
}
