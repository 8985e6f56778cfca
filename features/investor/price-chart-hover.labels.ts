import 'server-only';
import { getTranslations } from 'next-intl/server';

/**
 * The price chart's hover text (messages `Quote`): what a screen reader hears on the chart, and the texts
 * around a day's close and volume, with `{value}` where the island puts the value.
 */
export type PriceChartHoverLabels = { hint: string; close: string; volume: string };

export async function priceChartHoverLabels(): Promise<PriceChartHoverLabels> {
  const t = await getTranslations('Quote');
  return { hint: t('hoverHint'), close: t('tooltipClose', { close: '{value}' }), volume: t('tooltipVolume', { volume: '{value}' }) };
}
