import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';

/**
 * The price chart's hover text (messages `Quote`): what a screen reader hears on the chart, and the texts
 * around a day's close and volume, with `{value}` where the island puts the value; and the page's
 * language, in which the island writes a day's date and figures.
 */
export type PriceChartLabels = { locale: 'zh' | 'en'; hint: string; close: string; volume: string };

export async function priceChartLabels(): Promise<PriceChartLabels> {
  const [t, locale] = await Promise.all([getTranslations('Quote'), getPageLocale()]);
  return {
    locale,
    hint: t('hoverHint'),
    close: t('tooltipClose', { close: '{value}' }),
    volume: t('tooltipVolume', { volume: '{value}' }),
  };
}
