import 'server-only';
import { getTranslations } from 'next-intl/server';

/** The stock ticker's text (messages `Stock`): the names of its two values. */
export type StockLabels = { name: string; code: string };

export async function stockTickerLabels(): Promise<StockLabels> {
  const t = await getTranslations('Stock');
  return { name: t('name'), code: t('code') };
}
