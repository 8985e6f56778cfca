import 'server-only';
import { getTranslations } from 'next-intl/server';
import { translateKeys } from '@/i18n/labels';
import { AID_SWITCHES, TEXT_SIZES, type AidSwitch, type TextSize } from '@/lib/client/reading-aids';

/** The reading-aids toolbar's text (messages `ReadingAids`), handed to its host on every page. */
export async function aidsLabels() {
  const t = await getTranslations('ReadingAids');
  return {
    ...translateKeys(t, ['title', 'text', 'readAloud', 'stopReading', 'noSpeech', 'noVoice', 'reset', 'close'] as const),
    sizes: Object.fromEntries(TEXT_SIZES.map((size) => [size, t(`sizes.${size}`)])) as Record<TextSize, string>,
    switches: Object.fromEntries(AID_SWITCHES.map((name) => [name, t(`switches.${name}`)])) as Record<AidSwitch, string>,
  };
}

export type AidsLabels = Awaited<ReturnType<typeof aidsLabels>>;
